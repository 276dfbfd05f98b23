import { HELP_LAST_UPDATED, helpArticles } from './help-articles.ts'
import { legalLastUpdated } from './legal-pages.ts'
import { legalPagePaths } from './site-sections.ts'

/** The site pages' public paths (decision 061), each with the date its content last changed (India time) when it has one. */
export interface SitePath {
  path: string
  lastModified: string | null
}

/** Every page the site-pages feature serves, for the sitemap. */
export const sitePaths: readonly SitePath[] = [
  { path: '/about', lastModified: null },
  { path: '/careers', lastModified: null },
  { path: '/contact', lastModified: null },
  { path: legalPagePaths.privacy, lastModified: legalLastUpdated('privacy') },
  { path: legalPagePaths.terms, lastModified: legalLastUpdated('terms') },
  { path: legalPagePaths.refund, lastModified: legalLastUpdated('refund') },
  { path: '/help', lastModified: HELP_LAST_UPDATED },
  ...helpArticles.map((article) => ({ path: `/help/${article.slug}`, lastModified: HELP_LAST_UPDATED })),
  { path: '/keyboard-navigation-demo', lastModified: null },
  { path: '/navigation-demo', lastModified: null },
  { path: '/i18n-example', lastModified: null },
]
