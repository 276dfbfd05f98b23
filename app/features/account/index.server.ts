/** Loader-only helpers of the account pages. */
export { gatedPageMeta, notFoundPage, openGatedPage, type AccountTitleKey } from './gated-page.server.ts'
