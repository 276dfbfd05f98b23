import { SITE_NAME } from '#app/shell/site-name.ts'

/** The head of a signed-in page: its title, and never in a search index. */
export function gatedPageMeta(title: string | undefined) {
  return [{ title: title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}
