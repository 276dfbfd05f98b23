/**
 * The fixed request mix of the search benchmark: what people type into the hero search of a job site
 * for Indian professionals, in proportions a little heavier on the hard cases than real traffic
 * (broad single words, typos, deep pages, filters over large sets). Fixed, so runs compare.
 */

export interface BenchRequest {
  kind: string
  path: string
}

function search(kind: string, params: Record<string, string>): BenchRequest {
  return { kind, path: `/api/jobs/search?${new URLSearchParams(params).toString()}` }
}

export const searchRequests: readonly BenchRequest[] = [
  // Job titles, from very broad to specific.
  search('title', { query: 'engineer' }),
  search('title', { query: 'manager' }),
  search('title', { query: 'developer' }),
  search('title', { query: 'software engineer' }),
  search('title', { query: 'data analyst' }),
  search('title', { query: 'product manager' }),
  search('title', { query: 'java developer' }),
  search('title', { query: 'python developer' }),
  search('title', { query: 'sales executive' }),
  search('title', { query: 'accountant' }),
  search('title', { query: 'staff nurse' }),
  search('title', { query: 'business analyst' }),
  search('title', { query: 'devops engineer' }),
  search('title', { query: 'digital marketing executive' }),
  search('title', { query: 'content writer' }),
  search('title', { query: 'civil engineer' }),
  search('title', { query: 'graphic designer' }),
  search('title', { query: 'data scientist' }),
  // Title and place.
  search('title+location', { query: 'software engineer', location: 'Bengaluru' }),
  search('title+location', { query: 'data analyst', location: 'Pune' }),
  search('title+location', { query: 'java developer', location: 'Hyderabad' }),
  search('title+location', { query: 'nurse', location: 'Kochi' }),
  search('title+location', { query: 'product manager', location: 'Gurgaon' }),
  search('title+location', { query: 'sales', location: 'Mumbai' }),
  search('title+location', { query: 'developer', location: 'Remote' }),
  search('title+location', { query: 'engineer', location: 'USA' }),
  search('title+location', { query: 'accountant', location: 'Delhi NCR' }),
  search('title+location', { query: 'software engineer in bangalore' }),
  // Misspellings.
  search('typo', { query: 'sofware enginer' }),
  search('typo', { query: 'devloper' }),
  search('typo', { query: 'acountant' }),
  search('typo', { query: 'data anlyst' }),
  search('typo', { query: 'markting manager' }),
  search('typo', { query: 'pyhton developer', location: 'Bangalor' }),
  // Filters, with and without words.
  search('filters', { query: 'developer', remote_jobs_only: 'true' }),
  search('filters', { query: 'software engineer', date_posted: 'week' }),
  search('filters', { query: 'engineer', visa_sponsorship: 'true', country: 'US' }),
  search('filters', { query: 'analyst', employment_types: 'FULLTIME', salary_min: '1000000' }),
  search('filters', { query: 'manager', company_types: 'direct_hire,job_site' }),
  search('filters', { query: 'developer', job_requirements: 'under_3_years_experience' }),
  search('filters', { query: 'teacher', government_only: 'true' }),
  search('filters', { government_only: 'true' }),
  search('filters', { featured: 'true' }),
  search('filters', { city_slug: 'pune' }),
  search('filters', { role_slug: 'software-engineer', page: '2' }),
  // Deeper pages.
  search('page 2-3', { query: 'software engineer', page: '2' }),
  search('page 2-3', { query: 'developer', page: '3' }),
  search('page 2-3', { query: 'manager', page: '2' }),
  search('page 2-3', { query: 'data analyst', page: '2', num_pages: '2' }),
  // Rare words, and words nothing matches (the any-word fallback runs too).
  search('rare', { query: 'kubernetes' }),
  search('rare', { query: 'confluence' }),
  search('rare', { query: 'ventilator' }),
  search('rare', { query: 'biochemistry professor' }),
  search('rare', { query: 'actuary sommelier' }),
  search('rare', { query: 'सॉफ्टवेयर इंजीनियर' }),
]

/**
 * Fifty popular searches: the landing page's chips and trending titles, the city, role, visa and
 * government pages and their second pages. Real traffic repeats these most, so they rotate.
 */
export const popularRequests: readonly BenchRequest[] = [
  ...[
    'Software Engineer',
    'Product Manager',
    'Data Analyst',
    'Data Scientist',
    'Java Developer',
    'Python Developer',
    'Frontend Developer',
    'Business Analyst',
    'Sales Executive',
    'Accountant',
    'Staff Nurse',
    'Teacher',
    'Graphic Designer',
    'Content Writer',
    'DevOps Engineer',
    'HR Executive',
    'Customer Support',
    'Digital Marketing',
  ].map((query) => search('popular title', { query, num_pages: '2' })),
  ...[
    ['Software Engineer', 'Bengaluru'],
    ['Data Analyst', 'Pune'],
    ['Java Developer', 'Hyderabad'],
    ['Sales Executive', 'Mumbai'],
    ['Product Manager', 'Gurugram'],
    ['Accountant', 'Delhi'],
    ['Software Engineer', 'Remote'],
    ['Staff Nurse', 'United Kingdom'],
  ].map(([query = '', location = '']) => search('popular title+place', { query, location, num_pages: '2' })),
  ...['bengaluru', 'mumbai', 'pune', 'hyderabad', 'chennai', 'delhi', 'gurugram', 'noida', 'kolkata', 'ahmedabad'].map((city) =>
    search('city page', { city_slug: city }),
  ),
  ...['software-engineer', 'data-analyst', 'product-manager', 'sales-executive', 'accountant', 'staff-nurse'].map((role) =>
    search('role page', { role_slug: role }),
  ),
  search('listing page', { visa_sponsorship: 'true' }),
  search('listing page', { government_only: 'true' }),
  search('listing page', { featured: 'true' }),
  search('listing page', { remote_jobs_only: 'true' }),
  search('listing page', { city_slug: 'bengaluru', page: '2' }),
  search('listing page', { city_slug: 'mumbai', page: '2' }),
  search('listing page', { role_slug: 'software-engineer', page: '2' }),
  search('listing page', { query: 'Software Engineer', page: '3' }),
]

/**
 * Searches that never repeat within a run: titles × places × how recent × page, in an order that
 * spreads them. Word corrections and places stay cached, as they would; every ranking and count is new.
 */
export const uniqueRequests: readonly BenchRequest[] = (() => {
  const titles = [
    'engineer',
    'software engineer',
    'data analyst',
    'developer',
    'manager',
    'sales',
    'nurse',
    'accountant',
    'teacher',
    'designer',
    'marketing',
    'python',
    'java',
    'react',
    'devops',
    'analyst',
    'consultant',
    'executive',
    'support',
    'writer',
  ]
  const places = ['', 'Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'Chennai', 'Delhi', 'Kolkata', 'Remote', 'USA', 'UK', 'Dubai']
  const recency = ['all', 'month', 'week', '3days']
  const pages = ['1', '2', '3', '5']
  const requests: BenchRequest[] = []
  for (const page of pages) {
    for (const datePosted of recency) {
      for (const location of places) {
        for (const query of titles) {
          requests.push(search('unique', { query, ...(location ? { location } : {}), date_posted: datePosted, page }))
        }
      }
    }
  }
  // Interleave (7919 is prime, so this visits each once) so consecutive requests differ in every part.
  return requests.flatMap((_, index) => {
    const request = requests[(index * 7919) % requests.length]
    return request ? [request] : []
  })
})()

/** The same mix against the API with its ranking cache off (bench/search/server.ts). */
export const coldSearchRequests: readonly BenchRequest[] = searchRequests.map((request) => ({ ...request, path: `/cold${request.path}` }))

/** The floor: one `select 1` through the same HTTP stack. */
export const floorRequests: readonly BenchRequest[] = [{ kind: 'floor', path: '/api/health/database' }]

/** The baseline is a single ranked query: the text of each search above, without its filters. */
export const naiveRequests: readonly BenchRequest[] = searchRequests.flatMap((request) => {
  const params = new URL(request.path, 'http://bench').searchParams
  const query = params.get('query')
  if (!query) return []
  const page = params.get('page') ?? '1'
  return [{ kind: request.kind, path: `/bench/naive-search?${new URLSearchParams({ query, page }).toString()}` }]
})

function suggest(kind: 'title' | 'location', q: string): BenchRequest {
  return { kind, path: `/api/jobs/suggestions?${new URLSearchParams({ q, kind, limit: '5' }).toString()}` }
}

export const suggestionRequests: readonly BenchRequest[] = [
  ...[
    'so',
    'soft',
    'softw',
    'software e',
    'data',
    'data an',
    'java',
    'pyth',
    'prod',
    'sales',
    'nur',
    'teach',
    'acc',
    'sofware',
    'devloper',
    'enginer',
    'graphic des',
    'hr',
  ].map((q) => suggest('title', q)),
  ...['ben', 'bangalor', 'mum', 'del', 'pune', 'hyd', 'gurg', 'remo', 'usa', 'lond', 'new y', 'chen', 'hydrabad', 'kolkatta'].map((q) =>
    suggest('location', q),
  ),
]
