import { downloadText } from '../../components/csv/download';
import { writeCsv, type CsvColumn } from '../../../../shared/csv/csv';
import { koboToDecimal } from '../../../../shared/money';
import type { Report } from '../../../../shared/schemas/report';
import { totalsCells } from './report-values';

type Line = { section?: string; cells: Record<string, string | number> };

/**
 * The report as its table shows it, as CSV through the one CSV writer (shared/csv/csv.ts, as the
 * customer, item and expense exports): a Section column first when the report has sections, a
 * line a row, then the totals line. Money as plain naira (1500.50) and figures without grouping,
 * so a spreadsheet sums them; loaded on demand with the writer.
 */
export function reportCsv(report: Report): string {
  const sectioned = report.rows.some((r) => r.section);
  const columns: CsvColumn<Line>[] = [
    ...(sectioned ? [{ header: 'Section', path: null, write: (l: Line) => l.section }] : []),
    ...report.columns.map(
      (c): CsvColumn<Line> => ({
        header: c.header,
        path: null,
        write: (l) => {
          const v = l.cells[c.id];
          return typeof v === 'number' && c.kind === 'money' ? koboToDecimal(v) : v;
        },
      }),
    ),
  ];
  const lines: Line[] = [...report.rows.map((r) => ({ section: r.section, cells: r.cells })), { cells: totalsCells(report) }];
  return writeCsv(columns, lines);
}

/** Downloads the report as CSV, named after the report and its period (sales-by-customer-2026-11-01-2026-11-30.csv). */
export function exportReport(report: Report): void {
  downloadText(`${report.id}-${report.period.from}-${report.period.to}.csv`, reportCsv(report));
}
