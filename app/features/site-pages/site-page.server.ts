import type { JobFigures } from '#core/jobs/listings.ts'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { findHelpArticle, helpArticles, searchHelpArticles, type HelpArticle } from '#core/site-pages/help-articles.ts'
import { readLegalPage } from '#core/site-pages/legal-pages.ts'
import { HELP_QUERY_MAX, legalPagePaths, type LegalPageKey } from '#core/site-pages/site-sections.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { absoluteUrl, type PublicPageMeta } from '#app/lib/public-page-meta.ts'
import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AboutPageData, HelpArticlePageData, HelpArticleSummary, HelpPageData, LegalPageData, SitePageData } from './site-page-data.ts'

type MetaKey = 'about' | 'careers' | 'contact' | 'privacy' | 'terms' | 'refund' | 'help' | 'keyboard' | 'navigation' | 'i18n'

async function openPage(request: Request) {
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('site', language)
  return { language, t }
}

/** A page's head, with staff's override of its title and description (/admin/seo), if any. */
function pageMeta(
  context: RequestContext,
  language: SupportedLanguage,
  path: string,
  title: string,
  description: string,
): Promise<PublicPageMeta> {
  return applySeoOverride(context, {
    title: withSiteName(title),
    description,
    canonicalUrl: absoluteUrl(context.publicUrl, path),
    language,
  })
}

/** A page whose text is all in the locale files: its head in the reader's language. */
export async function loadSitePage(request: Request, context: RequestContext, key: MetaKey, path: string): Promise<SitePageData> {
  const { language, t } = await openPage(request)
  return {
    meta: await pageMeta(context, language, path, t(`meta.${key}.title`), t(`meta.${key}.description`)),
    supportEmail: context.services.sitePages.supportEmail,
  }
}

/** /about: its figures counted from the jobs table (decision 060); a count that fails leaves them out, not the page. */
export async function loadAboutPage(request: Request, context: RequestContext): Promise<AboutPageData> {
  const page = await loadSitePage(request, context, 'about', '/about')
  let figures: JobFigures | null = null
  try {
    figures = await context.services.jobs.countFigures()
  } catch (error) {
    context.logger.warn({ err: error }, 'about figures could not be counted')
  }
  return { ...page, figures, templateCount: RESUME_TEMPLATE_IDS.length }
}

function formatLongDate(isoDate: string, language: SupportedLanguage): string {
  const date = new Date(`${isoDate}T12:00:00+05:30`)
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date)
}

const legalMetaKeys: Readonly<Record<LegalPageKey, MetaKey>> = { privacy: 'privacy', terms: 'terms', refund: 'refund' }

export async function loadLegalPage(request: Request, context: RequestContext, key: LegalPageKey): Promise<LegalPageData> {
  const { language, t } = await openPage(request)
  const supportEmail = context.services.sitePages.supportEmail
  const page = readLegalPage(key, supportEmail)
  const metaKey = legalMetaKeys[key]
  return {
    meta: await pageMeta(context, language, legalPagePaths[key], t(`meta.${metaKey}.title`), t(`meta.${metaKey}.description`)),
    supportEmail,
    page,
    lastUpdatedText: formatLongDate(page.lastUpdated, language),
  }
}

function summarize(article: HelpArticle, language: SupportedLanguage): HelpArticleSummary {
  return { slug: article.slug, category: article.category, title: article.title[language], summary: article.summary[language] }
}

/** /help and /help?q=…: the articles by category, or those matching the query (a GET form: works without JavaScript). */
export async function loadHelpPage(request: Request, context: RequestContext): Promise<HelpPageData> {
  const { language, t } = await openPage(request)
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, HELP_QUERY_MAX)
  const articles = searchHelpArticles(query).map((article) => summarize(article, language))
  const meta = await pageMeta(context, language, '/help', t('meta.help.title'), t('meta.help.description'))
  if (query === '')
    return { meta, supportEmail: context.services.sitePages.supportEmail, query, articles, totalArticles: helpArticles.length }
  // A results page is for the reader, not for search engines: its canonical is /help itself.
  return {
    meta: { ...meta, title: withSiteName(t('meta.helpSearch.title', { query })), noIndex: true },
    supportEmail: context.services.sitePages.supportEmail,
    query,
    articles,
    totalArticles: helpArticles.length,
  }
}

export async function loadHelpArticlePage(request: Request, context: RequestContext, slug: string): Promise<HelpArticlePageData> {
  const article = findHelpArticle(slug)
  if (!article) throw new AppError('NOT_FOUND')
  const { language, t } = await openPage(request)
  const path = `/help/${article.slug}`
  const related = helpArticles
    .filter((other) => other.category === article.category && other.slug !== article.slug)
    .map((other) => summarize(other, language))
  return {
    meta: {
      ...(await pageMeta(
        context,
        language,
        path,
        t('meta.helpArticle.title', { title: article.title[language] }),
        article.summary[language],
      )),
      ogType: 'article',
    },
    supportEmail: context.services.sitePages.supportEmail,
    article: { ...summarize(article, language), blocks: article.blocks },
    related,
  }
}
