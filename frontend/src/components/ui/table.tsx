import type { ReactNode } from 'react';
import './table.css';

/* eslint-disable @typescript-eslint/no-namespace -- the same shape as Cloudscape's TableProps. */
export namespace TableProps {
  export interface ColumnDefinition<T> {
    id?: string;
    header: ReactNode;
    cell: (item: T) => ReactNode;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export interface TableProps<T> {
  items: ReadonlyArray<T>;
  columnDefinitions: ReadonlyArray<TableProps.ColumnDefinition<T>>;
  /** A property naming each row, or a function giving its key. */
  trackBy?: keyof T | ((item: T) => string);
  /** 'container' (the default): a card; 'embedded': the table alone, inside the caller's container. */
  variant?: 'container' | 'embedded' | 'borderless' | 'stacked' | 'full-page';
  header?: ReactNode;
  ariaLabels?: { tableLabel?: string };
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

/**
 * Cloudscape's Table for read-only lists: a header, then the table (named by
 * ariaLabels.tableLabel) in a box that scrolls sideways when it is wider than the page.
 * No sorting, selection or pagination.
 */
export default function Table<T>({ items, columnDefinitions, trackBy, variant = 'container', header, ariaLabels, empty }: TableProps<T>) {
  const key = (item: T, i: number) => (typeof trackBy === 'function' ? trackBy(item) : trackBy !== undefined ? String(item[trackBy]) : String(i));
  return (
    <div className={`kobo-table kobo-table--${variant === 'container' || variant === 'full-page' ? 'container' : 'embedded'}`}>
      {header && <div className="kobo-table-header">{header}</div>}
      {/* A table wider than the screen scrolls sideways: keyboard users reach it (a tab stop, named by the table). */}
      <div className="kobo-table-scroll" tabIndex={0} role="region" aria-label={ariaLabels?.tableLabel}>
        <table className="kobo-table-table" aria-label={ariaLabels?.tableLabel}>
          <thead>
            <tr>
              {columnDefinitions.map((c, i) => (
                <th key={c.id ?? i} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={key(item, i)}>
                {columnDefinitions.map((c, j) => (
                  <td key={c.id ?? j}>{c.cell(item)}</td>
                ))}
              </tr>
            ))}
            {items.length === 0 && empty && (
              <tr>
                <td colSpan={columnDefinitions.length} className="kobo-table-empty">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
