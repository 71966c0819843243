import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira } from '../../../../shared/money';
import { formatDay } from '../format-date';
import '../kobo-ui.css';
import './document-card.css';

/** The class of a document list's grid (RecordListPage's listClassName). */
export const DOCUMENT_LIST_CLASS = 'kobo-doc-list';

interface Props {
  href: string;
  customerName: string;
  totalKobo: number;
  number: string;
  /** yyyy-MM-dd. */
  date: string;
  /** After the date: the due date, say. */
  dateExtra?: ReactNode;
  badge: ReactNode;
  /** A last row (an invoice's balance due). */
  footer?: ReactNode;
}

/** One row of a sales document list: customer and total, number and date, status badge. */
export function DocumentCard({ href, customerName, totalKobo, number, date, dateExtra, badge, footer }: Props) {
  return (
    <Link to={href} className="kobo-ui-card">
      <span className="kobo-doc-card-row">
        <span className="kobo-doc-card-customer">{customerName || 'Unknown Customer'}</span>
        <span className="kobo-doc-card-amount">{formatNaira(totalKobo)}</span>
      </span>
      <span className="kobo-doc-card-row">
        <span className="kobo-doc-card-meta">
          <span className="kobo-doc-card-number">{number}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={date}>{formatDay(date)}</time>
          {dateExtra}
        </span>
        {badge}
      </span>
      {footer && <span className="kobo-doc-card-row kobo-doc-card-meta">{footer}</span>}
    </Link>
  );
}
