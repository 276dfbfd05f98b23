/**
 * The public pages with a fixed path that search engines may index (spec 000 §2's public routes that
 * are built and are not someone's own page). The sitemap lists them, /admin/seo shows their head and
 * the head test walks them. Pages with many paths (job listings, posts, guides, companies) come from
 * their features' sitemap sources instead. A feature that builds another fixed public page adds it here.
 */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/jobs',
  '/visa-sponsorship-jobs',
  '/government-jobs',
  '/pricing',
  '/premium-features',
  '/resume-builder',
  '/ats-rubric',
] as const

/**
 * Where no crawler belongs: staff screens, the API, a person's own pages, sign-in steps and local
 * tools. /robots.txt disallows them; the pages themselves still check who asks.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/api/',
  '/settings',
  '/dashboard',
  '/favorites',
  '/career-intelligence',
  '/career/',
  '/job-recommendations',
  '/mock-interview',
  '/auth/callback',
  '/auth/reset-password',
  '/dev/',
  '/jobs/*/apply',
] as const

/** A sitemap file holds at most this many URLs (sitemaps.org); past it /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000

/** Search engines show about this much of a title and a description; /admin/seo warns past it. */
export const TITLE_MAX_LENGTH = 60
export const DESCRIPTION_MAX_LENGTH = 160
export const DESCRIPTION_MIN_LENGTH = 50
