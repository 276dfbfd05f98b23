import { Bell, Briefcase, CircleGauge, PartyPopper, Pencil, Search, Settings, Sparkles } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import type { OnboardingState } from '#core/account/onboarding.schema.ts'
import { describeSalary } from '#core/format/salary.ts'
import { industryInfo, isIndustryKey } from '#core/reference/industries.ts'
import { renderIndustryName, renderPlaceName, renderSalary } from '#app/i18n/render.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { OnboardingWizard, type OnboardingPlaces } from './onboarding-wizard.tsx'

/**
 * /dashboard: onboarding until it is complete (every sign-in lands here, spec 000 §4), then the
 * person's job profile and what the dashboard will hold as later features arrive.
 */
export function DashboardView({
  name,
  onboarding,
  places,
  workspace,
  onOnboardingCompleted,
}: {
  name: string | null
  onboarding: OnboardingState
  places: OnboardingPlaces
  /** What the person's workspace shows once onboarding is done (the route composes it: its sections). */
  workspace?: ReactNode
  /** Onboarding was just finished on this page: the route loads the workspace. */
  onOnboardingCompleted?: () => void
}) {
  const { t } = useTranslation('account')
  const [state, setState] = useState(onboarding)
  const [isEditing, setIsEditing] = useState(false)
  const [justCompleted, setJustCompleted] = useState(false)
  const showWizard = state.completedAt === null || isEditing

  return (
    <div className={`mx-auto px-4 py-8 sm:py-12 ${showWizard ? 'max-w-3xl' : 'max-w-6xl'}`}>
      {showWizard ? (
        <OnboardingWizard
          initial={isEditing ? { ...state, step: 0 } : state}
          places={places}
          onCompleted={(saved) => {
            setState(saved)
            setIsEditing(false)
            setJustCompleted(true)
            onOnboardingCompleted?.()
          }}
        />
      ) : (
        <>
          <header>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}
            </h1>
            <p className="mt-1 text-base text-ink-muted">{t('dashboard.subtitle')}</p>
          </header>
          {justCompleted ? (
            <div
              role="status"
              className="mt-6 flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-900/40"
            >
              <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" />
              <div>
                <p className="font-semibold text-ink">{t('onboarding.done.title')}</p>
                <p className="text-sm text-ink-muted">{t('onboarding.done.description')}</p>
              </div>
            </div>
          ) : null}
          <ProfileCompletion state={state} onEdit={() => setIsEditing(true)} />
          <ProfileSummary state={state} onEdit={() => setIsEditing(true)} />
          {workspace}
          <ComingToDashboard />
        </>
      )}
    </div>
  )
}

function ProfileSummary({ state, onEdit }: { state: OnboardingState; onEdit: () => void }) {
  const { t } = useTranslation('account')
  const notSet = t('dashboard.notSet')
  const place = [state.city, state.state]
    .filter((part) => part !== null)
    .map((part) => renderPlaceName(t, part))
    .join(', ')
  const industry = isIndustryKey(state.industry)
    ? renderIndustryName(t, industryInfo[state.industry].name)
    : (state.industryOther ?? notSet)
  const salary = renderSalary(t, describeSalary({ min: state.salaryMin, max: state.salaryMax, currency: 'INR', period: 'YEAR' }))
  const rows: Array<[string, string]> = [
    [t('dashboard.location'), place || notSet],
    [t('dashboard.industry'), industry],
    [
      t('dashboard.experience'),
      [state.designation, state.experienceLevel ? t(`onboarding.experience.levels.${state.experienceLevel}`) : null]
        .filter((part) => part !== null)
        .join(' · ') || notSet,
    ],
    [t('dashboard.jobTypes'), state.jobTypes.map((type) => t(`onboarding.preferences.jobTypeNames.${type}`)).join(', ') || notSet],
    [t('dashboard.salary'), salary || notSet],
  ]
  return (
    <section
      aria-labelledby="profile-summary-heading"
      className="mt-6 rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-summary-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Briefcase aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
          {t('dashboard.profileTitle')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('dashboard.editProfile')}
        </Button>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-base font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={href('/jobs')} className={buttonClasses({ size: 'md' })}>
          <Search aria-hidden="true" className="size-4" />
          {t('dashboard.searchJobs')}
        </Link>
        <Link to={href('/settings')} className={buttonClasses({ variant: 'outline', size: 'md' })}>
          <Settings aria-hidden="true" className="size-4" />
          {t('dashboard.settingsLink')}
        </Link>
      </div>
    </section>
  )
}

/** The parts of the job profile matching reads, and whether each is filled in. */
function profileParts(state: OnboardingState) {
  return [
    { key: 'location', isFilled: state.city !== null },
    { key: 'industry', isFilled: state.industry !== null },
    { key: 'experience', isFilled: state.designation !== null && state.experienceLevel !== null },
    { key: 'jobTypes', isFilled: state.jobTypes.length > 0 },
    { key: 'salary', isFilled: state.salaryMin !== null || state.salaryMax !== null },
  ] as const
}

/** A prompt to finish the job profile while a part of it is empty: how complete it is, what is missing, and the way to add it. */
function ProfileCompletion({ state, onEdit }: { state: OnboardingState; onEdit: () => void }) {
  const { t } = useTranslation('account')
  const parts = profileParts(state)
  const missing = parts.filter((part) => !part.isFilled)
  if (missing.length === 0) return null
  const percent = Math.round(((parts.length - missing.length) / parts.length) * 100)
  return (
    <section
      aria-labelledby="profile-completion-heading"
      className="mt-6 flex flex-col gap-4 rounded-3xl border border-accent-400/60 bg-accent-400/10 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CircleGauge aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" />
        <div>
          <h2 id="profile-completion-heading" className="font-semibold text-ink">
            {t('dashboard.completion.title', { percent })}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('dashboard.completion.missing', { parts: missing.map((part) => t(`dashboard.${part.key}`)).join(', ') })}
          </p>
        </div>
      </div>
      <Button size="md" onClick={onEdit}>
        {t('dashboard.completion.action')}
      </Button>
    </section>
  )
}

function ComingToDashboard() {
  const { t } = useTranslation('account')
  const items = [
    { icon: Sparkles, text: t('dashboard.coming.recommendations') },
    { icon: Bell, text: t('dashboard.coming.alerts') },
  ]
  return (
    <section aria-labelledby="coming-heading" className="mt-6 rounded-3xl border border-dashed border-line p-5 sm:p-6">
      <h2 id="coming-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        {t('dashboard.comingTitle')}
        <span className="rounded-full bg-accent-400/25 px-2.5 py-0.5 text-xs font-semibold">{t('common.comingSoon')}</span>
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-2xl bg-surface-muted p-4 text-sm text-ink">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  )
}
