import { Check, Minus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { COMING_SOON, COMPARED_PLANS, PLAN_ROWS, planCell, type PlanCell } from './plan-rows.ts'

/** The 'Compare plans' section of /pricing and /premium-features: the table, then the page's way on (`children`). */
export function PlanComparisonSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('billing')
  return (
    <section aria-labelledby="compare-heading" className="mt-12">
      <h2 id="compare-heading" className="mb-4 text-2xl font-bold text-ink">
        {t('pricing.compareHeading')}
      </h2>
      <PlanComparison />
      <p className="mt-6 text-center">{children}</p>
    </section>
  )
}

/** The plans side by side, every row from the plans table (plan-rows.ts). */
function PlanComparison() {
  const { t } = useTranslation('billing')
  const planNames = { free: t('pricing.freeName'), premium: t('pricing.premiumName') }

  function cellText(cell: PlanCell): string {
    switch (cell.kind) {
      case 'perDay':
        return t('cells.perDay', { count: cell.count })
      case 'unlimited':
        return t('cells.unlimited')
      case 'included':
        return t('cells.included')
      case 'excluded':
        return t('cells.excluded')
      default:
        throw new Error(`unknown cell: ${JSON.stringify(cell satisfies never)}`)
    }
  }

  return (
    // A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
    <div role="region" aria-label={t('pricing.compareHeading')} tabIndex={0} className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-80 text-left text-sm">
        <caption className="sr-only">{t('pricing.compareHeading')}</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-ink">
              {t('pricing.featureColumn')}
            </th>
            {COMPARED_PLANS.map((plan) => (
              <th key={plan} scope="col" className="px-4 py-3 font-semibold text-ink">
                {planNames[plan]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {PLAN_ROWS.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {t(`rows.${row.feature}`)}
                {COMING_SOON.has(row.feature) ? (
                  <Badge tone="info" className="ms-2 align-middle">
                    {t('comingSoon')}
                  </Badge>
                ) : null}
              </th>
              {COMPARED_PLANS.map((plan) => {
                const cell = planCell(row, plan)
                const isYes = cell.kind !== 'excluded'
                return (
                  <td key={plan} className="px-4 py-3 text-ink-muted">
                    <span className="inline-flex items-center gap-1.5">
                      {isYes ? (
                        <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
                      ) : (
                        <Minus aria-hidden="true" className="size-4" />
                      )}
                      {cellText(cell)}
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
