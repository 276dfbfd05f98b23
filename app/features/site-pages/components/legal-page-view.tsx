import { Link } from 'react-router'
import { legalPageKeys, legalPagePaths, type LegalPageKey } from '#core/site-pages/site-sections.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { LegalPageData } from '#app/features/site-pages/site-page-data.ts'
import { PageFrame } from './page-frame.tsx'
import { proseLinkClasses, RichText } from './rich-text.tsx'

/**
 * /privacy-policy, /terms-of-service, /refund-policy: the heading, date and contents in the reader's
 * language; the text itself in English (lang="en", and the Hindi page says so).
 */
export function LegalPageView({ data }: { data: LegalPageData }) {
  const { t, i18n } = useTranslation('site')
  const { page } = data
  const isEnglish = i18n.language === 'en'
  return (
    <PageFrame
      title={t(`legal.${page.key}`)}
      intro={
        <>
          <p>{t('common.lastUpdated', { date: data.lastUpdatedText })}</p>
          {isEnglish ? null : <p className="mt-2 font-medium text-ink">{t('common.englishOnly')}</p>}
        </>
      }
    >
      <div lang="en">
        <nav aria-labelledby="legal-contents" className="rounded-2xl border border-line bg-surface-raised p-5">
          <h2 id="legal-contents" className="text-base font-semibold text-ink" lang={i18n.language}>
            {t('common.contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 ps-6 text-base">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={proseLinkClasses}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-8">
          <RichText blocks={page.intro} />
        </div>
        {page.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold text-ink">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3">
              <RichText blocks={section.blocks} headingLevel={3} />
            </div>
          </section>
        ))}
      </div>
      <OtherPolicies current={page.key} />
    </PageFrame>
  )
}

function OtherPolicies({ current }: { current: LegalPageKey }) {
  const { t } = useTranslation('site')
  return (
    <nav aria-labelledby="other-policies" className="mt-12 border-t border-line pt-6">
      <h2 id="other-policies" className="text-base font-semibold text-ink">
        {t('legal.otherPolicies')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {legalPageKeys
          .filter((key) => key !== current)
          .map((key) => (
            <li key={key}>
              <Link to={legalPagePaths[key]} className={proseLinkClasses}>
                {t(`legal.${key}`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
