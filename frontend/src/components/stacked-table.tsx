import type { ReactNode } from 'react';
import { useIsMobile } from './use-media-query';
import './kobo-ui.css';
import './stacked-table.css';

/** One column of a StackedTable. */
export interface StackedColumn<Row> {
  /** The column's heading; on a phone, the name beside its value. */
  header: string;
  /** What the row shows in this column; null or '' is an empty cell (left off a phone's card). */
  cell: (row: Row) => ReactNode;
  /** A figure: right-aligned and never wrapped. */
  numeric?: boolean;
  /** Bold on a phone's card (the figure read first there); the table keeps its columns alike. */
  strong?: boolean;
  /**
   * Where a phone's card shows it: at the head of the card, bold on the left ('title') or muted on
   * the right ('aside'); on a line of its own under the head ('line'); or, by default, as a value
   * named by its header, one a line under the rest ('value').
   */
  card?: 'title' | 'aside' | 'line' | 'value';
}

interface Props<Row> {
  /** Names the table (its caption and its scrolling region) or, on a phone, the list of cards. */
  label: string;
  columns: StackedColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** A class of the table besides kobo-stack-table (its narrowest width, say: narrower, its region scrolls sideways). */
  tableClassName?: string;
}

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

/**
 * A table on a wide screen; below 768px (the product's phone layout) a list of small cards, one a row,
 * each value named by its column, so nothing scrolls sideways. Both show the same cells.
 */
export function StackedTable<Row>({ label, columns, rows, rowKey, tableClassName }: Props<Row>) {
  const mobile = useIsMobile();

  if (mobile) {
    const named = (base: string, c: StackedColumn<Row>) => (c.strong ? `${base} kobo-stack-strong` : base);
    return (
      <ul className="kobo-stack-list" aria-label={label}>
        {rows.map((row) => {
          const cells = (where: StackedColumn<Row>['card']) =>
            columns
              .filter((c) => (c.card ?? 'value') === where)
              .map((c) => ({ c, node: c.cell(row) }))
              .filter(({ node }) => !isEmpty(node));
          const head = [...cells('title'), ...cells('aside')];
          const values = cells('value');
          return (
            <li key={rowKey(row)} className="kobo-stack-card">
              {head.length > 0 && (
                <div className="kobo-stack-head">
                  {head.map(({ c, node }) => (
                    <span key={c.header} className={named(c.card === 'title' ? 'kobo-stack-title' : 'kobo-stack-aside', c)}>
                      {node}
                    </span>
                  ))}
                </div>
              )}
              {cells('line').map(({ c, node }) => (
                <div key={c.header} className={named('kobo-stack-line', c)}>
                  {node}
                </div>
              ))}
              {values.length > 0 && (
                <dl className="kobo-stack-values">
                  {values.map(({ c, node }) => (
                    <div key={c.header} className={named('kobo-stack-value', c)}>
                      <dt>{c.header}</dt>
                      <dd>{node}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="kobo-stack-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={tableClassName ? `kobo-stack-table ${tableClassName}` : 'kobo-stack-table'}>
        <caption className="kobo-ui-sr-only">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? 'kobo-stack-num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={c.numeric ? 'kobo-stack-num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
