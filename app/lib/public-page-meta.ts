import type { MetaDescriptor } from 'react-router'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'

/**
 * The one shape of a public page's head (issue 23's "visible to search engines"): every page a search
 * engine may index builds its <title>, description, canonical URL, Open Graph and Twitter tags and
 * its structured data here, from what its loader measured on the server. Loaders build the canonical
 * URL with `absoluteUrl` from the request context's `publicUrl`.
 */
export interface PublicPageMeta {
  title: string
  description: string
  /** Absolute: the server's public URL and the page's path (`absoluteUrl`). */
  canonicalUrl: string
  language: SupportedLanguage
  /** 'article' for a blog post or a guide; 'website' otherwise. */
  ogType?: 'website' | 'article' | 'profile'
  /** Absolute URL of the page's share image, when it has one. */
  imageUrl?: string
  /** A page that must not be indexed (a search with no results, a page past the end). */
  noIndex?: boolean
  /** schema.org objects, each one `application/ld+json` script. */
  structuredData?: readonly Record<string, unknown>[]
}

const ogLocales: Record<string, string> = { en: 'en_IN', hi: 'hi_IN' }

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`
}

export function publicPageMeta(meta: PublicPageMeta | undefined): MetaDescriptor[] {
  if (meta === undefined) return [{ title: SITE_NAME }]
  const descriptors: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonicalUrl },
  ]
  if (meta.noIndex) descriptors.push({ name: 'robots', content: 'noindex, follow' })
  descriptors.push(
    { property: 'og:type', content: meta.ogType ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.canonicalUrl },
    { property: 'og:locale', content: ogLocales[meta.language] ?? 'en_IN' },
    { name: 'twitter:card', content: meta.imageUrl ? 'summary_large_image' : 'summary' },
  )
  if (meta.imageUrl) descriptors.push({ property: 'og:image', content: meta.imageUrl })
  for (const item of meta.structuredData ?? []) descriptors.push({ 'script:ld+json': item })
  return descriptors
}
