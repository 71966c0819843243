import { WALK_IN_CUSTOMER_ID, WALK_IN_CUSTOMER_NAME } from '../../../shared/constants';
import { periodParts, type Period } from '../../../shared/reports/periods';
import { type ReportChart, type ReportColumn, type ReportRow } from '../../../shared/schemas/report';
import { db } from '../../entities/table';

/* What every report of reports.ts is built with: its context, its columns, the names of the rows' customers and items, and the order of rows. */

export type Parts = ReturnType<typeof periodParts>;
export interface Context {
  companyId: string;
  period: Period;
  parts: Parts;
}
export interface Built {
  columns: ReportColumn[];
  rows: ReportRow[];
  chart?: ReportChart;
  /** The totals row when it is not every money and count column summed (quantities of different units do not add up). */
  totals?: Record<string, string | number>;
  notes?: string[];
}

export const text = (id: string, header: string): ReportColumn => ({ id, header, kind: 'text' });
/** A column of yyyy-MM-dd days. */
export const date = (id: string, header: string): ReportColumn => ({ id, header, kind: 'date' });
export const money = (id: string, header: string): ReportColumn => ({ id, header, kind: 'money' });
export const count = (id: string, header: string): ReportColumn => ({ id, header, kind: 'count' });

export const range = (c: Context) => ({ dateFrom: c.period.from, dateTo: c.period.to });

export async function customerNames(companyId: string, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>([[WALK_IN_CUSTOMER_ID, WALK_IN_CUSTOMER_NAME]]);
  const wanted = ids.filter((id) => id !== WALK_IN_CUSTOMER_ID);
  if (wanted.length === 0) return names;
  const { data } = await db()
    .entities.customer.get(wanted.map((customerId) => ({ companyId, customerId })))
    .go({ attributes: ['customerId', 'name'], concurrent: 4 });
  for (const c of data) names.set(c.customerId, c.name);
  return names;
}

export async function itemNames(companyId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id) => id !== '-');
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const { data } = await db()
    .entities.item.get(wanted.map((itemId) => ({ companyId, itemId })))
    .go({ attributes: ['itemId', 'name'], concurrent: 4 });
  for (const i of data) names.set(i.itemId, i.name);
  return names;
}

export const byName = (a: ReportRow, b: ReportRow) => String(a.cells.name).localeCompare(String(b.cells.name));
export const desc = (col: string) => (a: ReportRow, b: ReportRow) => Number(b.cells[col]) - Number(a.cells[col]) || byName(a, b);

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthLabel = (m: string) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
