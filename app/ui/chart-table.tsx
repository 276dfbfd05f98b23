import { useId, type ReactNode } from 'react'

export interface ChartTableRow {
  key: string
  /** The row's name (its header cell). */
  header: ReactNode
  cells: readonly ReactNode[]
}

export interface ChartTableProps {
  /** What the chart shows: the table's caption, for screen readers. */
  caption: string
  /** The disclosure's words ("Show as table"). */
  summary: string
  /** The header of the row names' column, then of each value column. */
  columns: readonly [string, ...string[]]
  rows: readonly ChartTableRow[]
  /** Keeps the row names as written (a place, a role): not for the browser's translation. */
  isNameUntranslated?: boolean
}

/**
 * A chart's figures as a table a tap away: every chart draws its picture as one image for screen
 * readers, and puts the exact numbers here, under a disclosure, with a caption and header cells.
 * Value columns are right-aligned in tabular figures.
 */
export function ChartTable({ caption, summary, columns, rows, isNameUntranslated = false }: ChartTableProps) {
  const id = useId()
  const [nameColumn, ...valueColumns] = columns
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 sm:min-h-0 dark:text-brand-200">
        {summary}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-start text-sm" aria-describedby={`${id}-caption`}>
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {nameColumn}
              </th>
              {valueColumns.map((column) => (
                <th key={column} scope="col" className="py-1 pe-3 text-end font-medium last:pe-0">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line/60">
                <th scope="row" translate={isNameUntranslated ? 'no' : undefined} className="py-1 pe-3 text-start font-medium">
                  {row.header}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={valueColumns[index] ?? index} className="py-1 pe-3 text-end tabular-nums last:pe-0">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
