import type { MetaDescriptor } from 'react-router'
import { SITE_NAME } from '#app/shell/site-name.ts'
import type { JobPageData } from './job-page-data.ts'

const ogLocales = { en: 'en_IN', hi: 'hi_IN' } as const

/** <title>, description, canonical and prev/next links, and Open Graph tags of a job page. */
export function buildJobPageMeta(page: JobPageData | undefined): MetaDescriptor[] {
  if (page === undefined) return [{ title: SITE_NAME }]
  if (page.status === 'notFound') {
    return [{ title: page.meta.title }, { name: 'robots', content: 'noindex' }]
  }
  const { meta } = page
  const descriptors: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonicalUrl },
  ]
  if (meta.isNoIndex) descriptors.push({ name: 'robots', content: 'noindex, follow' })
  if (meta.prevUrl) descriptors.push({ tagName: 'link', rel: 'prev', href: meta.prevUrl })
  if (meta.nextUrl) descriptors.push({ tagName: 'link', rel: 'next', href: meta.nextUrl })
  descriptors.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.canonicalUrl },
    { property: 'og:locale', content: ogLocales[meta.language] },
    { name: 'twitter:card', content: 'summary' },
  )
  return descriptors
}
