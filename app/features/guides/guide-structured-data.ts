import type { CountryGuide } from '#core/guides/guide.ts'
import { absoluteUrl } from '#app/lib/public-page-meta.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import { buildGuidePath } from './guide-paths.ts'

/**
 * A guide as a schema.org Article (the guides are articles, not questions and answers: no FAQPage).
 * Its text is English whatever the page's language, so `inLanguage` is en; dateModified is the day
 * the content was last reviewed.
 */
export function buildGuideStructuredData(guide: CountryGuide, publicUrl: string, canonicalUrl: string): Record<string, unknown> {
  const organisation = { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(publicUrl, '/') }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `Working in ${guide.name}: a guide for Indians`,
    description: guide.summary,
    inLanguage: 'en',
    dateModified: guide.lastReviewed,
    datePublished: guide.lastReviewed,
    mainEntityOfPage: canonicalUrl,
    url: canonicalUrl,
    about: { '@type': 'Country', name: guide.name, identifier: guide.countryCode },
    author: organisation,
    publisher: organisation,
  }
}

/** /guides as a list of its guides. */
export function buildGuidesIndexStructuredData(publicUrl: string, name: string, guides: readonly CountryGuide[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: guides.length,
    itemListElement: guides.map((guide, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: guide.name,
      url: absoluteUrl(publicUrl, buildGuidePath(guide.slug)),
    })),
  }
}
