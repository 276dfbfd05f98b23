import type { MetaDescriptor } from 'react-router'
import { buildJobPostingJsonLd } from '#core/jobs/json-ld.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import type { JobPageData } from './job-page-data.ts'

/** A job page's head: the public page meta, with prev/next links between its result pages. */
export function buildJobPageMeta(page: JobPageData | undefined): MetaDescriptor[] {
  if (page === undefined) return publicPageMeta(undefined)
  if (page.status === 'notFound') {
    return [{ title: page.meta.title }, { name: 'robots', content: 'noindex' }]
  }
  if (page.status === 'expired') {
    return [{ title: page.meta.title }, { name: 'description', content: page.meta.description }, { name: 'robots', content: 'noindex' }]
  }
  if (page.status === 'posting') {
    const { meta } = page
    return publicPageMeta({
      title: meta.title,
      description: meta.description,
      canonicalUrl: meta.canonicalUrl,
      language: meta.language,
      ogType: 'article',
      structuredData: [{ ...buildJobPostingJsonLd(page.job, { publicUrl: page.publicUrl }) }],
    })
  }
  const { meta } = page
  const descriptors = publicPageMeta({
    title: meta.title,
    description: meta.description,
    canonicalUrl: meta.canonicalUrl,
    language: meta.language,
    noIndex: meta.isNoIndex,
  })
  if (meta.prevUrl) descriptors.push({ tagName: 'link', rel: 'prev', href: meta.prevUrl })
  if (meta.nextUrl) descriptors.push({ tagName: 'link', rel: 'next', href: meta.nextUrl })
  return descriptors
}
