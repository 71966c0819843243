import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getReport, reportPdf } from '../../../api/reports';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DateFilterField } from '../../../components/documents/document-filters';
import { NotFoundContent } from '../../../components/not-found-content';
import { RecordLoadState } from '../../../components/record-load-state';
import Button from '../../../components/ui/button';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Select from '../../../components/ui/select';
import SpaceBetween from '../../../components/ui/space-between';
import { isPrerendering } from '../../../prerender/mode';
import { REPORT_IDS, REPORTS, type ReportId } from '../../../../../shared/reports/catalog';
import { PERIOD_LABELS, REPORT_PERIODS, type PeriodKey } from '../../../../../shared/reports/periods';
import type { Report, ReportColumn, ReportRow } from '../../../../../shared/schemas/report';
import { ReportChartView } from '../report-chart';
import { REPORTS_PATH } from '../report-paths';
import { cellText, DRILL_LABELS, drillHref, isNumeric, periodFromUrl, periodToUrl, sectionsOf, totalsCells, type UrlPeriod } from '../report-values';
import '../../../components/kobo-ui.css';
import '../reports.css';

const isReportId = (id: string): id is ReportId => (REPORT_IDS as readonly string[]).includes(id);
const PERIOD_OPTIONS = REPORT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));
const LOADING_TEXT = 'Loading report...';
/** A whole yyyy-MM-dd day, or nothing: what the URL (and so the API) is given while a date is typed. */
const settled = (day: string) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * /dashboard/reports/:id: every report of the catalogue on one page. The report's title, the
 * period (kept in the URL: ?period=&from=&to=, so a reload or a shared link shows the same),
 * the API's columns, rows (under their sections), totals and notes, each row's links to the
 * list pages behind it, and Export CSV of the table as shown. An id the catalogue does not
 * have is the 404 page.
 */
export function ReportPage() {
  const { id = '' } = useParams();
  // The prerendered page stands for every report: it shows the loading state the app starts with.
  if (isPrerendering()) return <LoadingState />;
  if (!isReportId(id)) return <NotFoundContent />;
  return <ReportView key={id} id={id} />;
}

function LoadingState() {
  return (
    <p className="kobo-ui-empty" role="status">
      {LOADING_TEXT}
    </p>
  );
}

function ReportView({ id }: { id: ReportId }) {
  const [params, setParams] = useSearchParams();
  const url = periodFromUrl(params);
  const query = useQuery({
    queryKey: ['reports', id, url.query],
    queryFn: () => getReport(id, url.query),
    // A new period keeps the table shown (marked busy) until its figures come.
    placeholderData: keepPreviousData,
  });
  const fieldErrors = query.error instanceof ApiRequestError && query.error.status === 400 ? query.error.fields : undefined;
  const setPeriod = (p: { period: PeriodKey; from?: string; to?: string }, replace = false) => setParams(periodToUrl(p), { replace });

  // Bad dates keep the page, with the API's words on the fields; any other failure is the page's error.
  if (!query.data && !fieldErrors) {
    return (
      <RecordLoadState
        query={query}
        loadingText={LOADING_TEXT}
        notFoundTitle="Report not found"
        notFoundText="The report you are looking for does not exist."
        errorTitle="Failed to load the report"
        back={{ href: REPORTS_PATH, label: 'Back to Reports' }}
      />
    );
  }
  const report = fieldErrors ? undefined : query.data;
  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        description={report?.period.label}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <ExportButton report={report} />
            <PdfButton report={report} />
          </SpaceBetween>
        }
      >
        {REPORTS[id].title}
      </Header>
      {/* The aging reports show today: there is no period to choose. */}
      {!REPORTS[id].asOfToday && <PeriodFields url={url} shown={query.data} errors={fieldErrors} onChange={setPeriod} />}
      {fieldErrors ? (
        <p className="kobo-report-empty">Choose the period above to see the report.</p>
      ) : (
        report && <ReportBody report={report} busy={query.isPlaceholderData} />
      )}
    </div>
  );
}

/** The period choice; Custom adds its first and last day, written to the URL as each becomes a whole date. */
function PeriodFields({ url, shown, errors, onChange }: { url: UrlPeriod; shown: Report | undefined; errors: Record<string, string> | undefined; onChange: (p: { period: PeriodKey; from?: string; to?: string }, replace?: boolean) => void }) {
  const [from, setFrom] = useState(url.from);
  const [to, setTo] = useState(url.to);
  // Back and Forward change the URL under the fields: they follow it.
  useEffect(() => {
    setFrom(url.from);
    setTo(url.to);
  }, [url.from, url.to]);
  const setDay = (which: 'from' | 'to', day: string) => {
    if (which === 'from') setFrom(day);
    else setTo(day);
    const next = { period: 'custom' as const, from: which === 'from' ? day : from, to: which === 'to' ? day : to };
    // Typing replaces the URL's entry rather than adding one a keystroke.
    if (settled(next.from) && settled(next.to)) onChange(next, true);
  };
  return (
    <div className="kobo-report-period">
      <FormField label="Period" errorText={errors?.period}>
        <Select
          selectedOption={PERIOD_OPTIONS.find((o) => o.value === url.period) ?? null}
          options={PERIOD_OPTIONS}
          onChange={({ detail }) => {
            const period = detail.selectedOption.value as PeriodKey;
            // Custom starts from the days shown, ready to change.
            if (period === 'custom') onChange({ period, from: url.from || shown?.period.from, to: url.to || shown?.period.to });
            else onChange({ period });
          }}
        />
      </FormField>
      {url.period === 'custom' && (
        <>
          <DateFilterField label="From" value={from} onChange={(day) => setDay('from', day)} errorText={errors?.from} />
          <DateFilterField label="To" value={to} onChange={(day) => setDay('to', day)} errorText={errors?.to} />
        </>
      )}
    </div>
  );
}

function ExportButton({ report }: { report: Report | undefined }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!report) return;
    setBusy(true);
    try {
      (await import('../export-report')).exportReport(report);
    } catch (error) {
      notify('error', 'Export failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button iconName="download" onClick={() => void run()} loading={busy} disabled={!report || report.rows.length === 0}>
      Export CSV
    </Button>
  );
}

/** Download PDF: the report shown, over its period, printed by the server; the statement's PDF button's way (a short-lived link the browser saves). */
function PdfButton({ report }: { report: Report | undefined }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = (shown: Report) => {
    const { key, from, to } = shown.period;
    setBusy(true);
    void reportPdf(shown.id, key === 'custom' ? { period: key, from, to } : { period: key }, true)
      .then((link) => window.location.assign(link.url))
      .catch((error: unknown) => notify('error', 'Failed to download the PDF', errorMessage(error)))
      .finally(() => setBusy(false));
  };
  return (
    <Button iconName="download" onClick={() => report && run(report)} loading={busy} disabled={!report || report.rows.length === 0}>
      Download PDF
    </Button>
  );
}

function ReportBody({ report, busy }: { report: Report; busy: boolean }) {
  if (report.rows.length === 0) {
    return (
      <div className="kobo-report-empty" aria-busy={busy}>
        <p className="kobo-report-empty-title">Nothing to report for {report.period.label}</p>
        <p>Choose another period to see its figures.</p>
      </div>
    );
  }
  const drills = report.rows.some((r) => r.drill && r.drill.length > 0);
  const span = report.columns.length + (drills ? 1 : 0);
  const totals = totalsCells(report);
  return (
    <>
      {report.chart && <ReportChartView chart={report.chart} busy={busy} />}
      <div className="kobo-report-scroll" role="region" aria-label={report.title} tabIndex={0}>
        <table className="kobo-report-table" aria-busy={busy}>
          <caption className="kobo-ui-sr-only">
            {report.title}, {report.period.label}
          </caption>
          <thead>
            <tr>
              {report.columns.map((c) => (
                <th key={c.id} scope="col" className={isNumeric(c) ? 'kobo-report-num' : undefined}>
                  {c.header}
                </th>
              ))}
              {drills && (
                <th scope="col">
                  <span className="kobo-ui-sr-only">Records</span>
                </th>
              )}
            </tr>
          </thead>
          {sectionsOf(report.rows).map((group) => (
            <tbody key={group.section ?? ''}>
              {group.section !== null && (
                <tr className="kobo-report-section">
                  <th scope="rowgroup" colSpan={span}>
                    {group.section}
                  </th>
                </tr>
              )}
              {group.rows.map((row) => (
                <ReportTableRow key={row.key} row={row} columns={report.columns} drills={drills} />
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr className="kobo-report-totals">
              {report.columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.id} scope="row">
                    {cellText(c, totals[c.id])}
                  </th>
                ) : (
                  <td key={c.id} className={isNumeric(c) ? 'kobo-report-num' : undefined}>
                    {cellText(c, totals[c.id])}
                  </td>
                ),
              )}
              {drills && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      {report.notes.length > 0 && (
        <ul className="kobo-report-notes">
          {report.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReportTableRow({ row, columns, drills }: { row: ReportRow; columns: ReportColumn[]; drills: boolean }) {
  // What the row is, for its links' names: its text cells ("Payments of Nov 2026, Adaeze Fabrics").
  const name = columns
    .filter((c) => !isNumeric(c))
    .map((c) => cellText(c, row.cells[c.id]))
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      {columns.map((c, i) =>
        i === 0 ? (
          <th key={c.id} scope="row">
            {cellText(c, row.cells[c.id])}
          </th>
        ) : (
          <td key={c.id} className={isNumeric(c) ? 'kobo-report-num' : undefined}>
            {cellText(c, row.cells[c.id])}
          </td>
        ),
      )}
      {drills && (
        <td className="kobo-report-drills">
          {row.drill?.map((d) => (
            <Link key={d.list} to={drillHref(d)}>
              {DRILL_LABELS[d.list]}
              <span className="kobo-ui-sr-only"> of {name}</span>
            </Link>
          ))}
        </td>
      )}
    </tr>
  );
}
