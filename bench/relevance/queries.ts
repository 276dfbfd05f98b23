import { byTitle, capped, hasSkill, lower, seniorityOf, type Grade, type JudgedJob, type Rubric } from './judging.ts'

/**
 * The judged queries of the relevance benchmark: what job seekers in India type into the hero search,
 * by category, each with the rubric its grades were written by (judging.ts says what a grade means).
 * Most are asked by a visitor whose browser prefers en-IN; when the query names no place, a job outside
 * the visitor's country is graded one lower than the same job at home (they can rarely take it). Grades are stored in judgments.json; change a rubric, then judge again (node bench/relevance/judge.ts).
 */

export const categories = ['title', 'skill', 'typo', 'hindi', 'place', 'government', 'visa', 'remote', 'fresher', 'seniority'] as const
export type Category = (typeof categories)[number]

export interface RelevanceQuery {
  id: string
  category: Category
  /** GET /api/jobs/search parameters, as the landing page sends them. */
  params: { query: string; location?: string }
  /** The visitor's Accept-Language header. */
  acceptLanguage: string | null
  /**
   * Where the visitor lives, when the query names no place: a job elsewhere is graded one lower (they
   * can rarely take it). Null when the query names a place or asks for jobs abroad, or the visitor is unknown.
   */
  homeCountry: string | null
  rubric: Rubric
}

interface QueryOptions {
  location?: string
  /** The visitor's browser and the country it tells (India unless said otherwise). */
  visitor?: { acceptLanguage: string | null; country: string | null }
  /** The query names a place or asks for jobs abroad: no grade is lowered for being abroad. */
  namesPlace?: boolean
}

const indianBrowser = { acceptLanguage: 'en-IN,en;q=0.9,hi;q=0.8', country: 'IN' }

function q(category: Category, query: string, rubric: Rubric, options: QueryOptions = {}): RelevanceQuery {
  const visitor = options.visitor ?? indianBrowser
  return {
    id: [
      query,
      options.location ? `@ ${options.location}` : '',
      options.visitor ? `[${options.visitor.acceptLanguage ?? 'no Accept-Language'}]` : '',
    ]
      .filter((part) => part !== '')
      .join(' '),
    category,
    params: options.location ? { query, location: options.location } : { query },
    acceptLanguage: visitor.acceptLanguage,
    homeCountry: options.namesPlace === true ? null : visitor.country,
    rubric,
  }
}

/** The grade a query's rubric gives a job, lowered by one outside the visitor's country when the query names no place. */
export function gradeFor(query: RelevanceQuery, job: JudgedJob): Grade {
  const grade = query.rubric(job)
  return query.homeCountry !== null && job.country !== query.homeCountry ? lower(grade) : grade
}

// Role families, as a job seeker groups titles.
const softwareDev =
  /software (engineer|developer)|backend developer|full stack developer|java developer|python developer|node\.js developer|\.net developer|frontend developer|react developer/i
const techBuild =
  /developer|software|devops|site reliability|cloud engineer|data engineer|machine learning engineer|qa engineer|test engineer/i
const dataRoles =
  /data analyst|business analyst|data scientist|power bi developer|financial analyst|supply chain analyst|risk analyst|credit analyst/i
const accounting = /accountant|accounts|audit|tax|payroll|finance/i
const nursing = /nurse|nursing/i
const marketing = /marketing|seo|content|brand|social media/i
const support = /customer support|technical support|customer success|it support|support engineer/i

const isIndia = (job: JudgedJob) => job.country === 'IN'
const inCity = (job: JudgedJob, ...cities: string[]) => job.city !== null && cities.includes(job.city)
/** A condition the query states and the job breaks: the best it can be is `cap`. */
const unless = (isMet: boolean, grade: Grade, cap: Grade = 0): Grade => (isMet ? grade : capped(grade, cap))

const softwareEngineer: Rubric = (job) =>
  byTitle(job, [
    [3, /^(senior |lead |principal |associate |sr\.? )?software engineer$/i],
    [2, softwareDev],
    [1, techBuild],
  ])
const dataAnalyst: Rubric = (job) =>
  byTitle(job, [
    [3, /^(senior |lead |junior |principal )?data analyst$/i],
    [2, /data analyst|business analyst|power bi developer|data scientist|analytics/i],
    [1, /analyst|data/i],
  ])
const accountant: Rubric = (job) =>
  byTitle(job, [
    [3, /^(senior |junior |lead )?accountant$|^junior accountant$/i],
    [2, /chartered accountant|accountant|accounts officer|audit associate|tax consultant|payroll/i],
    [1, accounting],
  ])
const nurse: Rubric = (job) =>
  byTitle(job, [
    [3, /nurse|nursing officer/i],
    [1, /medical|physiotherapist|pharmacist|radiographer|laboratory|clinical/i],
  ])
const teacher: Rubric = (job) =>
  byTitle(job, [
    [3, /teacher|\b(pgt|tgt)\b|tutor|special educator/i],
    [2, /professor|educator/i],
    [1, /academic counsellor|trainer/i],
  ])
const salesExecutive: Rubric = (job) =>
  byTitle(job, [
    [3, /^(senior |junior |lead )?sales executive$/i],
    [2, /sales|business development executive|inside sales/i],
    [1, /account manager|relationship manager|business development/i],
  ])

/** A developer title naming the technology scores 3; a developer or engineer requiring it 2; requiring it at all 1. */
function technology(titlePattern: RegExp, ...skills: string[]): Rubric {
  return (job) => {
    if (titlePattern.test(job.title)) return 3
    if (hasSkill(job, ...skills)) return techBuild.test(job.title) || dataRoles.test(job.title) ? 2 : 1
    return 0
  }
}

/** A role at a seniority: the role at that seniority 3, one step off 2, further off 1; other roles by `others`. */
function atSeniority(role: RegExp, wanted: ReturnType<typeof seniorityOf>, others: Rubric = () => 0): Rubric {
  const order = ['intern', 'entry', 'mid', 'senior', 'lead'] as const
  return (job) => {
    if (!role.test(job.title)) return capped(others(job), 1)
    const distance = Math.abs(order.indexOf(seniorityOf(job)) - order.indexOf(wanted))
    return distance === 0 ? 3 : distance === 1 ? 2 : 1
  }
}

/** A first job: entry level or no experience asked 3 (an internship 2), in the field `role` when given. */
function fresher(role: RegExp | null): Rubric {
  return (job) => {
    const level = seniorityOf(job)
    const isFirstJob = level === 'entry' || (level === 'mid' && job.experienceMonths <= 12)
    const grade: Grade = isFirstJob ? 3 : level === 'intern' ? 2 : job.experienceMonths <= 24 ? 1 : 0
    if (role === null) return grade
    return role.test(job.title) ? grade : capped(grade, grade === 0 ? 0 : 1)
  }
}

export const relevanceQueries: readonly RelevanceQuery[] = [
  // Job titles.
  q('title', 'software engineer', softwareEngineer),
  q('title', 'data analyst', dataAnalyst),
  q('title', 'product manager', (job) =>
    byTitle(job, [
      [3, /^(senior |lead |associate |junior )?product manager$/i],
      [2, /product (manager|owner|designer)|project manager/i],
      [1, /manager/i],
    ]),
  ),
  q('title', 'accountant', accountant),
  q('title', 'staff nurse', (job) =>
    byTitle(job, [
      [3, /staff nurse/i],
      [2, /nurse|nursing officer/i],
    ]),
  ),
  q('title', 'business analyst', (job) =>
    byTitle(job, [
      [3, /business analyst/i],
      [2, /data analyst|analyst/i],
    ]),
  ),
  q('title', 'graphic designer', (job) =>
    byTitle(job, [
      [3, /graphic designer/i],
      [2, /designer/i],
    ]),
  ),
  q('title', 'civil engineer', (job) =>
    byTitle(job, [
      [3, /civil engineer|engineer \(civil\)/i],
      [2, /site engineer|quantity surveyor/i],
      [1, /engineer/i],
    ]),
  ),
  q('title', 'digital marketing executive', (job) =>
    byTitle(job, [
      [3, /digital marketing executive/i],
      [2, /digital marketing|performance marketing|seo|social media/i],
      [1, marketing],
    ]),
  ),
  q('title', 'hr executive', (job) =>
    byTitle(job, [
      [3, /^(senior |junior |lead )?hr executive$/i],
      [2, /\bhr\b|talent acquisition|recruit/i],
      [1, /payroll/i],
    ]),
  ),
  q('title', 'content writer', (job) =>
    byTitle(job, [
      [3, /content writer/i],
      [2, /seo|copywriter|content/i],
    ]),
  ),
  q('title', 'customer support executive', (job) =>
    byTitle(job, [
      [3, /customer support executive/i],
      [2, support],
      [1, /customer|support/i],
    ]),
  ),

  // Skills and technologies.
  q('skill', 'react developer', (job) => {
    if (/react developer/i.test(job.title)) return 3
    if (hasSkill(job, 'React')) return /frontend|full stack/i.test(job.title) ? 2 : 1
    return 0
  }),
  q('skill', 'python', technology(/python/i, 'Python', 'Django', 'Flask', 'FastAPI', 'Pandas')),
  q('skill', 'java developer', (job) => {
    if (/java developer/i.test(job.title)) return 3
    if (hasSkill(job, 'Java', 'Spring Boot')) return softwareDev.test(job.title) ? 2 : 1
    return 0
  }),
  q('skill', 'sql', (job) => {
    if (/\bsql\b|database administrator/i.test(job.title)) return 3
    if (hasSkill(job, 'SQL', 'SQL Server', 'MySQL', 'PostgreSQL')) return 2
    return 0
  }),
  q('skill', 'kubernetes', (job) => {
    if (hasSkill(job, 'Kubernetes')) return /devops|site reliability|cloud|platform/i.test(job.title) ? 3 : 2
    return /devops|site reliability|cloud engineer/i.test(job.title) ? 1 : 0
  }),
  q('skill', 'spring boot', (job) => {
    if (hasSkill(job, 'Spring Boot')) return /java/i.test(job.title) ? 3 : 2
    return /java developer/i.test(job.title) ? 2 : 0
  }),
  q('skill', 'power bi', (job) => {
    if (/power bi/i.test(job.title)) return 3
    if (hasSkill(job, 'Power BI', 'DAX')) return 2
    return /data analyst|business analyst/i.test(job.title) ? 1 : 0
  }),
  q('skill', 'node.js developer', (job) => {
    if (/node\.?js developer/i.test(job.title)) return 3
    if (hasSkill(job, 'Node.js', 'NestJS', 'Express')) return /developer|engineer/i.test(job.title) ? 2 : 1
    return /backend developer|full stack/i.test(job.title) ? 1 : 0
  }),
  q('skill', 'excel', (job) => {
    if (hasSkill(job, 'Excel', 'MS Excel', 'Power Query')) return 3
    if (hasSkill(job, 'MS Office', 'Financial Modeling')) return 2
    return 0
  }),
  q('skill', 'flutter', (job) => {
    if (/flutter/i.test(job.title)) return 3
    if (hasSkill(job, 'Flutter', 'Dart')) return 2
    return /android developer|ios developer|mobile/i.test(job.title) ? 1 : 0
  }),
  q('skill', 'figma', (job) => {
    if (hasSkill(job, 'Figma')) return /designer/i.test(job.title) ? 3 : 2
    return /ui\/ux|product designer/i.test(job.title) ? 2 : /designer/i.test(job.title) ? 1 : 0
  }),
  q('skill', 'tally', (job) => {
    if (hasSkill(job, 'Tally', 'Tally ERP')) return /account/i.test(job.title) ? 3 : 2
    return /accountant|accounts/i.test(job.title) ? 1 : 0
  }),

  // Misspelt.
  q('typo', 'sofware enginer', softwareEngineer),
  q('typo', 'devloper', (job) =>
    byTitle(job, [
      [3, /developer/i],
      [2, /software engineer/i],
      [1, techBuild],
    ]),
  ),
  q('typo', 'acountant', accountant),
  q('typo', 'data anlyst', dataAnalyst),
  q('typo', 'markting manager', (job) =>
    byTitle(job, [
      [3, /marketing manager/i],
      [2, /brand manager|social media manager|marketing/i],
      [1, marketing],
    ]),
  ),
  q('typo', 'pyhton developer', (job) => {
    if (/python developer/i.test(job.title)) return 3
    if (hasSkill(job, 'Python', 'Django', 'Flask')) return softwareDev.test(job.title) || /engineer|developer/i.test(job.title) ? 2 : 1
    return 0
  }),
  q('typo', 'grapic designer', (job) =>
    byTitle(job, [
      [3, /graphic designer/i],
      [2, /designer/i],
    ]),
  ),

  // Hindi.
  q('hindi', 'सॉफ्टवेयर इंजीनियर', softwareEngineer),
  q('hindi', 'डेटा एनालिस्ट', dataAnalyst),
  q('hindi', 'शिक्षक नौकरी', teacher),
  q('hindi', 'अकाउंटेंट', accountant),
  q('hindi', 'नर्स', nurse),
  q('hindi', 'सेल्स एग्जीक्यूटिव', salesExecutive),
  q('hindi', 'सरकारी नौकरी', (job) => (job.isGovernment ? 3 : 0)),

  // Places, in the query or in the location field.
  q('place', 'software engineer in bangalore', (job) => unless(inCity(job, 'Bengaluru'), softwareEngineer(job), 1), { namesPlace: true }),
  q('place', 'data analyst pune', (job) => unless(inCity(job, 'Pune'), dataAnalyst(job), 1), { namesPlace: true }),
  q(
    'place',
    'java developer hyderabad',
    (job) =>
      unless(
        inCity(job, 'Hyderabad'),
        byTitle(job, [
          [3, /java developer/i],
          [2, softwareDev],
        ]),
        1,
      ),
    { namesPlace: true },
  ),
  q('place', 'nurse in dubai', (job) => unless(inCity(job, 'Dubai'), nurse(job), 1), { namesPlace: true }),
  q(
    'place',
    'accountant',
    (job) => unless(inCity(job, 'Delhi', 'New Delhi', 'Noida', 'Gurugram', 'Faridabad', 'Ghaziabad'), accountant(job), 1),
    {
      location: 'Delhi NCR',
      namesPlace: true,
    },
  ),
  q(
    'place',
    'product manager',
    (job) =>
      unless(
        inCity(job, 'Gurugram'),
        byTitle(job, [
          [3, /product manager/i],
          [2, /product|project manager/i],
        ]),
        1,
      ),
    {
      location: 'Gurgaon',
      namesPlace: true,
    },
  ),
  q('place', 'teacher mumbai', (job) => unless(inCity(job, 'Mumbai', 'Navi Mumbai', 'Thane'), teacher(job), 1), { namesPlace: true }),
  q('place', 'software engineer london', (job) => unless(inCity(job, 'London'), softwareEngineer(job), 1), { namesPlace: true }),
  q('place', 'software engineer', softwareEngineer, { visitor: { acceptLanguage: 'en-GB,en;q=0.9', country: 'GB' } }),
  q(
    'place',
    'data scientist',
    (job) =>
      byTitle(job, [
        [3, /data scientist/i],
        [2, /machine learning|data analyst|data engineer/i],
      ]),
    { visitor: { acceptLanguage: null, country: null } },
  ),

  // Government.
  q('government', 'government teacher', (job) => unless(job.isGovernment, teacher(job), 1)),
  q('government', 'sarkari naukri', (job) => (job.isGovernment ? 3 : 0)),
  q('government', 'govt clerk jobs', (job) =>
    unless(
      job.isGovernment,
      byTitle(job, [
        [3, /clerk/i],
        [2, /assistant|data entry|stenographer|multi-tasking/i],
      ]),
      1,
    ),
  ),
  q('government', 'bank po', (job) =>
    byTitle(job, [
      [3, /probationary officer/i],
      [2, /specialist officer|junior associate \(clerk\)|officer/i],
    ]),
  ),
  q('government', 'junior engineer civil', (job) =>
    byTitle(job, [
      [3, /junior engineer \(civil\)/i],
      [2, /engineer \(civil\)|junior civil engineer|junior engineer/i],
      [1, /civil engineer|site engineer/i],
    ]),
  ),
  q('government', 'government nurse', (job) => unless(job.isGovernment, nurse(job), 1)),

  // Visa sponsorship and jobs abroad.
  q('visa', 'visa sponsorship software engineer', (job) => unless(job.isVisaSponsored, softwareEngineer(job), 1), { namesPlace: true }),
  q('visa', 'nurse visa sponsorship', (job) => unless(job.isVisaSponsored, nurse(job), 1), { namesPlace: true }),
  q(
    'visa',
    'data scientist with visa',
    (job) =>
      unless(
        job.isVisaSponsored,
        byTitle(job, [
          [3, /data scientist/i],
          [2, /machine learning|data engineer|data analyst/i],
        ]),
        1,
      ),
    { namesPlace: true },
  ),
  q(
    'visa',
    'staff nurse abroad',
    (job) =>
      unless(
        !isIndia(job),
        byTitle(job, [
          [3, /staff nurse/i],
          [2, nursing],
        ]),
        0,
      ),
    { namesPlace: true },
  ),
  q('visa', 'accountant jobs abroad', (job) => unless(!isIndia(job), accountant(job), 0), { namesPlace: true }),

  // Remote.
  q('remote', 'remote developer', (job) =>
    unless(
      job.isRemote,
      byTitle(job, [
        [3, /developer/i],
        [2, /software engineer/i],
        [1, techBuild],
      ]),
      1,
    ),
  ),
  q('remote', 'work from home', (job) => (job.isRemote ? 3 : 0)),
  q('remote', 'wfh customer support', (job) =>
    unless(
      job.isRemote,
      byTitle(job, [
        [3, /customer support/i],
        [2, support],
      ]),
      1,
    ),
  ),
  q('remote', 'remote data analyst', (job) => unless(job.isRemote, dataAnalyst(job), 1)),
  q('remote', 'content writer work from home', (job) =>
    unless(
      job.isRemote,
      byTitle(job, [
        [3, /content writer/i],
        [2, /seo|copywriter|content/i],
      ]),
      1,
    ),
  ),
  q('remote', 'remote react developer', (job) =>
    unless(job.isRemote, /react developer/i.test(job.title) ? 3 : hasSkill(job, 'React') ? 2 : 0, 1),
  ),

  // Freshers and internships.
  q('fresher', 'fresher', fresher(null)),
  q('fresher', 'software engineer fresher', fresher(/software engineer|software development|developer/i)),
  q('fresher', 'fresher accountant', fresher(/accountant|accounts|audit/i)),
  q('fresher', 'data analyst fresher', fresher(/data analyst|business analyst|analyst/i)),
  q('fresher', 'internship', (job) => (seniorityOf(job) === 'intern' ? 3 : seniorityOf(job) === 'entry' ? 1 : 0)),
  q('fresher', 'marketing intern', (job) => {
    if (seniorityOf(job) !== 'intern') return marketing.test(job.title) && seniorityOf(job) === 'entry' ? 1 : 0
    return marketing.test(job.title) ? 3 : /sales|business development/i.test(job.title) ? 1 : 1
  }),

  // Seniority.
  q(
    'seniority',
    'senior java developer',
    atSeniority(/java developer/i, 'senior', (job) => (hasSkill(job, 'Java') ? 1 : 0)),
  ),
  q('seniority', 'junior data analyst', atSeniority(/data analyst/i, 'entry', dataAnalyst)),
  q(
    'seniority',
    'lead software engineer',
    atSeniority(/^(senior |lead |principal |associate |sr\.? )?software engineer$/i, 'lead', softwareEngineer),
  ),
  q('seniority', 'senior accountant', atSeniority(/accountant/i, 'senior', accountant)),
  q(
    'seniority',
    'sr. python developer',
    atSeniority(/python developer/i, 'senior', (job) => (hasSkill(job, 'Python') ? 1 : 0)),
  ),
  q('seniority', 'वरिष्ठ डेटा एनालिस्ट', atSeniority(/data analyst/i, 'senior', dataAnalyst)),
  q(
    'seniority',
    'senior devops engineer',
    atSeniority(/devops engineer/i, 'senior', (job) => (/site reliability|cloud engineer/i.test(job.title) ? 1 : 0)),
  ),
]
