import { BrainCircuit, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { href, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { CareerInsights, RecommendedJob } from '#core/matching/matching.schema.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { RecommendationList, RecommendationsUpgrade } from '#app/features/matching/components/recommended-jobs.tsx'
import { SalaryChart } from '#app/features/matching/components/salary-chart.tsx'
import { SkillBars } from '#app/features/matching/components/skill-bars.tsx'

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-sm text-ink-muted">{children}</p>
}

/**
 * /career-intelligence (issue 19): the person's top matches (premium), pay by city and by nearby role,
 * the skills their role asks for most, and (premium) the skills that would raise their matches, all
 * from the jobs table.
 */
export function CareerIntelligenceView({
  insights,
  recommendations,
}: {
  insights: CareerInsights
  recommendations: RecommendedJob[] | null
}) {
  const { t } = useTranslation('workspace')
  const role = insights.role

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
        <BrainCircuit aria-hidden="true" className="size-7 shrink-0 text-brand-600" />
        {t('careerIntelligence.title')}
      </h1>
      {!insights.profile_complete ? (
        <div className="mt-6 rounded-2xl border border-line bg-surface-raised p-5">
          <h2 className="text-lg font-semibold text-ink">{t('careerIntelligence.onboardingNeeded.title')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('careerIntelligence.onboardingNeeded.text')}</p>
          <Link to={href('/dashboard')} className={buttonClasses({ variant: 'primary', size: 'md', className: 'mt-4' })}>
            {t('careerIntelligence.onboardingNeeded.action')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            {role !== null ? t('careerIntelligence.intro', { count: insights.role_jobs }) : t('careerIntelligence.introNoRole')}
          </p>

          <section aria-labelledby="top-matches-title" className="mt-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="top-matches-title" className="text-lg font-semibold text-ink">
                {t('careerIntelligence.topMatches.title')}
              </h2>
              <Link
                to={href('/jobs')}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline sm:min-h-0 dark:text-brand-200"
              >
                <Search aria-hidden="true" className="size-4" />
                {t('careerIntelligence.topMatches.viewAll')}
              </Link>
            </div>
            {recommendations === null ? <RecommendationsUpgrade /> : null}
            {recommendations !== null && recommendations.length === 0 ? <Empty>{t('careerIntelligence.topMatches.empty')}</Empty> : null}
            {recommendations !== null && recommendations.length > 0 ? <RecommendationList items={recommendations} /> : null}
          </section>

          {role === null ? (
            <Empty>{t('careerIntelligence.noRole')}</Empty>
          ) : (
            <div className="mt-6 grid gap-4 lg:grid-cols-2">
              <Panel id="salary-by-city-title" title={t('careerIntelligence.salaryByCity.title', { role })}>
                <p className="mt-1 text-sm text-ink-muted">{t('careerIntelligence.salaryByCity.description')}</p>
                {insights.salary_by_city.length > 0 ? (
                  <SalaryChart bands={insights.salary_by_city} title={t('careerIntelligence.salaryByCity.title', { role })} isPlaceLabel />
                ) : (
                  <Empty>{t('careerIntelligence.salaryByCity.empty')}</Empty>
                )}
              </Panel>
              <Panel
                id="salary-by-role-title"
                title={
                  insights.city !== null
                    ? t('careerIntelligence.salaryByRole.title', { city: insights.city })
                    : t('careerIntelligence.salaryByRole.titleCountry')
                }
              >
                {insights.salary_by_role.length > 0 ? (
                  <SalaryChart
                    bands={insights.salary_by_role}
                    title={t('careerIntelligence.salaryByRole.titleCountry')}
                    isPlaceLabel={false}
                  />
                ) : (
                  <Empty>{t('careerIntelligence.salaryByRole.empty')}</Empty>
                )}
              </Panel>
              <Panel id="top-skills-title" title={t('careerIntelligence.topSkills.title', { role })}>
                {insights.top_skills.length > 0 ? (
                  <SkillBars skills={insights.top_skills} label={t('careerIntelligence.topSkills.title', { role })} />
                ) : (
                  <Empty>{t('careerIntelligence.topSkills.empty')}</Empty>
                )}
              </Panel>
              <Panel id="missing-skills-title" title={t('careerIntelligence.missingSkills.title')}>
                <p className="mt-1 text-sm text-ink-muted">{t('careerIntelligence.missingSkills.text')}</p>
                {insights.missing_skills === null ? <RecommendationsUpgrade /> : null}
                {insights.missing_skills !== null && insights.missing_skills.length === 0 ? (
                  <Empty>{t('careerIntelligence.missingSkills.empty')}</Empty>
                ) : null}
                {insights.missing_skills !== null && insights.missing_skills.length > 0 ? (
                  <>
                    <SkillBars skills={insights.missing_skills} label={t('careerIntelligence.missingSkills.title')} />
                    <Link
                      to={href('/resume-builder')}
                      className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline sm:min-h-0 dark:text-brand-200"
                    >
                      {t('careerIntelligence.missingSkills.action')}
                    </Link>
                  </>
                ) : null}
              </Panel>
            </div>
          )}
        </>
      )}
    </div>
  )
}
