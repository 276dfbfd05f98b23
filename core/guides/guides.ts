import { australia } from '#core/guides/countries/australia.ts'
import { canada } from '#core/guides/countries/canada.ts'
import { germany } from '#core/guides/countries/germany.ts'
import { ireland } from '#core/guides/countries/ireland.ts'
import { japan } from '#core/guides/countries/japan.ts'
import { kuwait } from '#core/guides/countries/kuwait.ts'
import { netherlands } from '#core/guides/countries/netherlands.ts'
import { newZealand } from '#core/guides/countries/new-zealand.ts'
import { oman } from '#core/guides/countries/oman.ts'
import { qatar } from '#core/guides/countries/qatar.ts'
import { saudiArabia } from '#core/guides/countries/saudi-arabia.ts'
import { singapore } from '#core/guides/countries/singapore.ts'
import { unitedArabEmirates } from '#core/guides/countries/united-arab-emirates.ts'
import { unitedKingdom } from '#core/guides/countries/united-kingdom.ts'
import { unitedStates } from '#core/guides/countries/united-states.ts'
import { guideRegions, type CountryGuide, type GuideRegion } from './guide.ts'

/** Every country guide, grouped by region in `guideRegions`' order and by English name within it. */
export const countryGuides: readonly CountryGuide[] = [
  unitedArabEmirates,
  saudiArabia,
  qatar,
  oman,
  kuwait,
  singapore,
  australia,
  newZealand,
  japan,
  unitedKingdom,
  ireland,
  germany,
  netherlands,
  canada,
  unitedStates,
].sort((a, b) => guideRegions.indexOf(a.region) - guideRegions.indexOf(b.region) || a.name.localeCompare(b.name, 'en'))

const guidesBySlug: ReadonlyMap<string, CountryGuide> = new Map(countryGuides.map((guide) => [guide.slug, guide]))

/** The guide at /guides/{slug}, or null when there is none (the 404 page). */
export function findCountryGuide(slug: string): CountryGuide | null {
  return guidesBySlug.get(slug) ?? null
}

export function isGuideRegion(value: string): value is GuideRegion {
  return guideRegions.some((region) => region === value)
}

/**
 * What holds for every country, shown under each guide's own text: an Indian's side of tax and money
 * abroad, and the checks the Government of India asks every emigrant to make. Kept here once rather
 * than repeated in fifteen files.
 */
export const sharedGuideText = {
  taxAndMoney: [
    'Your residential status for Indian tax depends on the days you spend in India in a financial year (generally non-resident when you are in India for fewer than 182 days, with stricter rules for high Indian income). As a non-resident you are taxed in India only on income earned or received in India.',
    'Tell your bank when you become a non-resident: ordinary savings accounts must be converted to NRO accounts (for income in India, such as rent or dividends). Money earned abroad can go into an NRE account, whose interest is tax-free in India and fully repatriable. Where both countries tax the same income, the Double Taxation Avoidance Agreement (DTAA) between India and that country decides, and a Tax Residency Certificate from the country you work in lets you claim its benefits.',
  ],
  pitfalls: [
    'Recruitment fraud is common: no genuine employer asks you to pay for a job offer, a visa “slot” or a guaranteed placement. Indian recruiting agents must hold a licence under the Emigration Act, 1983; check the agent on the eMigrate portal’s list of registered recruiting agents, and pay only the service fee the Act allows, against a receipt.',
    'Emigration clearance: holders of ECR (Emigration Check Required) passports need clearance through eMigrate before going to work in the 18 ECR countries (including the UAE, Saudi Arabia, Qatar, Oman, Kuwait, Bahrain and Malaysia). ECNR passport holders do not. In trouble abroad, contact the Indian embassy or the MADAD portal.',
  ],
} as const

/** Official pages every guide's shared text relies on. */
export const sharedGuideSources = [
  { label: 'eMigrate (Ministry of External Affairs)', url: 'https://emigrate.gov.in' },
  { label: 'MADAD consular grievances portal', url: 'https://www.madad.gov.in' },
  { label: 'Income Tax Department of India', url: 'https://www.incometax.gov.in' },
] as const
