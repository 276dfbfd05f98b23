import type { Translate } from '#app/i18n/render.ts'

/** The brand in every document title; never translated. */
export const SITE_NAME = 'JobYatra'

/** "Government jobs | JobYatra". */
export function withSiteName(title: string): string {
  return `${title} | ${SITE_NAME}`
}

/** The title of the 404 page, wherever it is answered from (the catch-all route, a job page that names nothing). */
export function buildNotFoundTitle(t: Translate): string {
  return withSiteName(t('shell:notFound.metaTitle'))
}
