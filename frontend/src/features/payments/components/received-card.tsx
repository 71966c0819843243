import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../components/format-date';
import { PAYMENT_MODE_LABELS, type PAYMENT_MODES } from '../../../../../shared/constants';
import { formatNaira } from '../../../../../shared/money';

interface Props {
  href: string;
  customerName: string;
  amountKobo: number;
  number: string;
  /** yyyy-MM-dd. */
  date: string;
  mode: (typeof PAYMENT_MODES)[number];
  reference?: string;
  /** A last row (a payment's WHT and unused credit). */
  footer?: ReactNode;
}

/** One row of a list of money received (payments, sales receipts): customer and amount, then number · date · mode · reference. */
export function ReceivedCard({ href, customerName, amountKobo, number, date, mode, reference, footer }: Props) {
  return (
    <Link to={href} className="kobo-ui-card kobo-pay-card">
      <span className="kobo-pay-card-row">
        <span className="kobo-pay-strong">{customerName}</span>
        <span className="kobo-pay-card-amount">{formatNaira(amountKobo)}</span>
      </span>
      <span className="kobo-pay-card-row kobo-pay-muted">
        <span>
          <span className="kobo-pay-strong">{number}</span> · <time dateTime={date}>{formatDay(date)}</time> · {PAYMENT_MODE_LABELS[mode]}
          {reference && ` · Ref ${reference}`}
        </span>
      </span>
      {footer && <span className="kobo-pay-card-row kobo-pay-muted">{footer}</span>}
    </Link>
  );
}
