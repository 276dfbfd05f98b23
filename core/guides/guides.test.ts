import { describe, expect, it } from 'vitest'
import { getCountryName } from '#core/format/location.ts'
import { guideRegions, guideSectionIds, type CountryGuide } from './guide.ts'
import { countryGuides, findCountryGuide, sharedGuideSources, sharedGuideText } from './guides.ts'

/** The countries where India requires emigration clearance for ECR passport holders (eMigrate). */
const ECR_COUNTRIES = new Set(['AF', 'BH', 'ID', 'IQ', 'JO', 'KW', 'LB', 'LY', 'MY', 'OM', 'QA', 'SA', 'SD', 'SS', 'SY', 'TH', 'AE', 'YE'])

/** Each section of the page and the part of a guide it shows. */
const sectionContent: Record<(typeof guideSectionIds)[number], (guide: CountryGuide) => readonly unknown[]> = {
  overview: (guide) => guide.overview,
  'visa-routes': (guide) => guide.visaRoutes,
  sponsorship: (guide) => guide.sponsorship,
  salaries: (guide) => guide.salaries,
  'cost-of-living': (guide) => guide.costOfLiving,
  'job-sites': (guide) => guide.jobSites,
  credentials: (guide) => guide.credentials,
  language: (guide) => guide.language,
  'tax-and-money': (guide) => guide.taxAndMoney,
  pitfalls: (guide) => guide.pitfalls,
}

/** Every text of a guide, for the checks that read them all. */
function allTexts(guide: CountryGuide): string[] {
  return [
    guide.summary,
    ...guide.overview,
    ...guide.visaRoutes.flatMap((route) => [route.name, route.summary, route.source.label]),
    ...guide.sponsorship,
    ...guide.salaries.map((salary) => salary.role),
    ...guide.costOfLiving,
    ...guide.jobSites.flatMap((site) => [site.name, site.note]),
    ...guide.credentials,
    ...guide.language,
    ...guide.taxAndMoney,
    ...guide.pitfalls,
  ]
}

function allUrls(guide: CountryGuide): string[] {
  return [...guide.visaRoutes.map((route) => route.source.url), ...guide.jobSites.map((site) => site.url)]
}

const today = new Date().toISOString().slice(0, 10)

describe('country guides', () => {
  it('cover at least 15 countries, each once, under a unique kebab-case slug', () => {
    expect(countryGuides.length).toBeGreaterThanOrEqual(15)
    const slugs = countryGuides.map((guide) => guide.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
    const codes = countryGuides.map((guide) => guide.countryCode)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it.each(countryGuides.map((guide) => [guide.slug, guide] as const))('%s has every section, with content', (_slug, guide) => {
    for (const id of guideSectionIds) {
      const content = sectionContent[id](guide)
      expect(content.length, `${guide.slug} ${id}`).toBeGreaterThan(0)
    }
    for (const text of allTexts(guide)) expect(text.trim().length, guide.slug).toBeGreaterThan(0)
    // Real visa routes, several salaries and several places to look.
    expect(guide.visaRoutes.length).toBeGreaterThanOrEqual(2)
    expect(guide.salaries.length).toBeGreaterThanOrEqual(4)
    expect(guide.jobSites.length).toBeGreaterThanOrEqual(3)
  })

  it.each(countryGuides.map((guide) => [guide.slug, guide] as const))(
    '%s names a real country, currency and review date',
    (_slug, guide) => {
      expect(guide.countryCode).toMatch(/^[A-Z]{2}$/)
      expect(getCountryName(guide.countryCode)).not.toBe(guide.countryCode)
      expect(guide.slug).toBe(guide.name.toLowerCase().replaceAll(' ', '-'))
      expect(Intl.supportedValuesOf('currency')).toContain(guide.currency)
      expect(guideRegions).toContain(guide.region)
      expect(guide.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(guide.lastReviewed))).toBe(false)
      expect(guide.lastReviewed <= today, 'a review date in the future').toBe(true)
      // The card's text and the meta description.
      expect(guide.summary.length).toBeLessThanOrEqual(160)
      for (const salary of guide.salaries) {
        expect(salary.min, salary.role).toBeGreaterThan(0)
        expect(salary.max, salary.role).toBeGreaterThan(salary.min)
      }
    },
  )

  it.each(countryGuides.map((guide) => [guide.slug, guide] as const))('%s links only to https pages outside the site', (_slug, guide) => {
    for (const url of allUrls(guide)) {
      const parsed = new URL(url)
      expect(parsed.protocol, url).toBe('https:')
      expect(parsed.hostname, url).not.toMatch(/jobyatra/)
    }
    // No text carries a link of its own (the page draws every link from typed fields).
    for (const text of allTexts(guide)) expect(text, guide.slug).not.toMatch(/https?:\/\/|<a\b|\]\(/)
  })

  it.each(countryGuides.map((guide) => [guide.slug, guide] as const))(
    '%s says whether emigration clearance (ECR) applies there',
    (_slug, guide) => {
      const pitfalls = guide.pitfalls.join(' ')
      if (ECR_COUNTRIES.has(guide.countryCode)) expect(pitfalls).toMatch(/Emigration Check Required \(ECR\) countr(?:y|ies)/)
      else expect(pitfalls).toMatch(/not an ECR country/)
    },
  )

  it('relate each guide to other guides that exist', () => {
    for (const guide of countryGuides) {
      expect(guide.related.length, guide.slug).toBeGreaterThan(0)
      for (const slug of guide.related) {
        expect(slug, guide.slug).not.toBe(guide.slug)
        expect(findCountryGuide(slug), `${guide.slug} → ${slug}`).not.toBeNull()
      }
    }
  })

  it('share the Indian side (NRE/NRO, DTAA, eMigrate and ECR) with official sources', () => {
    const shared = [...sharedGuideText.taxAndMoney, ...sharedGuideText.pitfalls].join(' ')
    for (const term of ['NRE', 'NRO', 'DTAA', 'eMigrate', 'ECR', 'ECNR']) expect(shared).toContain(term)
    for (const source of sharedGuideSources) expect(new URL(source.url).protocol).toBe('https:')
  })

  it('finds a guide by its slug and nothing else', () => {
    expect(findCountryGuide('germany')?.countryCode).toBe('DE')
    expect(findCountryGuide('Germany')).toBeNull()
    expect(findCountryGuide('atlantis')).toBeNull()
  })
})
