import type { ReactNode } from 'react';
import './form-fields.css';

/** A label with a red asterisk that screen readers skip (the input carries aria-required). */
export function FieldLabel({ label, required }: { label: string; required?: boolean }): ReactNode {
  if (!required) return label;
  return (
    <>
      {label}
      <span className="kobo-required" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}
