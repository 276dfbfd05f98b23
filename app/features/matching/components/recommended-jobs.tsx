import { useQuery } from '@tanstack/react-query'
import { withQueryProvider } from '#app/lib/query-provider.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { subscriptionEndpoints } from '#core/plans/plans.endpoints.ts'
import { ArrowRight, Sparkles } from 'lucide-react'
import { href, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderLocation, renderPlaceName, renderSalary } from '#app/i18n/render.ts'
import { describeJobLocation } from '#core/format/location.ts'
import { describeSalary } from '#core/format/salary.ts'
import type { RecommendedJob } from '#core/matching/matching.schema.ts'
import { useSessionUser } from '#app/features/auth/index.ts'
import { toApiErrorBody } from '#app/lib/api-client.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { MatchSummary } from '#app/features/matching/components/job-match-badge.tsx'

/** How many best matches the dashboard's section lists. */
export const DASHBOARD_RECOMMENDATIONS = 5

/** The best matches as a short list: title to the job's apply page, employer, place, pay, and the match with its reasons. */
export function RecommendationList({ items }: { items: readonly RecommendedJob[] }) {
  const { t, i18n } = useTranslation(['workspace', 'jobs'])
  return (
    <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
      {items.map(({ job, match }) => {
        const place = renderLocation(
          t,
          describeJobLocation(
            {
              city: job.job_city ? renderPlaceName(t, job.job_city) : null,
              state: job.job_state ? renderPlaceName(t, job.job_state) : null,
              country: job.job_country,
            },
            i18n.language,
          ),
        )
        const salary = renderSalary(
          t,
          describeSalary({
            min: job.job_min_salary,
            max: job.job_max_salary,
            currency: job.job_salary_currency,
            period: job.job_salary_period,
          }),
        )
        return (
          <li key={job.job_id} className="p-4">
            <Link
              to={href('/jobs/:slug/apply', { slug: job.job_id })}
              translate="no"
              className="font-semibold text-ink decoration-brand-500 decoration-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {job.job_title}
            </Link>
            <p className="mt-0.5 text-sm text-ink-muted">
              <span translate="no">{job.employer_name}</span> · {place}
              {salary !== '' ? ` · ${salary}` : ''}
            </p>
            <MatchSummary match={match} className="mt-2" />
          </li>
        )
      })}
    </ul>
  )
}

/** Premium's offer where recommendations would be (spec 001 §6: "Without access the gate shows an upgrade card"). */
export function RecommendationsUpgrade() {
  const { t } = useTranslation('workspace')
  return (
    <div className="mt-3 rounded-2xl border border-accent-400/60 bg-amber-50 p-4 dark:bg-amber-950/30">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Sparkles aria-hidden="true" className="size-4 text-accent-600" />
        {t('careerIntelligence.upgrade.title')}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('careerIntelligence.upgrade.text')}</p>
      <Link to={href('/pricing')} className={buttonClasses({ variant: 'primary', size: 'sm', className: 'mt-3' })}>
        {t('careerIntelligence.upgrade.action')}
      </Link>
    </div>
  )
}

/**
 * The dashboard's "Recommended jobs" section (issue 19): the person's best few matches, fetched when it
 * shows. Free members see Premium's offer instead (PREMIUM_REQUIRED); before onboarding is finished, nothing.
 */
function RecommendedJobsContent({ limit = DASHBOARD_RECOMMENDATIONS }: { limit?: number }) {
  const { t } = useTranslation('workspace')
  const { user } = useSessionUser()
  // Free members are offered Premium without asking for what the server would refuse (403 PREMIUM_REQUIRED);
  // while the status cannot be read, nothing is asked for and the section says it could not load.
  const subscription = useQuery({
    queryKey: ['subscription-status', user?.id ?? null],
    queryFn: () => callApi(subscriptionEndpoints.readStatus),
    enabled: user !== null,
  })
  const isPremium = subscription.data?.is_premium === true
  const query = useQuery({
    queryKey: ['recommendations', user?.id ?? null, limit],
    queryFn: () => import('#app/features/matching/api.ts').then((api) => api.fetchRecommendations(limit)),
    enabled: user !== null && isPremium,
    retry: (failures, error) => toApiErrorBody(error).code !== 'PREMIUM_REQUIRED' && failures < 2,
  })
  if (user === null) return null
  const isFree = subscription.data !== undefined && !isPremium
  const failed = query.error ?? subscription.error
  const error = isFree ? { code: 'PREMIUM_REQUIRED' } : failed ? toApiErrorBody(failed) : null
  if (query.data && !query.data.profile_complete) return null

  return (
    <section aria-labelledby="recommended-jobs-title" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recommended-jobs-title" className="text-lg font-semibold text-ink">
          {t('careerIntelligence.recommended.title')}
        </h2>
        {query.data && query.data.data.length > 0 ? (
          <Link
            to={href('/career-intelligence')}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline sm:min-h-0 dark:text-brand-200"
          >
            {t('careerIntelligence.recommended.viewAll')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
      {error?.code === 'PREMIUM_REQUIRED' ? <RecommendationsUpgrade /> : null}
      {error && error.code !== 'PREMIUM_REQUIRED' ? (
        <p role="alert" className="mt-3 text-sm text-ink-muted">
          {t('careerIntelligence.recommended.error')}
        </p>
      ) : null}
      {query.isPending && !error ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : null}
      {query.data && query.data.data.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('careerIntelligence.topMatches.empty')}</p>
      ) : null}
      {query.data && query.data.data.length > 0 ? <RecommendationList items={query.data.data} /> : null}
    </section>
  )
}

/** The dashboard's recommended jobs: it queries, so it brings its own QueryProvider (decision 032). */
export const RecommendedJobs = withQueryProvider(RecommendedJobsContent)
