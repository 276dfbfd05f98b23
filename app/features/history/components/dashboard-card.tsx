import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'

/** One dashboard section: a labelled region with its heading, an optional action beside it, and its body. */
export function DashboardCard({
  icon: Icon,
  title,
  action,
  children,
}: {
  icon: LucideIcon
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Icon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
