/** Loader-only helpers of the account pages. */
export { notFoundPage, openGatedPage, type AccountTitleKey } from './gated-page.server.ts'
