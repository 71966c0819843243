import { cellText, isNumeric, sectionsOf, totalsCells } from '../reports/cells';
import type { Report } from '../schemas/report';
import { companyParty, type Printable, type PrintCompany, type PrintTable } from './printable';

/*
 * A report as it is printed (its PDF): the same printable model and renderer as
 * every document, with the company's name and address, the report's title and
 * period, its table (columns, rows under their section headings, the totals
 * row) and its notes. The cells are the report page's text (shared/reports/cells.ts):
 * money in naira with the ₦ sign, figures right-aligned.
 */

/** The first column (what a row is) takes more room than a figure; other text (a date, a customer) a little more. */
const weight = (kind: string, first: boolean) => (first ? 1.7 : kind === 'text' ? 1.2 : 1);

export function reportTable(report: Report): PrintTable {
  const rows: string[][] = [];
  const sections: NonNullable<PrintTable['sections']> = [];
  for (const group of sectionsOf(report.rows)) {
    if (group.section !== null) sections.push({ row: rows.length, label: group.section });
    for (const row of group.rows) rows.push(report.columns.map((c) => cellText(c, row.cells[c.id])));
  }
  const totals = totalsCells(report);
  return {
    columns: report.columns.map((c, i) => ({ label: c.header, align: isNumeric(c) ? 'right' : 'left', weight: weight(c.kind, i === 0) })),
    rows,
    ...(sections.length ? { sections } : {}),
    ...(rows.length ? { foot: report.columns.map((c) => cellText(c, totals[c.id])) } : {}),
  };
}

export function printableReport(report: Report, company: PrintCompany): Printable {
  const notes = [...(report.rows.length ? [] : [`Nothing to report for ${report.period.label}.`]), ...report.notes];
  return {
    kind: 'report',
    title: report.title,
    number: report.period.label,
    numberLine: report.period.label,
    company: companyParty(company),
    facts: [],
    lines: [],
    table: reportTable(report),
    totals: [],
    ...(notes.length ? { notes: notes.join('\n') } : {}),
  };
}
