import type { CompanyProfile } from '#core/companies/company-directory.ts'

/**
 * A company page's structured data (schema.org): the Organization always, and EmployerAggregateRating
 * only when approved reviews exist (a rating with no reviews behind it would be invented). Built from
 * what the loader measured; nothing here is typed in.
 */
export function buildCompanyStructuredData(profile: CompanyProfile, pageUrl: string, logoUrl: string | null): Record<string, unknown>[] {
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    url: pageUrl,
  }
  if (profile.website) organization.sameAs = [profile.website]
  if (logoUrl) organization.logo = logoUrl
  if (profile.industry) organization.knowsAbout = profile.industry
  if (profile.headquarters) organization.address = { '@type': 'PostalAddress', addressLocality: profile.headquarters }
  if (profile.description) organization.description = profile.description
  const items: Record<string, unknown>[] = [organization]
  if (profile.totalReviews > 0 && profile.averageRating !== null) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: profile.name, url: pageUrl, ...(profile.website ? { sameAs: profile.website } : {}) },
      ratingValue: profile.averageRating,
      ratingCount: profile.totalReviews,
      bestRating: 5,
      worstRating: 1,
    })
  }
  return items
}
