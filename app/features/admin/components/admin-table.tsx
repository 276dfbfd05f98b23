import type { ReactNode } from 'react'

/** A plain, accessible table for the admin screens: a caption, column headers, and a scroll on small screens. */
export function AdminTable({ caption, headers, children }: { caption: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface-raised">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">{children}</tbody>
      </table>
    </div>
  )
}

export const cellClasses = 'px-3 py-2 align-top'
