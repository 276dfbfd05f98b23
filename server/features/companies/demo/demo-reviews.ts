import type { companyReviews } from '#server/db/schema/jobs.ts'
import { governmentPosts, industries, roles } from '#server/features/jobs/index.ts'
import { createRandom, createWeightedPicker, itemAt, type Random } from '#server/lib/seeded-random.ts'
import type { DemoCompany } from './demo-companies.ts'
import { reviewAdvice, reviewCons, reviewPros, reviewTenures, reviewTitles } from './vocabulary/reviews.ts'

export type ReviewInsert = typeof companyReviews.$inferInsert

export interface DemoReview {
  companySlug: string
  row: Omit<ReviewInsert, 'companyId'>
}

const REVIEW_SEED = 0x7e71_e005
const MAX_REVIEWS = 12
const DAY_MS = 24 * 60 * 60 * 1000

type Stars = 1 | 2 | 3 | 4 | 5
const stars: readonly Stars[] = [1, 2, 3, 4, 5]

/** Weights for 1–5 stars: most employers are liked, some are loved, a few are not. */
const ratingProfiles: ReadonlyArray<readonly [readonly number[], number]> = [
  [[3, 5, 14, 40, 38], 20],
  [[6, 9, 20, 38, 27], 60],
  [[14, 18, 28, 26, 14], 20],
]

const reviewCapacity: Readonly<Record<DemoCompany['companyType'], number>> = {
  startup: 6,
  midsize: 9,
  enterprise: MAX_REVIEWS,
  fortune500: MAX_REVIEWS,
  nonprofit: 5,
  // Public employers are not rated on JobYatra: a star rating of a ministry or a public sector bank
  // from a handful of reviews would mislead more than it tells.
  government: 0,
}

/** 0–12 reviews per private company, none for public employers, dated within the two years before `now`. */
export function buildDemoReviews(demoCompanies: readonly DemoCompany[], now: Date): DemoReview[] {
  const random = createRandom(REVIEW_SEED)
  const profilePicker = createWeightedPicker(ratingProfiles, ([, weight]) => weight)
  const reviews: DemoReview[] = []
  for (const company of demoCompanies) {
    const count = Math.min(MAX_REVIEWS, Math.floor(random.next() ** 0.8 * (reviewCapacity[company.companyType] + 1)))
    const [ratingWeights] = profilePicker.pick(random)
    const ratingPicker = createWeightedPicker(stars, (star) => itemAt(ratingWeights, star - 1))
    const authorRoles = authorRolesFor(company)
    for (let index = 0; index < count; index += 1) {
      const rating = ratingPicker.pick(random)
      const ageDays = random.next() ** 1.3 * 720
      reviews.push({
        companySlug: company.slug,
        row: {
          rating,
          title: random.pick(reviewTitles[rating]),
          body: reviewBody(rating, random),
          authorRole: random.pick(authorRoles),
          status: random.chance(0.88) ? 'approved' : 'pending',
          createdAt: new Date(now.getTime() - Math.round(ageDays * DAY_MS)),
        },
      })
    }
  }
  return reviews
}

function reviewBody(rating: Stars, random: Random): string {
  const sentences: string[] = [random.pick(reviewTenures)]
  if (rating >= 4) {
    sentences.push(...random.sample(reviewPros, 2), `On the downside, ${lowerFirst(random.pick(reviewCons))}`)
    if (random.chance(0.3)) sentences.push(random.pick(reviewAdvice))
  } else if (rating === 3) {
    sentences.push(random.pick(reviewPros), `But ${lowerFirst(random.pick(reviewCons))}`)
    if (random.chance(0.4)) sentences.push(random.pick(reviewAdvice))
  } else {
    sentences.push(...random.sample(reviewCons, 2))
    if (random.chance(0.4)) sentences.push(`To be fair, ${lowerFirst(random.pick(reviewPros))}`)
    if (random.chance(0.5)) sentences.push(random.pick(reviewAdvice))
  }
  return sentences.join(' ')
}

function lowerFirst(sentence: string): string {
  // Acronyms such as "PF" keep their capitals.
  if (/^[A-Z]{2}/.test(sentence)) return sentence
  return sentence.charAt(0).toLowerCase() + sentence.slice(1)
}

/** Agencies and job boards are reviewed by their own staff, not by every kind of worker they hire for. */
const recruitmentRoles: readonly string[] = [
  'Recruiter',
  'Talent Acquisition Specialist',
  'Account Manager',
  'Business Development Executive',
  'Software Engineer',
  'Customer Support Executive',
]

function authorRolesFor(company: DemoCompany): readonly string[] {
  if (company.governmentKind !== null) {
    const kind = company.governmentKind
    const titles = governmentPosts.filter((post) => post.employerKinds.includes(kind)).map((post) => post.title)
    return titles.length > 0 ? titles : ['Officer']
  }
  if (company.industry === 'staffing' || company.industry === 'job-board') return recruitmentRoles
  const families = industries[company.industry].families
  const titles = roles.filter((role) => families.includes(role.family)).map((role) => role.title)
  return titles.length > 0 ? titles : ['Employee']
}
