import type { ReactNode } from 'react';
import styles from './staff.module.css';

/**
 * A staff table's columns, in order: the header text and what a row shows in that column. The first column heads
 * its row (a `th scope="row"`), so a screen reader names each cell by it.
 */
export type Columns<T> = [header: string, cell: (row: T) => ReactNode][];

interface FrameProps {
  testId: string;
  caption: ReactNode;
  /** Names the caption, for a section labelled by it. */
  captionId?: string;
  /** A heading above shows the name already: the caption is for screen readers only. */
  captionHidden?: boolean;
  headers: string[];
  /** What the table says when it has no rows; null when it has some. */
  empty: string | null;
  children: ReactNode;
}

/**
 * Every staff table's frame: named by its caption, says when it is empty; on a phone each row reads as a card whose
 * cells carry their column's name (`data-label` on each cell).
 */
export function TableFrame({ testId, caption, captionId, captionHidden, headers, empty, children }: FrameProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {/* A table's columns never move: their place is their key (two headers may read the same in a language). */}
            {headers.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty !== null && (
            <tr>
              <td colSpan={headers.length}>{empty}</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

interface TableProps<T> extends Omit<FrameProps, 'headers' | 'empty' | 'children'> {
  columns: Columns<T>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's data-* attributes, which tests and scripts find a row by. */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** What the table says when it has no rows. */
  emptyText: string;
}

/** A staff table from column definitions: one row per item. */
export function StaffTable<T>({ columns, rows, rowKey, rowData, emptyText, ...frame }: TableProps<T>) {
  return (
    <TableFrame {...frame} headers={columns.map(([header]) => header)} empty={rows.length === 0 ? emptyText : null}>
      {rows.map((row) => (
        <tr key={rowKey(row)} {...rowData?.(row)}>
          {columns.map(([header, cell], i) =>
            i === 0 ? (
              <th key={i} scope="row" data-label={header}>
                {cell(row)}
              </th>
            ) : (
              <td key={i} data-label={header}>
                {cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </TableFrame>
  );
}

/** A staff table in its own section, which the table's caption names (`id`). */
export function TableSection<T>({ id, ...table }: Omit<TableProps<T>, 'captionId' | 'captionHidden'> & { id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <StaffTable {...table} captionId={id} />
    </section>
  );
}
