import { formatDate } from '../dates';
import { formatNaira, formatQuantity } from '../money';
import type { Report, ReportColumn, ReportRow } from '../schemas/report';

/*
 * A report's cells as people read them: on the report page, in its PDF
 * (shared/documents/printable-report.ts) and, for the totals row, in its CSV.
 * One place, so the page and the PDF print the same text to the kobo.
 */

/** A figure's column: right-aligned. */
export const isNumeric = (c: ReportColumn) => c.kind !== 'text' && c.kind !== 'date';

/** A cell as the table shows it: money in naira, counts and quantities grouped, dates as the product writes them, text as it is. */
export function cellText(c: ReportColumn, v: string | number | undefined): string {
  if (v === undefined || v === '') return '';
  if (c.kind === 'date' && typeof v === 'string') return formatDate(v);
  if (typeof v === 'string') return v;
  if (c.kind === 'money') return formatNaira(v);
  if (c.kind === 'count' || c.kind === 'quantity') return formatQuantity(v);
  return String(v);
}

/**
 * The totals row's cells: each column's total where the report gives one; the first column,
 * when the report gives it nothing, says "Total".
 */
export function totalsCells(report: Pick<Report, 'columns' | 'totals'>): Record<string, string | number> {
  const first = report.columns[0];
  return first && report.totals[first.id] === undefined ? { ...report.totals, [first.id]: 'Total' } : report.totals;
}

/** The rows in order, under their sections (in the order each section first appears; rows with none come first, under no heading). */
export function sectionsOf(rows: readonly ReportRow[]): { section: string | null; rows: ReportRow[] }[] {
  const groups: { section: string | null; rows: ReportRow[] }[] = [];
  for (const row of rows) {
    const section = row.section ?? null;
    let group = groups.find((g) => g.section === section);
    if (!group) {
      group = { section, rows: [] };
      if (section === null) groups.unshift(group);
      else groups.push(group);
    }
    group.rows.push(row);
  }
  return groups;
}
