import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { guideSectionIds, type GuideSectionId } from '#core/guides/guide.ts'
import { sharedGuideSources, sharedGuideText } from '#core/guides/guides.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { GuideCardItem } from './guide-card.tsx'
import type { GuidePageFound } from './guide-page-data.ts'
import { buildVisaJobsPath } from './guide-paths.ts'
import { formatCount, formatReviewDate, formatSalaryRange } from './guide-text.ts'

const externalLinkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-200'

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className="mt-3 text-base text-pretty text-ink">
      {text}
    </p>
  ))
}

/** An outside site: opens in the same tab, marked as leaving JobYatra for assistive technology by its domain. */
function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <a href={url} rel="noopener noreferrer external" className={externalLinkClasses}>
      {children}
    </a>
  )
}

/** /guides/{countrySlug}: the open jobs we list there, a table of contents, the ten sections and related guides. */
export function GuideView({ page }: { page: GuidePageFound }) {
  const { t } = useTranslation('guides')
  const { guide, countryName } = page
  const { language } = page.meta
  // The bodies are English: marked so, for screen readers reading a Hindi page.
  const bodyLang = 'en'
  const sectionBodies: Record<GuideSectionId, ReactNode> = {
    overview: <Paragraphs texts={guide.overview} />,
    'visa-routes': (
      <ul className="mt-3 space-y-4">
        {guide.visaRoutes.map((route) => (
          <li key={route.name} className="rounded-xl border border-line p-4">
            <h3 className="font-semibold text-ink">{route.name}</h3>
            <p className="mt-1 text-base text-pretty text-ink">{route.summary}</p>
            <p className="mt-2 text-sm">
              <span lang={language}>{t('guide.officialPage')}: </span>
              <ExternalLink url={route.source.url}>{route.source.label}</ExternalLink>
            </p>
          </li>
        ))}
      </ul>
    ),
    sponsorship: <Paragraphs texts={guide.sponsorship} />,
    salaries: (
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
          <caption lang={language} className="mb-2 text-left text-sm text-pretty text-ink-muted">
            {t('guide.salaryCaption', {
              period: t(`guide.periods.${guide.salaryPeriod}`),
              currency: guide.currency,
              date: formatReviewDate(guide.lastReviewed, language),
            })}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" lang={language} className="py-2 pe-4 font-semibold text-ink">
                {t('guide.salaryRole')}
              </th>
              <th scope="col" lang={language} className="py-2 font-semibold text-ink">
                {t('guide.salaryRange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {guide.salaries.map((salary) => (
              <tr key={salary.role} className="border-b border-line/60">
                <th scope="row" className="py-2 pe-4 font-normal text-ink">
                  {salary.role}
                </th>
                <td className="py-2 whitespace-nowrap text-ink tabular-nums">{formatSalaryRange(salary, guide.currency, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
    'cost-of-living': <Paragraphs texts={guide.costOfLiving} />,
    'job-sites': (
      <ul className="mt-3 space-y-2">
        {guide.jobSites.map((site) => (
          <li key={site.url} className="text-base text-ink">
            <ExternalLink url={site.url}>{site.name}</ExternalLink>: {site.note}
          </li>
        ))}
      </ul>
    ),
    credentials: <Paragraphs texts={guide.credentials} />,
    language: <Paragraphs texts={guide.language} />,
    'tax-and-money': (
      <>
        <Paragraphs texts={guide.taxAndMoney} />
        <h3 lang={language} className="mt-5 font-semibold text-ink">
          {t('guide.forEveryCountry')}
        </h3>
        <Paragraphs texts={sharedGuideText.taxAndMoney} />
      </>
    ),
    pitfalls: (
      <>
        <Paragraphs texts={guide.pitfalls} />
        <h3 lang={language} className="mt-5 font-semibold text-ink">
          {t('guide.forEveryCountry')}
        </h3>
        <Paragraphs texts={sharedGuideText.pitfalls} />
      </>
    ),
  }

  return (
    <article className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10 lg:px-8" aria-labelledby="guide-heading">
      <header className="max-w-3xl">
        <h1 id="guide-heading" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {t('guide.heading', { country: countryName })}
        </h1>
        <p className="mt-2 text-lg text-ink-muted">{t('guide.subheading')}</p>
        <p className="mt-3 text-sm text-ink-muted">
          <span>{t('guide.lastReviewed', { date: formatReviewDate(guide.lastReviewed, language) })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t(`regions.${guide.region}`)}</span>
          {language === 'en' ? null : (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t('guide.bodyLanguageNote')}</span>
            </>
          )}
        </p>
        <p lang={bodyLang} className="mt-4 text-base text-pretty text-ink">
          {guide.summary}
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 lg:order-2">
          <section aria-labelledby="guide-jobs-heading" className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
            <h2 id="guide-jobs-heading" className="text-base font-semibold text-ink">
              {t('guide.jobsHeading', { country: countryName })}
            </h2>
            <p className="mt-2 text-sm text-ink">
              {page.openJobs > 0
                ? t('guide.openJobs', { count: page.openJobs, formattedCount: formatCount(page.openJobs, language), country: countryName })
                : t('guide.noOpenJobs', { country: countryName })}
            </p>
            <div className="mt-4 flex flex-col gap-2">
              {page.openJobs > 0 ? (
                <Link to={page.jobsPath} className={buttonClasses()}>
                  {t('guide.seeJobs', { country: countryName })}
                </Link>
              ) : null}
              <Link to={buildVisaJobsPath()} className={buttonClasses({ variant: 'outline' })}>
                {t('guide.visaJobs')}
              </Link>
            </div>
            {page.topCities.length > 0 ? (
              <>
                <h3 className="mt-5 text-sm font-semibold text-ink">{t('guide.topCities')}</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {page.topCities.map((city) => (
                    <li key={city.path}>
                      <Link to={city.path} className={externalLinkClasses}>
                        {t('guide.cityJobs', {
                          city: city.name,
                          count: city.openJobs,
                          formattedCount: formatCount(city.openJobs, language),
                        })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <nav aria-labelledby="guide-toc-heading" className="mt-6 rounded-2xl border border-line p-5">
            <h2 id="guide-toc-heading" className="text-base font-semibold text-ink">
              {t('guide.toc')}
            </h2>
            <ol className="mt-2 space-y-1 text-sm">
              {guideSectionIds.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} className={externalLinkClasses}>
                    {t(`guide.sections.${id}`)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>

        <div className="min-w-0 lg:order-1">
          {guideSectionIds.map((id) => (
            <section key={id} aria-labelledby={id} className="mt-2 mb-8 scroll-mt-24">
              <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink">
                {t(`guide.sections.${id}`)}
              </h2>
              <div lang={bodyLang}>{sectionBodies[id]}</div>
            </section>
          ))}

          <section aria-labelledby="guide-sources-heading" className="mb-8">
            <h2 id="guide-sources-heading" className="text-xl font-semibold text-ink">
              {t('guide.sources')}
            </h2>
            <ul lang={bodyLang} className="mt-3 space-y-1 text-base">
              {sharedGuideSources.map((source) => (
                <li key={source.url}>
                  <ExternalLink url={source.url}>{source.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>

          <p className="rounded-xl bg-surface-muted p-4 text-sm text-pretty text-ink-muted">{t('guide.disclaimer')}</p>
        </div>
      </div>

      {page.related.length > 0 ? (
        <section aria-labelledby="guide-related-heading" className="mt-10">
          <h2 id="guide-related-heading" className="text-xl font-semibold text-ink">
            {t('guide.related')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.related.map((card) => (
              <GuideCardItem key={card.slug} card={card} language={language} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
