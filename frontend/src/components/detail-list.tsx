import type { ReactNode } from 'react';
import './kobo-ui.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A read-only list of labelled values; a missing value shows as 'Not set'. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="kobo-ui-dl">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value === undefined || item.value === null || item.value === '' ? 'Not set' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
