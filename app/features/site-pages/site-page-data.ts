import type { ApiError } from '#core/errors/api-error.schema.ts'
import type { JobFigures } from '#core/jobs/listings.ts'
import type { ContactMessageInput } from '#core/site-pages/contact.schema.ts'
import type { HelpCategory } from '#core/site-pages/site-sections.ts'
import type { LegalPage } from '#core/site-pages/legal-pages.ts'
import type { Block } from '#core/site-pages/rich-text.ts'
import type { PublicPageMeta } from '#app/lib/public-page-meta.ts'

/** What every site page loads (site-page.server.ts): its head, and the support inbox the pages name. */
export interface SitePageData {
  meta: PublicPageMeta
  supportEmail: string
}

/** What /contact's action answers a form posted without JavaScript: sent (to this reply address), or refused with what was typed. */
export type ContactActionData = { sentTo: string } | { values: ContactMessageInput; error: ApiError['error'] }

export interface AboutPageData extends SitePageData {
  figures: JobFigures | null
  templateCount: number
}

export interface LegalPageData extends SitePageData {
  page: LegalPage
  lastUpdatedText: string
}

export interface HelpArticleSummary {
  slug: string
  category: HelpCategory
  title: string
  summary: string
}

export interface HelpPageData extends SitePageData {
  /** The search, '' for the whole list. */
  query: string
  articles: HelpArticleSummary[]
  totalArticles: number
}

export interface HelpArticlePageData extends SitePageData {
  article: HelpArticleSummary & { blocks: Block[] }
  related: HelpArticleSummary[]
}
