import type { ReactNode } from 'react';
import Button from '../ui/button';
import './document-form.css';

/**
 * A record form's header bar: back, the form's title (the page's heading) and its action
 * (Save as Draft, Save). The document forms, their loading state and the payment form share
 * it, so a form lands with its heading where its loading state showed it.
 */
export function FormHeaderBar({ backLabel, onBack, title, children }: { backLabel: string; onBack: () => void; title: string; children?: ReactNode }) {
  return (
    <div className="kobo-df-header">
      <Button formAction="none" variant="icon" iconName="arrow-left" ariaLabel={backLabel} onClick={onBack} />
      <h1 className="kobo-df-title">{title}</h1>
      {children}
    </div>
  );
}
