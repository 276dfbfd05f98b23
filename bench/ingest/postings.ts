/**
 * The postings of the ingestion benchmark, written from its plan (plan.ts) in the shapes connectors
 * hand on (server/adapters/job-sources/port.ts): JSearch's Job shape with structured place, salary
 * numbers, highlights and apply options; the alternative shape of a partner portal (title, company,
 * location text, salary_range text such as '₹5-8 LPA', job_type, "3 days ago"); Greenhouse and Lever
 * boards with the employer's HTML (entities and all, as their connectors unescape it once); RSS feeds
 * with HTML summaries and RFC 822 dates; and government notices in plain text with a closing date.
 * The same plan and serial always give the same posting.
 */
import { getCountryName } from '#core/format/location.ts'
import { slugify } from '#core/jobs/slug.ts'
import { createRandom, itemAt, type Random } from '#server/lib/seeded-random.ts'
import {
  greenhouseJobId,
  leverPostingId,
  type BenchSource,
  type IngestPlan,
  type InvalidKind,
  type PlannedJob,
  type PlannedPosting,
  type PostingVariant,
} from './plan.ts'
import {
  benefitLines,
  closingLines,
  companyLines,
  introLines,
  processLines,
  requirementLines,
  responsibilityLines,
  teamLines,
  visaLine,
} from './vocabulary.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type Posting = Record<string, unknown>

/** A source's postings in pages of `pageSize.min` to `pageSize.max`, as its connector would hand them to the store. */
export function* pagesOf(plan: IngestPlan, sourceAt: number, pageSize: { min: number; max: number }): Generator<Posting[]> {
  const source = itemAt(plan.sources, sourceAt)
  const planned = plan.postingsBySource[sourceAt] ?? []
  const random = createRandom(mixSeed(plan.seed, sourceAt + 1))
  let start = 0
  while (start < planned.length) {
    const end = Math.min(planned.length, start + random.int(pageSize.min, pageSize.max))
    yield planned.slice(start, end).map((posting) => writePosting(plan, source, posting))
    start = end
  }
}

function writePosting(plan: IngestPlan, source: BenchSource, planned: PlannedPosting): Posting {
  const job = itemAt(plan.jobs, planned.job)
  const random = createRandom(mixSeed(plan.seed, planned.serial))
  const variant: PostingVariant = planned.kind === 'valid' ? planned.variant : 'first'
  const text = describeJob(plan, job)
  const place = placeOf(random, job, variant)
  const link =
    planned.kind === 'invalid' || planned.hasEmployerLink
      ? employerLink(random, job, variant, source)
      : portalLink(random, source, job, planned)
  const posting = writeShape(source, { plan, job, text, place, link, random, serial: planned.serial, variant })
  return planned.kind === 'invalid' ? breakPosting(random, posting, planned.invalid, plan.now, planned.serial) : posting
}

interface ShapeInput {
  plan: IngestPlan
  job: PlannedJob
  text: JobText
  place: PlaceText
  link: string
  random: Random
  serial: number
  variant: PostingVariant
}

function writeShape(source: BenchSource, input: ShapeInput): Posting {
  switch (source.shape) {
    case 'jsearch':
      return jsearchPosting(input)
    case 'greenhouse':
      return greenhousePosting(input)
    case 'lever':
      return leverPosting(input)
    case 'alternative':
      return alternativePosting(input)
    case 'feed':
      return feedPosting(input)
    case 'government-feed':
      return governmentNotice(input)
  }
}

// ---------------------------------------------------------------------------------------------
// Shapes

function jsearchPosting({ job, text, place, link, random, serial }: ShapeInput): Posting {
  const others = random.int(0, 2)
  const options = [
    { publisher: random.pick(['LinkedIn', 'Naukri.com', 'Indeed', 'Company website']), apply_link: link, is_direct: false },
    ...Array.from({ length: others }, (_, index) => ({
      publisher: index === 0 ? 'Glassdoor' : 'foundit',
      apply_link: `https://www.glassdoor.co.in/job-listing/${slugify(job.title)}-JV_${serial}_${index}.htm?jl=${1_009_000_000 + serial}`,
      is_direct: false,
    })),
  ]
  const hasSkills = random.chance(0.4)
  return {
    job_id: Buffer.from(`jsearch:${serial}:${job.index}`).toString('base64'),
    employer_name: job.employer.name,
    employer_logo: random.chance(0.6) ? `https://encrypted-tbn0.gstatic.example/images?q=tbn:${job.employer.slug}` : null,
    employer_website: random.chance(0.5) ? `https://www.${job.employer.slug}.example` : null,
    job_publisher: options[0]?.publisher,
    job_employment_type: employmentTypeOf(job),
    job_title: job.title,
    job_apply_link: link,
    job_apply_is_direct: false,
    apply_options: options,
    job_description: plainDescription(text),
    job_is_remote: job.isRemote,
    job_posted_at_timestamp: Math.floor(job.postedAt.getTime() / 1000),
    job_posted_at_datetime_utc: job.postedAt.toISOString(),
    job_city: place.city,
    job_state: place.state,
    job_country: job.country,
    job_latitude: 12.97 + random.next(),
    job_longitude: 77.59 + random.next(),
    job_offer_expiration_datetime_utc: null,
    job_required_experience: {
      no_experience_required: job.experienceMonths === 0,
      required_experience_in_months: random.chance(0.6) ? job.experienceMonths : null,
      experience_mentioned: true,
      experience_preferred: false,
    },
    job_required_skills: hasSkills ? job.skills : null,
    job_required_education: {
      postgraduate_degree: false,
      professional_certification: false,
      high_school: false,
      associates_degree: false,
      bachelors_degree: job.role?.education === 'bachelors',
      degree_mentioned: job.role !== null,
      degree_preferred: random.chance(0.3),
      professional_certification_mentioned: false,
    },
    job_min_salary: job.pay !== null && random.chance(0.6) ? job.pay.min : null,
    job_max_salary: job.pay !== null && random.chance(0.6) ? job.pay.max : null,
    job_salary_currency: job.pay?.currency ?? null,
    job_salary_period: job.pay === null ? null : 'YEAR',
    job_highlights: {
      Qualifications: text.requirements,
      Responsibilities: text.responsibilities,
      Benefits: text.benefits,
    },
  }
}

function greenhousePosting({ job, text, place, link, random }: ShapeInput): Posting {
  return {
    job_id: String(greenhouseJobId(job.index)),
    job_title: job.title,
    employer_name: job.employer.name,
    job_description: boardHtml(text, job),
    job_apply_link: link,
    location: place.line,
    job_posted_at_datetime_utc: job.postedAt.toISOString(),
    ...(random.chance(0.5) ? { job_employment_type: employmentTypeLabel(job) } : {}),
    ...(job.pay !== null && random.chance(0.4) ? { salary_range: salaryText(random, job.pay, job.country) } : {}),
  }
}

function leverPosting({ job, text, place, link, random }: ShapeInput): Posting {
  return {
    job_id: leverPostingId(job.index),
    job_title: job.title,
    employer_name: job.employer.name,
    job_description: leverHtml(text),
    job_apply_link: link,
    location: place.line,
    job_is_remote: job.isRemote ? true : undefined,
    job_employment_type: employmentTypeLabel(job),
    job_posted_at_datetime_utc: job.postedAt.toISOString(),
    ...(job.pay !== null && random.chance(0.5)
      ? { job_min_salary: job.pay.min, job_max_salary: job.pay.max, job_salary_currency: job.pay.currency, job_salary_period: 'YEAR' }
      : {}),
  }
}

function alternativePosting({ plan, job, text, place, link, random, serial }: ShapeInput): Posting {
  const [low, high] = experienceRange(job.experienceMonths)
  return {
    id: `PP-${serial}`,
    title: job.title,
    company: random.chance(0.3) ? { name: job.employer.name } : job.employer.name,
    location: place.line,
    salary_range: job.pay === null ? null : salaryText(random, job.pay, job.country),
    job_type: employmentTypeLabel(job),
    description: [text.intro, ...text.about, ...text.responsibilities.slice(0, 3)].join('\n'),
    url: link,
    date_posted: relativeDate(random, job.postedAt, plan.now),
    skills: job.skills.join(', '),
    experience: job.experienceMonths === 0 ? 'Fresher' : `${low}-${high} years`,
    is_remote: job.isRemote ? 'yes' : 'no',
  }
}

function feedPosting({ job, text, place, link, random }: ShapeInput): Posting {
  return {
    job_id: link,
    job_title: job.title,
    job_description: feedHtml(text),
    employer_name: job.employer.name,
    job_apply_link: link,
    location: place.line,
    job_is_remote: job.isRemote ? true : null,
    date_posted: job.postedAt.toUTCString(),
    ...(random.chance(0.5) ? { job_type: employmentTypeLabel(job) } : {}),
    ...(job.pay !== null && random.chance(0.3) ? { salary_range: salaryText(random, job.pay, job.country) } : {}),
  }
}

function governmentNotice({ plan, job, place, link, random, serial }: ShapeInput): Posting {
  const vacancies = random.int(3, 120)
  const closing = new Date(plan.now.getTime() + random.int(10, 45) * DAY_MS)
  const closingDay = closing.toISOString().slice(0, 10)
  return {
    job_id: `notice-2026-${serial}`,
    job_title: job.title,
    job_description: [
      `Applications are invited from eligible candidates for ${vacancies} posts of ${job.title} in the ${job.employer.name}.`,
      'Pay: Level 6 of the Pay Matrix (₹35,400 – ₹1,12,400) with dearness allowance and other allowances as admissible.',
      'Eligibility: a degree or diploma in the relevant discipline from a recognised university, age 18 to 38 years (relaxation as per rules).',
      'Selection: written examination followed by document verification. Fee: ₹500 (₹250 for reserved categories).',
      `Last date for online application: ${closingDay}. Read the full notification before applying.`,
    ].join('\n'),
    employer_name: job.employer.name,
    job_apply_link: link,
    job_city: place.city,
    job_state: place.state,
    job_country: 'IN',
    date_posted: job.postedAt.toUTCString(),
    valid_through: closingDay,
    job_is_government: true,
  }
}

// ---------------------------------------------------------------------------------------------
// Broken postings

function breakPosting(random: Random, posting: Posting, invalid: InvalidKind, now: Date, serial: number): Posting {
  const broken: Posting = { ...posting, ...idFields(posting, serial) }
  const titleKey = 'job_title' in posting ? 'job_title' : 'title'
  const linkKey = 'job_apply_link' in posting ? 'job_apply_link' : 'url'
  const employerKey = 'employer_name' in posting ? 'employer_name' : 'company'
  const descriptionKey = 'job_description' in posting ? 'job_description' : 'description'
  switch (invalid) {
    case 'no-title':
      broken[titleKey] = random.chance(0.5) ? '' : null
      break
    case 'bad-link':
      broken[linkKey] = random.pick(['javascript:void(0)', 'mailto:careers@example.com', 'Apply on our careers page', '/jobs/apply?id=4'])
      break
    case 'no-employer':
      broken[employerKey] = ''
      break
    case 'no-description':
      broken[descriptionKey] = random.chance(0.5) ? '' : '<p> </p>'
      break
    case 'closed':
      broken.valid_through = new Date(now.getTime() - random.int(1, 40) * DAY_MS).toISOString()
      break
  }
  return broken
}

/** A broken posting's own id, so it never stands for a valid posting of its source. */
function idFields(posting: Posting, serial: number): Posting {
  if ('id' in posting) return { id: `PP-X${serial}` }
  return { job_id: `broken-${serial}` }
}

// ---------------------------------------------------------------------------------------------
// Places and links

interface PlaceText {
  city: string | null
  state: string | null
  /** The place as one line of text ("Bengaluru, Karnataka, India", "Remote - India", "London, United Kingdom"). */
  line: string
}

function placeOf(random: Random, job: PlannedJob, variant: PostingVariant): PlaceText {
  const countryName = getCountryName(job.country)
  if (job.isRemote) return { city: null, state: null, line: `Remote - ${countryName}` }
  if (variant === 'region-only' || job.city === null) {
    const line = job.state !== null && job.country === 'IN' ? `${job.state}, ${countryName}` : countryName
    return { city: null, state: job.country === 'IN' ? job.state : null, line }
  }
  // A repeat may call the city by another name ("Bangalore", "Gurgaon", "Bombay").
  const aliases = job.city.aliases.filter((alias) => /^[\x20-\x7e]+$/.test(alias))
  const cityName = variant !== 'first' && aliases.length > 0 && random.chance(0.4) ? random.pick(aliases) : job.city.name
  const hybrid = job.country === 'IN' && random.chance(0.1) ? ' (Hybrid)' : ''
  const line =
    job.country === 'IN' && job.state !== null ? `${cityName}${hybrid}, ${job.state}, ${countryName}` : `${cityName}, ${countryName}`
  return { city: cityName, state: job.state, line }
}

/** The employer's page for the job; a repeat's copy often carries tracking or another spelling of the host. */
function employerLink(random: Random, job: PlannedJob, variant: PostingVariant, source: BenchSource): string {
  const link = job.applyLink
  const isTracked = variant === 'tracked-link' || variant === 'region-only' || (variant !== 'first' && random.chance(0.5))
  if (!isTracked) return link
  const url = new URL(link)
  switch (random.int(0, 4)) {
    case 0:
      url.searchParams.set('utm_source', source.id)
      url.searchParams.set('utm_medium', 'job_board')
      break
    case 1:
      url.searchParams.set(
        url.hostname.includes('lever') ? 'lever-source' : url.hostname.includes('greenhouse') ? 'gh_src' : 'src',
        source.name,
      )
      break
    case 2:
      url.protocol = 'http:'
      break
    case 3:
      url.pathname = `${url.pathname}/`
      break
    default:
      url.searchParams.set('ref', 'jobs-feed')
      url.hash = 'apply'
  }
  return url.toString()
}

/** A portal's own copy of the job: one link per posting, never shared with another job. */
function portalLink(random: Random, source: BenchSource, job: PlannedJob, planned: PlannedPosting): string {
  const titleSlug = slugify(job.title)
  const citySlug = job.city === null ? 'remote' : slugify(job.city.name)
  const { serial } = planned
  if (source.shape === 'alternative') return `https://www.partner-portal.example/job/${titleSlug}-${job.employer.slug}-${serial}`
  if (source.shape === 'feed') return `https://${source.id}.example/jobs/${serial}-${titleSlug}`
  if (source.shape === 'government-feed') return job.applyLink
  if (job.country !== 'IN') {
    return random.pick([
      `https://www.linkedin.com/jobs/view/${3_900_000_000 + serial}`,
      `https://www.indeed.com/viewjob?jk=${(0x1f00000000 + serial).toString(16)}`,
    ])
  }
  const [low, high] = experienceRange(job.experienceMonths)
  return random.pick([
    `https://www.linkedin.com/jobs/view/${3_900_000_000 + serial}`,
    `https://www.naukri.com/job-listings-${titleSlug}-${job.employer.slug}-${citySlug}-${low}-to-${high}-years-${251_120_000_000 + serial}`,
    `https://in.indeed.com/viewjob?jk=${(0x1f00000000 + serial).toString(16)}&from=serp`,
    `https://www.foundit.in/job/${titleSlug}-${job.employer.slug}-${citySlug}-${40_000_000 + serial}`,
  ])
}

// ---------------------------------------------------------------------------------------------
// Descriptions

interface JobText {
  intro: string
  about: string[]
  team: string[]
  responsibilities: string[]
  requirements: string[]
  benefits: string[]
  closing: string[]
}

/** The job's own text, the same in every source's copy (each lays it out its own way). */
function describeJob(plan: IngestPlan, job: PlannedJob): JobText {
  const random = createRandom(mixSeed(plan.seed ^ 0x5bd1e995, job.index))
  const place = job.isRemote ? 'a remote role' : (job.city?.name ?? getCountryName(job.country))
  const fill = (line: string) =>
    line
      .replaceAll('{employer}', job.employer.name)
      .replaceAll('{title}', job.title)
      .replaceAll('{place}', place)
      .replaceAll('{years}', String(Math.max(1, Math.round(job.experienceMonths / 12))))
      .replaceAll('{skill}', job.skills[0] ?? 'modern tools')
      .replaceAll('{skill2}', job.skills[1] ?? 'spreadsheets')
  const duties = job.role?.duties ?? []
  const visa = job.country !== 'IN' && !job.isRemote && random.chance(0.3) ? [visaLine] : []
  return {
    intro: fill(random.pick(introLines)),
    about: random.sample(companyLines, 3).map(fill),
    team: random.sample(teamLines, 3),
    responsibilities: [...duties, ...random.sample(responsibilityLines, random.int(6, 9))],
    requirements: [
      ...random.sample(requirementLines, random.int(5, 8)).map(fill),
      ...job.skills.map((skill) => `Working knowledge of ${skill}.`),
    ],
    benefits: random.sample(benefitLines, random.int(4, 7)),
    closing: [...visa, ...random.sample(processLines, 2), ...random.sample(closingLines, 2).map(fill)],
  }
}

function plainDescription(text: JobText): string {
  return [
    text.intro,
    text.about.join(' '),
    `About the team:\n${text.team.join(' ')}`,
    `Responsibilities:\n${bullets(text.responsibilities)}`,
    `Requirements:\n${bullets(text.requirements)}`,
    `Benefits:\n${bullets(text.benefits)}`,
    text.closing.join(' '),
  ].join('\n\n')
}

function bullets(items: readonly string[]): string {
  return items.map((item) => `• ${item}`).join('\n')
}

/** Greenhouse's layout: an intro block, headed lists, a conclusion, with the entities editors leave in. */
function boardHtml(text: JobText, job: PlannedJob): string {
  return [
    `<div class="content-intro"><p><strong>About ${escapeHtml(job.employer.name)}</strong></p><p>${escapeHtml(text.about.join(' '))}</p></div>`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<h3>About the team</h3><p>${escapeHtml(text.team.join(' '))}</p>`,
    `<h3>What you&rsquo;ll do</h3><ul>${listItems(text.responsibilities)}</ul>`,
    `<h3>What we&rsquo;re looking for</h3><ul>${listItems(text.requirements)}</ul>`,
    `<h3>Benefits &amp; perks</h3><ul>${listItems(text.benefits)}</ul>`,
    `<div class="content-conclusion"><p>${escapeHtml(text.closing.join(' '))}&nbsp;</p></div>`,
  ].join('\n')
}

/** Lever's layout: divs for the description, each list under its heading, the closing text. */
function leverHtml(text: JobText): string {
  return [
    `<div>${escapeHtml(text.intro)}</div><div><br></div><div>${escapeHtml(text.about.join(' '))}</div>`,
    `<div><br></div><div><b>The team</b></div><div>${escapeHtml(text.team.join(' '))}</div>`,
    `<h3>Responsibilities</h3><ul>${listItems(text.responsibilities)}</ul>`,
    `<h3>Requirements</h3><ul>${listItems(text.requirements)}</ul>`,
    `<h3>Benefits</h3><ul>${listItems(text.benefits)}</ul>`,
    `<div>${escapeHtml(text.closing.join(' '))}</div>`,
  ].join('\n')
}

/** A feed item's summary: a few paragraphs and one list. */
function feedHtml(text: JobText): string {
  return [
    `<p>${escapeHtml(text.intro)}</p>`,
    `<p>${escapeHtml(text.about.join(' '))}</p>`,
    `<p><b>What you will do</b></p><ul>${listItems(text.responsibilities)}</ul>`,
    `<p><b>Requirements</b></p><ul>${listItems(text.requirements)}</ul>`,
  ].join('')
}

function listItems(items: readonly string[]): string {
  return items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;')
}

// ---------------------------------------------------------------------------------------------
// Small fields

function employmentTypeOf(job: PlannedJob): string {
  if (job.level === 'intern') return 'INTERN'
  return job.index % 20 === 0 ? 'CONTRACTOR' : 'FULLTIME'
}

function employmentTypeLabel(job: PlannedJob): string {
  const code = employmentTypeOf(job)
  if (code === 'INTERN') return 'Internship'
  return code === 'CONTRACTOR' ? 'Contract' : 'Full Time'
}

function experienceRange(months: number): [number, number] {
  const years = Math.round(months / 12)
  return [years, years + 2]
}

/** Salary text as portals and boards write it: '₹5-8 LPA', '8,00,000 - 12,00,000 per annum', 'CTC 18 lakhs', '$120k-$150k', '£45,000 - £55,000'. */
function salaryText(random: Random, pay: NonNullable<PlannedJob['pay']>, country: string): string {
  if (country === 'IN') {
    const low = pay.min / 100_000
    const high = pay.max / 100_000
    switch (random.int(0, 3)) {
      case 0:
        return `₹${low}-${high} LPA`
      case 1:
        return `${pay.min.toLocaleString('en-IN')} - ${pay.max.toLocaleString('en-IN')} per annum`
      case 2:
        return `CTC ${high} lakhs`
      default:
        return `₹${Math.round(pay.min / 12_000)}k/month`
    }
  }
  if (pay.currency === 'USD') return `$${pay.min / 1000}k-$${pay.max / 1000}k`
  if (pay.currency === 'GBP') return `£${pay.min.toLocaleString('en-GB')} - £${pay.max.toLocaleString('en-GB')}`
  return `${pay.currency} ${pay.min.toLocaleString('en-US')} - ${pay.max.toLocaleString('en-US')} per year`
}

function relativeDate(random: Random, postedAt: Date, now: Date): string {
  const days = Math.floor((now.getTime() - postedAt.getTime()) / DAY_MS)
  if (days === 0) return 'today'
  if (days === 1) return 'yesterday'
  return random.chance(0.5) ? `${days} days ago` : postedAt.toISOString().slice(0, 10)
}

/** One seed from two numbers, so each posting (and each job's text) has its own stream of draws. */
function mixSeed(seed: number, value: number): number {
  let mixed = Math.imul(seed ^ value, 0x85ebca6b)
  mixed ^= mixed >>> 13
  mixed = Math.imul(mixed, 0xc2b2ae35)
  return (mixed ^ (mixed >>> 16)) >>> 0
}
