import { BadgeCheck, Briefcase, Building2, ExternalLink, Globe, MapPin, Users } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import type { CompanyProfile } from '#core/companies/company-directory.ts'
import type { OwnReview, PublishedReview } from '#core/companies/reviews.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { formatCount } from '#core/format/number.ts'
import { signInPath } from '#app/features/auth/index.ts'
import { JobResultsHydratedLater as JobResults } from '#app/features/jobs/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderIndustryName } from '#app/i18n/render.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'
import type { ProfileData, ProfileFound } from '#app/features/companies/load-profile.server.ts'
import { CompanyLogo } from './company-logo.tsx'
import { StarRating } from './star-rating.tsx'

/** The review form's code loads on the Write a review press (it is in no first page load). */
const ReviewForm = loadOnOpen(() => import('./review-form.tsx').then((module) => module.ReviewForm)).Component

/** /companies/{slug}: the profile, open jobs and reviews, or the 404 page for an unknown slug. */
export function ProfileView({ page }: { page: ProfileData }) {
  if (page.status === 'notFound') return <NotFoundContent />
  return <Profile page={page} />
}

function Profile({ page }: { page: ProfileFound }) {
  const { t, i18n } = useTranslation('companies')
  const { profile } = page
  const language = i18n.language
  const isHiring = profile.openJobs > 0
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo logoUrl={profile.logoUrl} alt={t('profile.logoAlt', { name: profile.name })} size="lg" />
        <div className="min-w-0">
          <h1 translate="no" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {profile.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {profile.isVerified ? (
              <Badge tone="info" title={t('profile.verifiedHint')}>
                <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" />
                {t('profile.verified')}
              </Badge>
            ) : null}
            {isHiring ? (
              <Badge tone="success">
                <Briefcase aria-hidden="true" className="mr-1 size-3.5" />
                {t('profile.hiring')}
              </Badge>
            ) : null}
            <RatingSummary profile={profile} />
          </div>
        </div>
      </header>

      <dl className="mt-6 grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact icon={<Building2 aria-hidden="true" className="size-4" />} label={t('profile.industry')}>
          {profile.industry ? renderIndustryName(t, profile.industry) : t('profile.notStated')}
        </Fact>
        <Fact icon={<Users aria-hidden="true" className="size-4" />} label={t('profile.size')}>
          {profile.companySize ?? t(`sizes.${sizeKey(profile.companyType)}`)}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label={t('profile.headquarters')}>
          {profile.headquarters ?? t('profile.notStated')}
        </Fact>
        <Fact icon={<Briefcase aria-hidden="true" className="size-4" />} label={t('profile.workEnvironment')}>
          {profile.workEnvironment ? renderWorkEnvironment(t, profile.workEnvironment) : t('profile.notStated')}
        </Fact>
      </dl>

      {profile.description || profile.website ? (
        <section aria-labelledby="about-heading" className="mt-6 max-w-3xl">
          <h2 id="about-heading" className="text-xl font-semibold text-ink">
            {t('profile.about', { name: profile.name })}
          </h2>
          {profile.description ? (
            <p translate="no" className="mt-2 text-base text-pretty text-ink-muted">
              {profile.description}
            </p>
          ) : null}
          {profile.website ? (
            <a
              href={profile.website}
              rel="noopener nofollow"
              target="_blank"
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline sm:min-h-0 dark:text-brand-200"
            >
              <Globe aria-hidden="true" className="size-4" />
              {t('profile.website')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">({t('common:status.opensInNewTab')})</span>
            </a>
          ) : null}
        </section>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="jobs-heading" className="min-w-0">
          {page.jobs.length === 0 ? (
            <>
              <h2 id="jobs-heading" className="text-xl font-semibold text-ink">
                {t('profile.openJobsHeading', { name: profile.name })}
              </h2>
              <p className="mt-3 rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-10 text-center text-ink-muted">
                {t('profile.noOpenJobs', { name: profile.name })}
              </p>
            </>
          ) : (
            <>
              {/* The job list's own heading names the section. */}
              <span id="jobs-heading" hidden>
                {t('profile.openJobsHeading', { name: profile.name })}
              </span>
              <JobResults
                jobs={page.jobs}
                query={profile.name}
                heading={t('profile.openJobsHeading', { name: profile.name })}
                initialVisible={page.jobs.length}
                total={profile.openJobs}
                viewAllHref={null}
              />
              {profile.openJobs > page.jobs.length ? (
                <p className="mt-3 text-sm text-ink-muted">
                  {t('profile.moreJobs', {
                    shown: formatCount(page.jobs.length, language),
                    total: formatCount(profile.openJobs, language),
                  })}{' '}
                  <Link
                    to={`/jobs?q=${encodeURIComponent(profile.name)}`}
                    className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
                  >
                    {t('profile.searchJobs', { name: profile.name })}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </section>
        <Reviews page={page} />
      </div>
    </div>
  )
}

/** 'Hybrid' → 'हाइब्रिड'; a value we have no text for shows as stored. */
function renderWorkEnvironment(t: ReturnType<typeof useTranslation<'companies'>>['t'], value: string): string {
  switch (value) {
    case 'Remote':
      return t('environments.Remote')
    case 'Hybrid':
      return t('environments.Hybrid')
    case 'On-site':
    case 'Onsite':
      return t('environments.On-site')
    default:
      return value
  }
}

function sizeKey(companyType: string): 'startup' | 'midsize' | 'enterprise' | 'fortune500' | 'nonprofit' | 'government' | 'unknown' {
  switch (companyType) {
    case 'startup':
    case 'midsize':
    case 'enterprise':
    case 'fortune500':
    case 'nonprofit':
    case 'government':
      return companyType
    default:
      return 'unknown'
  }
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <span className="mt-0.5 text-ink-muted">{icon}</span>
      <div>
        <dt className="font-semibold text-ink">{label}</dt>
        <dd className="text-ink-muted">{children}</dd>
      </div>
    </div>
  )
}

function RatingSummary({ profile }: { profile: CompanyProfile }) {
  const { t, i18n } = useTranslation('companies')
  if (profile.averageRating === null) return <span className="text-sm text-ink-muted">{t('profile.noRating')}</span>
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted" data-testid="company-rating">
      <StarRating rating={profile.averageRating} label={t('profile.rating', { rating: profile.averageRating })} />
      <span className="font-semibold text-ink" data-testid="company-average">
        {profile.averageRating.toFixed(1)}
      </span>
      <span>
        ({t('profile.reviewCount', { count: profile.totalReviews, formatted: formatCount(profile.totalReviews, i18n.language) })})
      </span>
    </span>
  )
}

function Reviews({ page }: { page: ProfileFound }) {
  const { t } = useTranslation('companies')
  const location = useLocation()
  const [isWriting, setIsWriting] = useState(false)
  const [written, setWritten] = useState<OwnReview | null>(null)
  const own = written ?? page.ownReview
  const { profile } = page
  return (
    <section aria-labelledby="reviews-heading" className="min-w-0">
      <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
        {t('reviews.heading')}
      </h2>
      <div className="mt-2">
        <RatingSummary profile={profile} />
      </div>
      <div className="mt-4" aria-live="polite">
        {own ? (
          <OwnReviewNotice review={own} />
        ) : page.isSignedIn ? (
          isWriting ? null : (
            <Button type="button" onClick={() => setIsWriting(true)}>
              {t('reviews.write')}
            </Button>
          )
        ) : (
          <Link to={signInPath(`${location.pathname}${location.search}`)} className={buttonClasses({ variant: 'outline' })}>
            {t('reviews.signIn')}
          </Link>
        )}
      </div>
      {isWriting && !own ? (
        <ReviewForm
          open={isWriting}
          onOpenChange={setIsWriting}
          companySlug={profile.slug}
          companyName={profile.name}
          onWritten={(review) => {
            setWritten(review)
            setIsWriting(false)
          }}
        />
      ) : null}
      {page.reviews.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('reviews.empty', { name: profile.name })}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="company-reviews">
          {page.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function OwnReviewNotice({ review }: { review: OwnReview }) {
  const { t } = useTranslation('companies')
  const text =
    review.status === 'pending'
      ? t('reviews.ownPending', { title: review.title })
      : review.status === 'approved'
        ? t('reviews.ownApproved', { title: review.title })
        : t('reviews.ownRejected', { title: review.title, reason: review.rejectionReason ?? '' })
  const tone =
    review.status === 'approved'
      ? 'border-emerald-300 bg-emerald-50 dark:bg-emerald-950/40'
      : review.status === 'rejected'
        ? 'border-red-300 bg-red-50 dark:bg-red-950/40'
        : 'border-amber-300 bg-amber-50 dark:bg-amber-950/40'
  return (
    <p className={`rounded-xl border px-3 py-2 text-sm text-ink ${tone}`} data-testid="own-review" data-status={review.status}>
      {text}
    </p>
  )
}

function ReviewCard({ review }: { review: PublishedReview }) {
  const { t, i18n } = useTranslation('companies')
  const meta = [
    review.authorRole,
    review.employmentStatus === null ? null : t(`reviews.${review.employmentStatus}`),
    t('reviews.posted', { date: formatIndiaDate(review.createdAt, i18n.language) }),
  ].filter((part): part is string => part !== null && part !== '')
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 text-sm">
      <div className="flex items-center gap-2">
        <StarRating rating={review.rating} label={t('reviews.stars', { rating: review.rating })} />
        <h3 className="font-semibold text-ink">{review.title}</h3>
      </div>
      <p className="mt-1 text-xs text-ink-muted">{meta.join(' · ')}</p>
      {review.body ? <p className="mt-2 whitespace-pre-line text-ink">{review.body}</p> : null}
      {review.pros ? (
        <div className="mt-2">
          <h4 className="font-semibold text-emerald-800 dark:text-emerald-300">{t('reviews.pros')}</h4>
          <p className="whitespace-pre-line text-ink">{review.pros}</p>
        </div>
      ) : null}
      {review.cons ? (
        <div className="mt-2">
          <h4 className="font-semibold text-red-800 dark:text-red-300">{t('reviews.cons')}</h4>
          <p className="whitespace-pre-line text-ink">{review.cons}</p>
        </div>
      ) : null}
    </article>
  )
}
