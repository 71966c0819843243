import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import FormField from '../../../components/ui/form-field';
import Select from '../../../components/ui/select';
import { emailStatement, getStatement, statementPdf } from '../../../api/customers';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useMe } from '../../../auth/session';
import { DateFilterField } from '../../../components/documents/document-filters';
import { EmailModal } from '../../../components/document-actions/email-modal';
import { clearPrintFrame, printPdf } from '../../../components/document-actions/print-pdf';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { lagosToday } from '../../../../../shared/dates';
import { statementLineText, statementPeriodText, statementSummary } from '../../../../../shared/documents/printable-statement';
import { formatNaira } from '../../../../../shared/money';
import type { CustomerDetail } from '../../../../../shared/schemas/customer';
import type { Statement } from '../../../../../shared/schemas/statement';
import { formatDate } from './format';
import { PERIOD_LABELS, STATEMENT_PERIODS, periodRange, type StatementPeriod } from './statement-periods';

const OPTIONS = STATEMENT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));
const DOCUMENT_PATHS = { invoice: '/dashboard/invoices', payment: '/dashboard/payments' } as const;

/** STATEMENT: the customer's statement of account for a period, with its PDF, print and e-mail. */
export function StatementTab({ customer }: { customer: CustomerDetail }) {
  const id = customer.customerId;
  const today = lagosToday();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const companyName = useMe().data?.company?.name ?? 'us';
  useEffect(() => clearPrintFrame, []);
  const [period, setPeriod] = useState<StatementPeriod>('this_month');
  const [custom, setCustom] = useState(() => periodRange('this_month', today)!);
  const [emailing, setEmailing] = useState(false);
  const range = periodRange(period, today) ?? custom;
  const complete = Boolean(range.from && range.to);
  const backwards = complete && range.from > range.to;
  const query = useQuery({
    queryKey: ['customer-statement', id, range.from, range.to],
    queryFn: () => getStatement(id, range),
    enabled: complete && !backwards,
    placeholderData: keepPreviousData,
  });
  const statement = query.data && query.data.from === range.from && query.data.to === range.to ? query.data : undefined;
  const fail = (what: string) => (error: unknown) => notify('error', what, errorMessage(error));
  const pdfUrl = async (download: boolean) => (await statementPdf(id, range, download)).url;

  return (
    <div className="kobo-statement">
      <div className="kobo-statement-controls">
        <FormField label="Period">
          <Select
            selectedOption={OPTIONS.find((o) => o.value === period)!}
            onChange={({ detail }) => setPeriod(detail.selectedOption.value as StatementPeriod)}
            options={OPTIONS}
          />
        </FormField>
        {period === 'custom' && (
          <>
            <DateFilterField label="From" value={custom.from} onChange={(from) => setCustom((c) => ({ ...c, from }))} />
            <DateFilterField
              label="To"
              value={custom.to}
              onChange={(to) => setCustom((c) => ({ ...c, to }))}
              errorText={backwards ? 'The end date must be on or after the start date' : undefined}
            />
          </>
        )}
        <div className="kobo-button-row kobo-statement-actions">
          <Button disabled={!statement} onClick={() => void printPdf(() => pdfUrl(false)).catch(fail('Failed to print the PDF'))}>
            Print
          </Button>
          <Button
            disabled={!statement}
            onClick={() =>
              void pdfUrl(true)
                .then((url) => window.location.assign(url))
                .catch(fail('Failed to download the PDF'))
            }
          >
            Download PDF
          </Button>
          <Button variant="primary" disabled={!statement} onClick={() => setEmailing(true)}>
            Send Email
          </Button>
        </div>
      </div>
      {backwards ? null : query.isError ? (
        <p className="kobo-ui-empty">{errorMessage(query.error)}</p>
      ) : !statement ? (
        <p className="kobo-ui-empty">Loading statement...</p>
      ) : (
        <StatementView statement={statement} />
      )}
      {emailing && statement && (
        <EmailModal
          onDismiss={() => setEmailing(false)}
          target={{
            Noun: 'Statement',
            customerId: id,
            subject: `Statement of accounts from ${companyName}: ${statementPeriodText(statement)}`,
            body: `Dear ${customer.name},\n\nPlease find attached your statement of accounts for ${statementPeriodText(statement)}. The balance due is ${formatNaira(statement.closingBalanceKobo)}.\n\nThank you for your business.\n\nRegards,\n${companyName}`,
            card: { title: `Statement · ${statementPeriodText(statement)}`, label: 'Balance Due', amount: formatNaira(statement.closingBalanceKobo) },
            attachLabel: 'Attach Statement PDF',
            send: (mail) => emailStatement(id, { ...mail, period: range }),
            onSent: () => {
              void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
              notify('success', 'Email sent successfully');
            },
          }}
        />
      )}
    </div>
  );
}

/** A row of the statement: the opening balance, then each invoice and payment with the balance after it. */
interface StatementRow {
  key: string;
  date: string;
  transaction: string;
  details: ReactNode;
  amount: string;
  payment: string;
  balance: string;
}

/** The columns of the PDF's table; on a phone each row is a card: transaction and date, the document, then the figures named. */
const COLUMNS: StackedColumn<StatementRow>[] = [
  { header: 'Date', cell: (r) => r.date, card: 'aside' },
  { header: 'Transactions', cell: (r) => r.transaction, card: 'title' },
  { header: 'Details', cell: (r) => r.details, card: 'line' },
  { header: 'Amount', cell: (r) => r.amount, numeric: true },
  { header: 'Payments', cell: (r) => r.payment, numeric: true },
  { header: 'Balance', cell: (r) => r.balance, numeric: true, strong: true },
];

/** The server's figures, formatted; nothing is added up here. */
function statementRows(s: Statement): StatementRow[] {
  const opening = formatNaira(s.openingBalanceKobo);
  return [
    { key: 'opening', date: formatDate(s.from), transaction: 'Opening Balance', details: null, amount: opening, payment: '', balance: opening },
    ...s.lines.map((l) => {
      const text = statementLineText(l);
      return {
        key: l.documentId,
        date: formatDate(l.date),
        transaction: text.transaction,
        details: (
          <>
            <Link to={`${DOCUMENT_PATHS[l.kind]}/${encodeURIComponent(l.documentId)}`}>{l.number}</Link>
            {text.note && ` - ${text.note}`}
          </>
        ),
        amount: l.chargeKobo ? formatNaira(l.chargeKobo) : '',
        payment: l.creditKobo ? formatNaira(l.creditKobo) : '',
        balance: formatNaira(l.balanceKobo),
      };
    }),
  ];
}

function StatementView({ statement: s }: { statement: Statement }) {
  return (
    <>
      <h3 className="kobo-statement-title">
        Statement of Accounts <span>{statementPeriodText(s)}</span>
      </h3>
      <dl className="kobo-balances kobo-statement-summary" aria-label="Account summary">
        {statementSummary(s).map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      <StackedTable label="Statement transactions" columns={COLUMNS} rows={statementRows(s)} rowKey={(r) => r.key} tableClassName="kobo-statement-table" />
      {s.lines.length === 0 && <p className="kobo-ui-empty">No invoices or payments in this period</p>}
    </>
  );
}
