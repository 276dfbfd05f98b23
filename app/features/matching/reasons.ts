import { describeSalary } from '#core/format/salary.ts'
import type { MatchReason } from '#core/matching/match.ts'
import { renderPlaceName, renderSalary, type Translate } from '#app/i18n/render.ts'

/** How many reasons a card shows; the dialog shows them all. */
export const CARD_REASONS = 3

/** One reason of a match in the reader's language ('Matches 4 of your 6 skills', 'in Pune', '₹12 – 18 LPA, inside your range'). */
export function renderMatchReason(t: Translate, reason: MatchReason): string {
  switch (reason.kind) {
    case 'excluded':
      return t('jobs:match.reasons.excluded', { employer: reason.employer })
    case 'role':
      return reason.fit === 'same' ? t('jobs:match.reasons.roleSame') : t('jobs:match.reasons.roleClose')
    case 'skills':
      return t('jobs:match.reasons.skills', { matched: reason.matched, total: reason.total })
    case 'city':
      return t('jobs:match.reasons.city', { city: renderPlaceName(t, reason.city) })
    case 'remote':
      return t('jobs:match.reasons.remote')
    case 'state':
      return t('jobs:match.reasons.state', { state: renderPlaceName(t, reason.state) })
    case 'abroad':
      return t('jobs:match.reasons.abroad')
    case 'salary': {
      const salary = renderSalary(t, describeSalary({ min: reason.min, max: reason.max, currency: 'INR', period: 'YEAR' }))
      return t(salaryKeys[reason.fit], { salary })
    }
    case 'experience':
      return t(experienceKeys[reason.fit])
    case 'jobType':
      return t('jobs:match.reasons.jobTypeOther')
    case 'companySize':
      return t(`jobs:match.reasons.companySize.${reason.size}`)
    case 'history':
      return t('jobs:match.reasons.history')
  }
}

const salaryKeys = {
  inside: 'jobs:match.reasons.salaryInside',
  overlaps: 'jobs:match.reasons.salaryOverlaps',
  above: 'jobs:match.reasons.salaryAbove',
  below: 'jobs:match.reasons.salaryBelow',
} as const

const experienceKeys = {
  fits: 'jobs:match.reasons.experienceFits',
  more: 'jobs:match.reasons.experienceMore',
  less: 'jobs:match.reasons.experienceLess',
} as const

/** The reasons as one line, joined the way the issue writes them ('Matches 4 of your 6 skills · in Pune · …'). */
export function renderMatchReasons(t: Translate, reasons: readonly MatchReason[], limit = reasons.length): string {
  return reasons
    .slice(0, limit)
    .map((reason) => renderMatchReason(t, reason))
    .join(t('jobs:match.separator'))
}
