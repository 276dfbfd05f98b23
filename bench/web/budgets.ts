/**
 * The web budgets (issues 7 and 17, decisions 031 and 032): the one place to change them. The page
 * weight test (tests/e2e/page-weight.spec.ts, part of `npm test`) and `npm run bench:web` both read
 * this file; a change here needs a decision record saying why.
 */

/** kB as Vite and Lighthouse count them: 1,000 bytes. */
export const KILO = 1000

/** A page whose initial JavaScript has a budget, as a reader's browser asks for it. */
export interface BudgetedPage {
  label: string
  path: string
  /** Sent as the language cookie (jy_language) and in Accept-Language. */
  language: 'en' | 'hi'
  /** The status the page answers with (the 404 page's is 404). */
  status: number
  /** Initial JavaScript, gzip bytes at zlib's default level: the HTML's scripts, modulepreloads and their static imports. */
  initialJsGzipBytes: number
  /**
   * Until the page is inside its budget: the weight it has now, which no change may raise
   * (tests/e2e/page-weight.spec.ts fails above it). Lower it with every cut; drop it when the page is
   * inside `initialJsGzipBytes` (decision 032, "The ceiling").
   */
  ceilingGzipBytes?: number
}

const LANDING_GZIP_BYTES = 175 * KILO

export const pageBudgets: readonly BudgetedPage[] = [
  { label: '/ (English)', path: '/', language: 'en', status: 200, initialJsGzipBytes: LANDING_GZIP_BYTES },
  { label: '/ (Hindi)', path: '/', language: 'hi', status: 200, initialJsGzipBytes: LANDING_GZIP_BYTES },
  {
    label: '/jobs/in-bengaluru',
    path: '/jobs/in-bengaluru',
    language: 'en',
    status: 200,
    initialJsGzipBytes: 200 * KILO,
  },
  {
    label: '/jobs/in-bengaluru (Hindi)',
    path: '/jobs/in-bengaluru',
    language: 'hi',
    status: 200,
    initialJsGzipBytes: 200 * KILO,
  },
  { label: '404 page', path: '/no-such-page', language: 'en', status: 404, initialJsGzipBytes: 160 * KILO },
  {
    label: '404 page (Hindi)',
    path: '/no-such-page',
    language: 'hi',
    status: 404,
    initialJsGzipBytes: 160 * KILO,
  },
]

/** Lighthouse's mobile preset, the median of `--runs` runs, on the pages of `lighthousePaths`. */
export const lighthouseBudgets = {
  performanceScore: 95,
  accessibilityScore: 100,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 100,
}

/** Server render of / at one connection, p95. */
export const renderP95Ms = 50
