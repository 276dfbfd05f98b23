/**
 * The small, shared facts of the site pages that the browser needs (their content stays on the
 * server, in help-articles.ts and legal-pages.ts, and reaches a page only as its loader's data).
 */

export const helpCategories = ['jobs', 'applications', 'resumes', 'interviews', 'premium', 'account', 'accessibility'] as const
export type HelpCategory = (typeof helpCategories)[number]

/** The longest query the help search reads. */
export const HELP_QUERY_MAX = 100

export const legalPageKeys = ['privacy', 'terms', 'refund'] as const
export type LegalPageKey = (typeof legalPageKeys)[number]

export const legalPagePaths: Readonly<Record<LegalPageKey, string>> = {
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  refund: '/refund-policy',
}
