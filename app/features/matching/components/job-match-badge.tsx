import { Sparkles } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { JobMatch } from '#core/matching/matching.schema.ts'
import { Badge, type BadgeTone } from '#app/ui/badge.tsx'
import { cn } from '#app/ui/cn.ts'
import { CARD_REASONS, renderMatchReasons } from '#app/features/matching/reasons.ts'
import { useJobMatch } from '#app/features/matching/use-job-match.ts'

function toneOf(score: number): BadgeTone {
  if (score >= 70) return 'success'
  if (score >= 40) return 'accent'
  return 'neutral'
}

/**
 * The signed-in person's match with a job, as a percentage and its reasons in words ('82% match ·
 * Matches 4 of your 6 skills · in Pune · ₹12 – 18 LPA, inside your range'). Nothing for a guest or
 * before onboarding is finished. The card shows the strongest reasons, the dialog all of them.
 */
export function JobMatchBadge({ jobId, isDetailed = false, className }: { jobId: string; isDetailed?: boolean; className?: string }) {
  const match = useJobMatch(jobId)
  if (match === null) return null
  return <MatchSummary match={match} isDetailed={isDetailed} className={className} />
}

export function MatchSummary({ match, isDetailed = false, className }: { match: JobMatch; isDetailed?: boolean; className?: string }) {
  const { t } = useTranslation('jobs')
  const reasons = renderMatchReasons(t, match.reasons, isDetailed ? match.reasons.length : CARD_REASONS)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted', className)} data-testid="job-match">
      <Badge tone={match.is_excluded ? 'neutral' : toneOf(match.score)}>
        <Sparkles aria-hidden="true" />
        <span aria-hidden="true">{t('match.label', { score: match.score })}</span>
        <span className="sr-only">{t('match.srLabel', { score: match.score })}</span>
      </Badge>
      {reasons !== '' ? (
        <span>
          <span className="sr-only">{t('match.reasonsLabel')}: </span>
          {reasons}
        </span>
      ) : null}
    </p>
  )
}
