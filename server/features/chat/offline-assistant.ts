import { formatCount, formatRupees } from '#core/format/number.ts'
import { type InterviewRole } from '#core/interviews/interviews.ts'
import { questionBank, type InterviewQuestion } from '#core/interviews/question-bank.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { ATS_MATCH_TARGET } from '#core/resume/ats/rubric.ts'
import type { AnswerLanguage, KnowledgeHit, KnowledgeRegistry } from './knowledge.ts'

/**
 * The embedded career assistant (issue 21, decision 066): no model, answers from our own data. It
 * sorts a question into an intent (find jobs, salary, resume, interview, visa, country, the product,
 * greeting, out of scope) by its words in English or Hindi, answers from the live jobs table, the
 * interview question bank, the ATS rubric, the plans and the knowledge registry, and says plainly
 * when it cannot answer. Every reply names where its figures come from and links to the page of ours
 * that shows more.
 */

export type ChatIntent =
  | 'refuse'
  | 'greeting'
  | 'thanks'
  | 'find-jobs'
  | 'salary'
  | 'resume'
  | 'interview'
  | 'visa'
  | 'country'
  | 'government'
  | 'product'
  | 'unknown'

/** answered: a reply from our data; unknown: an honest "I can't answer that"; refused: off-limits asked. */
export type AnswerOutcome = 'answered' | 'unknown' | 'refused'

export interface OfflineAnswer {
  text: string
  intent: ChatIntent
  outcome: AnswerOutcome
  language: AnswerLanguage
}

/** What a job search tells the assistant (the jobs service's search, counted as the listing counts). */
export interface JobFactsResult {
  total: number
  isEstimate: boolean
  /** The title understood (after spelling correction or Hindi to English), or null. */
  query: string | null
  /** The place understood ("Bengaluru", "Remote"), or null. */
  location: string | null
  jobs: readonly Job[]
}

export interface JobFacts {
  search(input: {
    query: string | null
    location?: string | null
    visaSponsorship?: boolean
    governmentOnly?: boolean
    pages?: number
  }): Promise<JobFactsResult>
}

export interface OfflineQuestion {
  message: string
  language: AnswerLanguage
  fileContent?: string | null
}

export interface OfflineAssistant {
  answer(question: OfflineQuestion): Promise<OfflineAnswer>
}

const INJECTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines|above|previous)\b/iu,
  /\b(system|developer|hidden|initial|original)\s+(prompt|message|instructions?)\b/iu,
  /\b(reveal|show|print|repeat|tell|output|leak|dump)\b.{0,40}\b(instructions?|prompt|rules|configuration|api key|secret)\b/iu,
  /\b(other|another|all|every)\s+(users?|people|customers?|members?|accounts?)('s)?\b.{0,40}\b(data|chats?|messages?|emails?|phones?|numbers?|resumes?|details|history|passwords?)\b/iu,
  /\b(email|phone|number|address|resume|chat|password)s?\s+of\s+(user|another|other|someone)\b/iu,
  /\b(jailbreak|developer mode|dan mode|you are now|act as (an? )?(unrestricted|different))\b/iu,
  /\b(api[_ ]?key|database|sql|admin password|auth_secret)\b/iu,
  /(निर्देश|प्रॉम्प्ट|सिस्टम).{0,30}(दिखा|बता|भूल|अनदेखा)/u,
  /(दूसरे|अन्य|सभी)\s+(उपयोगकर्ता|यूज़र|लोगों).{0,30}(डेटा|चैट|ईमेल|फ़ोन|नंबर)/u,
]

const GREETING_WORDS = new Set([
  'hi',
  'hello',
  'hey',
  'hii',
  'namaste',
  'namaskar',
  'नमस्ते',
  'नमस्कार',
  'हेलो',
  'हाय',
  'good',
  'morning',
  'evening',
  'afternoon',
])
const THANKS_WORDS = new Set(['thanks', 'thank', 'thx', 'धन्यवाद', 'शुक्रिया', 'dhanyavad'])
const SALARY_WORDS = new Set([
  'salary',
  'salaries',
  'pay',
  'paid',
  'package',
  'ctc',
  'lpa',
  'earn',
  'earns',
  'wage',
  'wages',
  'income',
  'वेतन',
  'सैलरी',
  'तनख्वाह',
  'तनख़्वाह',
  'पगार',
  'पैकेज',
  'कमाई',
])
const VISA_WORDS = new Set(['visa', 'visas', 'sponsorship', 'sponsor', 'sponsors', 'h1b', 'h-1b', 'वीज़ा', 'वीजा', 'स्पॉन्सरशिप', 'स्पॉन्सर'])
const RESUME_WORDS = new Set(['resume', 'resumes', 'cv', 'biodata', 'ats', 'रिज्यूमे', 'रिज़्यूमे', 'रेज़्यूमे', 'बायोडाटा', 'सीवी'])
const INTERVIEW_WORDS = new Set(['interview', 'interviews', 'interviewer', 'star', 'इंटरव्यू', 'साक्षात्कार'])
const JOB_WORDS = new Set([
  'job',
  'jobs',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'hiring',
  'role',
  'roles',
  'position',
  'positions',
  'work',
  'नौकरी',
  'नौकरियाँ',
  'नौकरियां',
  'जॉब',
  'जॉब्स',
  'रोज़गार',
  'रोजगार',
  'भर्ती',
  'वैकेंसी',
])
const GOVERNMENT_WORDS = new Set(['government', 'govt', 'sarkari', 'psu', 'सरकारी'])
const UPLOAD_WORDS = new Set(['upload', 'अपलोड'])
const HOW_WORDS = new Set(['how', 'where', 'can', 'what', 'does', 'do', 'is', 'कैसे', 'कहाँ', 'क्या', 'कितना', 'कितने'])

/** Words that carry no part of a job title or place in a request for jobs. */
const FILLER_WORDS = new Set([
  ...JOB_WORDS,
  ...SALARY_WORDS,
  ...VISA_WORDS,
  ...GOVERNMENT_WORDS,
  'find',
  'show',
  'search',
  'get',
  'give',
  'list',
  'me',
  'my',
  'i',
  'am',
  'want',
  'need',
  'looking',
  'look',
  'for',
  'any',
  'some',
  'latest',
  'new',
  'open',
  'available',
  'please',
  'the',
  'a',
  'an',
  'are',
  'there',
  'what',
  'whats',
  'is',
  'of',
  'to',
  'with',
  'how',
  'much',
  'does',
  'do',
  'average',
  'typical',
  'current',
  'range',
  'per',
  'year',
  'month',
  'annual',
  'freshers',
  'fresher',
  'tell',
  'about',
  'can',
  'you',
  'मुझे',
  'चाहिए',
  'दिखाओ',
  'दिखाएँ',
  'खोजें',
  'खोजो',
  'ढूंढो',
  'ढूँढें',
  'की',
  'के',
  'का',
  'लिए',
  'वाली',
  'वाले',
  'है',
  'हैं',
  'कितना',
  'कितनी',
  'क्या',
  'कोई',
  'नई',
  'सभी',
  'बताओ',
  'बताइए',
  'औसत',
  'मिलती',
  'मिलता',
])

const COUNTRIES: ReadonlyArray<{ name: string; words: readonly string[] }> = [
  { name: 'Germany', words: ['germany', 'german', 'जर्मनी'] },
  { name: 'Canada', words: ['canada', 'कनाडा'] },
  { name: 'United Kingdom', words: ['uk', 'england', 'britain', 'london', 'ब्रिटेन', 'इंग्लैंड', 'लंदन'] },
  { name: 'United States', words: ['usa', 'us', 'america', 'american', 'अमेरिका', 'यूएसए'] },
  { name: 'Australia', words: ['australia', 'ऑस्ट्रेलिया'] },
  { name: 'United Arab Emirates', words: ['uae', 'dubai', 'emirates', 'abu', 'दुबई', 'यूएई'] },
  { name: 'Singapore', words: ['singapore', 'सिंगापुर'] },
  { name: 'Ireland', words: ['ireland', 'आयरलैंड'] },
  { name: 'Netherlands', words: ['netherlands', 'holland', 'नीदरलैंड'] },
  { name: 'Japan', words: ['japan', 'जापान'] },
  { name: 'New Zealand', words: ['zealand', 'न्यूज़ीलैंड'] },
]
const ABROAD_WORDS = new Set(['abroad', 'overseas', 'relocate', 'relocation', 'move', 'migrate', 'immigration', 'विदेश', 'बाहर'])

/** Role words of the interview question bank, for "data analyst interview questions". */
const ROLE_ALIASES: ReadonlyArray<{ role: InterviewRole; words: readonly string[] }> = [
  { role: 'frontend-developer', words: ['frontend', 'front-end', 'react', 'angular'] },
  { role: 'backend-developer', words: ['backend', 'back-end', 'node', 'django', 'spring'] },
  { role: 'devops-engineer', words: ['devops', 'sre', 'kubernetes'] },
  { role: 'qa-engineer', words: ['qa', 'tester', 'testing'] },
  { role: 'data-scientist', words: ['scientist', 'ml', 'machine'] },
  { role: 'data-analyst', words: ['analyst', 'analytics', 'sql', 'excel', 'एनालिस्ट'] },
  { role: 'product-manager', words: ['product'] },
  { role: 'ui-ux-designer', words: ['designer', 'ux', 'ui', 'design'] },
  { role: 'business-analyst', words: ['business'] },
  { role: 'project-manager', words: ['project', 'scrum'] },
  { role: 'digital-marketing', words: ['marketing', 'seo', 'marketer'] },
  { role: 'sales-executive', words: ['sales', 'bde'] },
  { role: 'hr-recruiter', words: ['hr', 'recruiter', 'recruitment'] },
  { role: 'accountant', words: ['accountant', 'accounts', 'accounting', 'ca', 'tally'] },
  { role: 'customer-support', words: ['support', 'customer', 'bpo'] },
  { role: 'software-engineer', words: ['software', 'developer', 'engineer', 'programmer', 'java', 'python', 'coding', 'इंजीनियर', 'डेवलपर'] },
]

/** Lower case words of a question; Hindi's "में" (in) becomes "in" so "X में Y" reads as "X in Y". */
/**
 * The Tamil words of the Tamil quick actions (core/chat/chat-content.ts) and their common forms, as the
 * English words the intents and the job search know; a city with the locative "-இல்" ("in Chennai")
 * reads as the Hindi "बेंगलुरु में" does: city, then "in". Tamil questions are answered in English (spec
 * 001 §4: other languages fall back to English).
 */
const TAMIL_WORDS: ReadonlyArray<readonly [stem: string, english: readonly string[]]> = [
  ['சென்னையில்', ['chennai', 'in']],
  ['சென்னை', ['chennai']],
  ['கோயம்புத்தூரில்', ['coimbatore', 'in']],
  ['கோயம்புத்தூர்', ['coimbatore']],
  ['பெங்களூரில்', ['bengaluru', 'in']],
  ['பெங்களூரு', ['bengaluru']],
  ['மென்பொருள்', ['software']],
  ['பொறியாளர்', ['engineer']],
  ['தரவு', ['data']],
  ['ஆய்வாளர்', ['analyst']],
  ['வேலை', ['jobs']],
  ['ரெஸ்யூம்', ['resume']],
  ['ரெஸ்யூமை', ['resume']],
  ['நேர்காணல்', ['interview']],
  ['சம்பளம்', ['salary']],
  ['எப்படி', ['how']],
]

function fromTamil(word: string): readonly string[] {
  if (!/[\u0B80-\u0BFF]/u.test(word)) return [word]
  // Tamil adds its case endings to the word: the longest known stem it begins with. A stem's final
  // virama (்) gives way to the ending's vowel (ஆய்வாளர் → ஆய்வாளரின்), so it is left out of the match.
  let best: (typeof TAMIL_WORDS)[number] | undefined
  for (const entry of TAMIL_WORDS) {
    const stem = entry[0].replace(/\u0BCD$/u, '')
    if (word.startsWith(stem) && entry[0].length > (best?.[0].length ?? 0)) best = entry
  }
  return best ? best[1] : [word]
}

export function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s+#.-]/gu, ' ')
    .replace(/(?<=\s|^)[.-]+|[.-]+(?=\s|$)/gu, ' ')
    .split(/\s+/u)
    .map((word) => (word === 'में' ? 'in' : word))
    .flatMap(fromTamil)
    .filter((word) => word !== '')
}

function hasAny(words: readonly string[], set: ReadonlySet<string>): boolean {
  return words.some((word) => set.has(word))
}

function say(language: AnswerLanguage, texts: Record<AnswerLanguage, string>): string {
  return texts[language]
}

function searchLink(query: string | null, location: string | null): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (location) params.set('location', location)
  return `/?${params.toString()}`
}

function count(value: number, language: AnswerLanguage, isEstimate = false): string {
  return `${isEstimate ? '~' : ''}${formatCount(value, language)}`
}

/** A yearly rupee figure as Indians say it: ₹8.5 lakh, ₹1.2 crore. */
export function formatLakh(value: number, language: AnswerLanguage): string {
  if (value >= 10_000_000) return `₹${(value / 10_000_000).toFixed(1).replace(/\.0$/u, '')} ${language === 'hi' ? 'करोड़' : 'crore'}`
  if (value >= 100_000) return `₹${(value / 100_000).toFixed(1).replace(/\.0$/u, '')} ${language === 'hi' ? 'लाख' : 'lakh'}`
  return formatRupees(Math.round(value), language)
}

/** The words of a job request that name the title and place, with " in " kept between them. */
function jobQueryOf(words: readonly string[]): string | null {
  const kept = words.filter((word) => word === 'in' || !FILLER_WORDS.has(word))
  // Drop a leading or trailing "in", and a doubled one ("jobs in in").
  const text = kept
    .join(' ')
    .replace(/\bin(\s+in)+\b/gu, 'in')
    .replace(/^in\s+|\s+in$|^in$/gu, '')
    .trim()
  return text === '' ? null : text
}

function jobLines(jobs: readonly Job[], limit: number): string[] {
  return jobs.slice(0, limit).map((job) => {
    const place = job.job_is_remote ? 'Remote' : [job.job_city, job.job_country].filter(Boolean).join(', ')
    return `• ${job.job_title} — ${job.employer_name}${place ? ` (${place})` : ''}`
  })
}

/** A yearly amount in rupees from a posting's pay, or null when it gives none in rupees. */
function yearlyRupees(job: Job): number | null {
  if (job.job_salary_currency !== null && job.job_salary_currency !== 'INR') return null
  const min = job.job_min_salary
  const max = job.job_max_salary
  const middle = min !== null && max !== null ? (min + max) / 2 : (min ?? max)
  if (middle === null || middle <= 0) return null
  switch (job.job_salary_period) {
    case 'MONTH':
      return middle * 12
    case 'HOUR':
      return middle * 2080
    default:
      return middle
  }
}

function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low)
}

function findCountry(words: readonly string[]): string | null {
  for (const country of COUNTRIES) {
    if (country.words.some((word) => words.includes(word))) return country.name
  }
  return null
}

function findInterviewRole(words: readonly string[]): InterviewRole | null {
  for (const alias of ROLE_ALIASES) {
    if (alias.words.some((word) => words.includes(word))) return alias.role
  }
  return null
}

function roleName(role: InterviewRole): string {
  return role
    .split('-')
    .map((part) => (part === 'ui' || part === 'ux' || part === 'hr' || part === 'qa' ? part.toUpperCase() : part))
    .join(' ')
}

export function createOfflineAssistant(deps: { jobs: JobFacts; knowledge: KnowledgeRegistry }): OfflineAssistant {
  async function answerJobs(words: readonly string[], language: AnswerLanguage, governmentOnly: boolean): Promise<OfflineAnswer> {
    const query = jobQueryOf(words)
    if (query === null && !governmentOnly) {
      return {
        intent: 'find-jobs',
        outcome: 'answered',
        language,
        text: say(language, {
          en: "Which job should I look for? Tell me a title and, if you like, a city — for example 'data analyst jobs in Pune'.",
          hi: "मैं कौन-सी नौकरी खोजूँ? पद और चाहें तो शहर बताइए — जैसे 'पुणे में डेटा एनालिस्ट की नौकरी'।",
        }),
      }
    }
    const found = await deps.jobs.search({ query, governmentOnly })
    const what = [found.query ?? query ?? '', governmentOnly ? (language === 'hi' ? 'सरकारी' : 'government') : ''].filter(Boolean).join(' ')
    const where = found.location
    const link = governmentOnly && query === null ? '/government-jobs' : searchLink(found.query ?? query, where)
    if (found.total === 0) {
      return {
        intent: governmentOnly ? 'government' : 'find-jobs',
        outcome: 'answered',
        language,
        text: say(language, {
          en: `I found no open ${what} jobs${where ? ` in ${where}` : ''} right now. Try a broader title, a nearby city or Remote. [Search again](${link})`,
          hi: `अभी${where ? ` ${where} में` : ''} ${what} की कोई खुली नौकरी नहीं मिली। बड़ा पद, पास का शहर या Remote आज़माएँ। [फिर से खोजें](${link})`,
        }),
      }
    }
    const lines = jobLines(found.jobs, 3).join('\n')
    const total = count(found.total, language, found.isEstimate)
    return {
      intent: governmentOnly ? 'government' : 'find-jobs',
      outcome: 'answered',
      language,
      text: say(language, {
        en: `I found ${total} open ${what} jobs${where ? ` in ${where}` : ''} on JobYatra. The newest:\n${lines}\n[See all ${total} jobs](${link})`,
        hi: `JobYatra पर${where ? ` ${where} में` : ''} ${what} की ${total} खुली नौकरियाँ मिलीं। सबसे नई:\n${lines}\n[सभी ${total} नौकरियाँ देखें](${link})`,
      }),
    }
  }

  async function answerSalary(words: readonly string[], language: AnswerLanguage): Promise<OfflineAnswer> {
    const query = jobQueryOf(words)
    if (query === null) {
      return {
        intent: 'salary',
        outcome: 'answered',
        language,
        text: say(language, {
          en: "Which role's salary would you like? For example 'data analyst salary in Bengaluru' — I'll work it out from the pay our current postings list.",
          hi: "किस पद का वेतन जानना है? जैसे 'बेंगलुरु में डेटा एनालिस्ट का वेतन' — मैं हमारी मौजूदा नौकरियों में लिखे वेतन से बताऊँगा।",
        }),
      }
    }
    const found = await deps.jobs.search({ query, pages: 5 })
    const what = found.query ?? query
    const where = found.location
    const link = searchLink(what, where)
    const yearly = found.jobs.flatMap((job) => {
      const value = yearlyRupees(job)
      return value === null ? [] : [value]
    })
    yearly.sort((a, b) => a - b)
    if (yearly.length === 0) {
      return {
        intent: 'salary',
        outcome: found.total === 0 ? 'unknown' : 'answered',
        language,
        text: say(language, {
          en:
            found.total === 0
              ? `I don't have salary data for ${what}${where ? ` in ${where}` : ''}: no current postings match. [Search jobs](${link})`
              : `None of the ${count(found.total, language)} current ${what} postings I looked at list their pay, so I won't guess a figure. [See the jobs](${link})`,
          hi:
            found.total === 0
              ? `${what}${where ? ` (${where})` : ''} के वेतन का डेटा मेरे पास नहीं है: अभी कोई मिलती नौकरी नहीं। [नौकरियाँ खोजें](${link})`
              : `${what} की ${count(found.total, language)} मौजूदा नौकरियों में वेतन नहीं लिखा है, इसलिए मैं अंदाज़ा नहीं लगाऊँगा। [नौकरियाँ देखें](${link})`,
        }),
      }
    }
    const low = formatLakh(quantile(yearly, 0.25), language)
    const median = formatLakh(quantile(yearly, 0.5), language)
    const high = formatLakh(quantile(yearly, 0.75), language)
    return {
      intent: 'salary',
      outcome: 'answered',
      language,
      text: say(language, {
        en: `From ${count(yearly.length, language)} current ${what} postings${where ? ` in ${where}` : ''} that list pay: the middle half pay ${low} – ${high} a year, median ${median}. [See the jobs](${link})`,
        hi: `${where ? `${where} में ` : ''}${what} की ${count(yearly.length, language)} मौजूदा नौकरियों से, जिनमें वेतन लिखा है: बीच की आधी नौकरियाँ सालाना ${low} – ${high} देती हैं, माध्यिका ${median}। [नौकरियाँ देखें](${link})`,
      }),
    }
  }

  async function answerVisa(words: readonly string[], language: AnswerLanguage): Promise<OfflineAnswer> {
    const country = findCountry(words)
    const query = jobQueryOf(words.filter((word) => !COUNTRIES.some((entry) => entry.words.includes(word))))
    const found = await deps.jobs.search({ query, location: country, visaSponsorship: true })
    const where = country ?? found.location
    const total = count(found.total, language, found.isEstimate)
    const lines = jobLines(found.jobs, 3).join('\n')
    return {
      intent: 'visa',
      outcome: 'answered',
      language,
      text: say(language, {
        en: `${found.total === 0 ? 'I found no' : `I found ${total}`} open ${query ? `${found.query ?? query} ` : ''}jobs${where ? ` in ${where}` : ''} that offer visa sponsorship.${lines ? `\n${lines}` : ''}\nVisa rules change often: check the destination's official immigration site before you apply. [Visa sponsorship jobs](/visa-sponsorship-jobs)`,
        hi: `${where ? `${where} में ` : ''}वीज़ा स्पॉन्सरशिप वाली ${query ? `${found.query ?? query} की ` : ''}${found.total === 0 ? 'कोई खुली नौकरी नहीं मिली' : `${total} खुली नौकरियाँ मिलीं`}।${lines ? `\n${lines}` : ''}\nवीज़ा नियम बदलते रहते हैं: आवेदन से पहले उस देश की आधिकारिक इमिग्रेशन साइट देखें। [वीज़ा स्पॉन्सरशिप नौकरियाँ](/visa-sponsorship-jobs)`,
      }),
    }
  }

  async function answerCountry(country: string, words: readonly string[], language: AnswerLanguage): Promise<OfflineAnswer> {
    const guides = await deps.knowledge.search([...words, country.toLowerCase()], { limit: 1 })
    const guide = guides.find((hit) => hit.source !== 'product-help')
    if (guide) return fromKnowledge(guide, language, 'country')
    const query = jobQueryOf(words.filter((word) => !COUNTRIES.some((entry) => entry.words.includes(word)) && !ABROAD_WORDS.has(word)))
    const found = await deps.jobs.search({ query, location: country })
    const total = count(found.total, language, found.isEstimate)
    return {
      intent: 'country',
      outcome: 'answered',
      language,
      text: say(language, {
        en: `I don't have a written guide to working in ${country} yet. What I can tell you from our data: ${found.total === 0 ? 'no' : total} open ${query ? `${found.query ?? query} ` : ''}jobs there right now. [See them](${searchLink(found.query ?? query, country)}) · [Visa sponsorship jobs](/visa-sponsorship-jobs)`,
        hi: `${country} में काम करने की लिखित गाइड अभी मेरे पास नहीं है। हमारे डेटा से: वहाँ अभी ${query ? `${found.query ?? query} की ` : ''}${found.total === 0 ? 'कोई खुली नौकरी नहीं' : `${total} खुली नौकरियाँ`} हैं। [देखें](${searchLink(found.query ?? query, country)}) · [वीज़ा स्पॉन्सरशिप नौकरियाँ](/visa-sponsorship-jobs)`,
      }),
    }
  }

  function answerInterview(words: readonly string[], language: AnswerLanguage): OfflineAnswer {
    const role = findInterviewRole(words)
    const bank = questionBank.get(role ?? 'software-engineer') ?? []
    const picked: InterviewQuestion[] = role
      ? [
          ...bank.filter((question) => question.kind === 'technical').slice(0, 2),
          ...bank.filter((question) => question.kind === 'behavioural').slice(0, 1),
        ]
      : bank.filter((question) => question.kind === 'behavioural').slice(0, 3)
    const questions = picked.map((question) => `• ${question.text}`).join('\n')
    const first = picked[0]
    const forRole = role ? roleName(role) : null
    return {
      intent: 'interview',
      outcome: 'answered',
      language,
      text: say(language, {
        en: `${forRole ? `Questions ${forRole} interviews ask` : 'Common interview questions'} from our question bank:\n${questions}\n${first ? `What a strong answer to the first covers: ${first.guidance}\n` : ''}Answer with STAR (Situation, Task, Action, Result), give numbers, and keep to the question. [Practise in a mock interview](/mock-interview) · [Preparation guide](/mock-interview/preparation)`,
        hi: `हमारे प्रश्न-बैंक से ${forRole ? `${forRole} इंटरव्यू के सवाल` : 'आम इंटरव्यू सवाल'}:\n${questions}\nSTAR (स्थिति, काम, कदम, नतीजा) में जवाब दें, आँकड़े दें और सवाल पर टिके रहें। [मॉक इंटरव्यू में अभ्यास करें](/mock-interview) · [तैयारी गाइड](/mock-interview/preparation)`,
      }),
    }
  }

  function answerResume(fileContent: string | null, language: AnswerLanguage): OfflineAnswer {
    if (fileContent === null || fileContent.trim() === '') {
      return {
        intent: 'resume',
        outcome: 'answered',
        language,
        text: say(language, {
          en: `To get through applicant tracking systems: use one column with standard headings (Experience, Education, Skills), put contact details in the text (not a header image), start bullets with action verbs and numbers ("cut report time 90%"), and mirror the job's own skill words — aim for a ${ATS_MATCH_TARGET}% match. Upload your resume here and I'll check it, or run the full ATS check. [Resume builder](/resume-builder) · [ATS rubric](/ats-rubric)`,
          hi: `ATS से पास होने के लिए: एक कॉलम और सामान्य शीर्षक (Experience, Education, Skills) रखें, संपर्क जानकारी टेक्स्ट में दें, हर बिंदु क्रिया-शब्द और आँकड़ों से शुरू करें ("रिपोर्ट का समय 90% घटाया"), और नौकरी के स्किल-शब्द दोहराएँ — ${ATS_MATCH_TARGET}% मिलान का लक्ष्य रखें। अपना रिज्यूमे यहाँ अपलोड करें, मैं जाँच दूँगा। [रिज्यूमे बिल्डर](/resume-builder) · [ATS रूब्रिक](/ats-rubric)`,
        }),
      }
    }
    const review = reviewResumeText(fileContent)
    const good = review.strengths.map((item) => `✓ ${item[language]}`).join('\n')
    const fixes = review.fixes.map((item) => `• ${item[language]}`).join('\n')
    return {
      intent: 'resume',
      outcome: 'answered',
      language,
      text: say(language, {
        en: `I read your resume (${formatCount(review.wordCount, language)} words).\n${good ? `Good:\n${good}\n` : ''}${fixes ? `To fix:\n${fixes}\n` : 'It covers what an ATS looks for.\n'}For a score against a job, run the ATS check in the builder. [Resume builder](/resume-builder)`,
        hi: `मैंने आपका रिज्यूमे पढ़ा (${formatCount(review.wordCount, language)} शब्द)।\n${good ? `अच्छा:\n${good}\n` : ''}${fixes ? `सुधारें:\n${fixes}\n` : 'इसमें वह सब है जो ATS देखता है।\n'}किसी नौकरी के सामने स्कोर के लिए बिल्डर में ATS जाँच चलाएँ। [रिज्यूमे बिल्डर](/resume-builder)`,
      }),
    }
  }

  function fromKnowledge(hit: KnowledgeHit, language: AnswerLanguage, intent: ChatIntent): OfflineAnswer {
    const link = hit.entry.link ? ` [${hit.entry.title[language]}](${hit.entry.link})` : ''
    return { intent, outcome: 'answered', language, text: `${hit.entry.answer[language]}${link}` }
  }

  return {
    async answer({ message, language, fileContent = null }) {
      const words = toWords(message)
      if (INJECTION_PATTERNS.some((pattern) => pattern.test(message))) {
        return {
          intent: 'refuse',
          outcome: 'refused',
          language,
          text: say(language, {
            en: "I can't share my instructions or anything about other people's accounts. I'm here for your job search: jobs, salaries, resumes, interviews, visas and using JobYatra.",
            hi: 'मैं अपने निर्देश या दूसरे लोगों के खातों की कोई जानकारी साझा नहीं कर सकता। मैं आपकी नौकरी की खोज में मदद के लिए हूँ: नौकरियाँ, वेतन, रिज्यूमे, इंटरव्यू, वीज़ा और JobYatra का उपयोग।',
          }),
        }
      }
      if (words.length <= 4 && hasAny(words, GREETING_WORDS) && !hasAny(words, JOB_WORDS)) {
        return {
          intent: 'greeting',
          outcome: 'answered',
          language,
          text: say(language, {
            en: "Hello! I can find jobs with live counts, give salary figures from current postings, review your resume, share interview questions for your role, and explain visas and JobYatra's plans. What would you like?",
            hi: 'नमस्ते! मैं लाइव गिनती के साथ नौकरियाँ खोज सकता हूँ, मौजूदा नौकरियों से वेतन बता सकता हूँ, आपका रिज्यूमे जाँच सकता हूँ, आपकी भूमिका के इंटरव्यू सवाल दे सकता हूँ और वीज़ा व JobYatra के प्लान समझा सकता हूँ। क्या चाहिए?',
          }),
        }
      }
      if (words.length <= 5 && hasAny(words, THANKS_WORDS)) {
        return {
          intent: 'thanks',
          outcome: 'answered',
          language,
          text: say(language, { en: "You're welcome! Good luck with the search.", hi: 'आपका स्वागत है! नौकरी की खोज के लिए शुभकामनाएँ।' }),
        }
      }
      const isHowTo = hasAny(words, HOW_WORDS)
      if (fileContent !== null && fileContent.trim() !== '') return answerResume(fileContent, language)
      if (hasAny(words, SALARY_WORDS)) return answerSalary(words, language)
      if (hasAny(words, VISA_WORDS)) return answerVisa(words, language)
      if (hasAny(words, RESUME_WORDS) && !hasAny(words, UPLOAD_WORDS)) {
        const hits = await deps.knowledge.search(words, { limit: 1, minScore: 2 })
        const best = hits[0]
        if (best && isHowTo) return fromKnowledge(best, language, 'product')
        return answerResume(null, language)
      }
      if (hasAny(words, INTERVIEW_WORDS)) {
        const hits = await deps.knowledge.search(words, { limit: 1, minScore: 2 })
        const best = hits[0]
        if (best) return fromKnowledge(best, language, 'product')
        return answerInterview(words, language)
      }
      const hits = await deps.knowledge.search(words, { limit: 1 })
      const best = hits[0]
      const country = findCountry(words)
      const isJobs = hasAny(words, JOB_WORDS)
      if (best && (isHowTo || !isJobs) && best.source === 'product-help') return fromKnowledge(best, language, 'product')
      if (country && (hasAny(words, ABROAD_WORDS) || !isJobs || words.includes('work'))) return answerCountry(country, words, language)
      if (hasAny(words, GOVERNMENT_WORDS)) return answerJobs(words, language, true)
      if (isJobs) return answerJobs(words, language, false)
      if (best) return fromKnowledge(best, language, best.source === 'product-help' ? 'product' : 'country')
      return {
        intent: 'unknown',
        outcome: 'unknown',
        language,
        text: say(language, {
          en: "I don't know the answer to that — I can only help with careers and JobYatra: finding jobs, salaries, resumes, interviews, visas and working abroad, and using the site. Try 'python jobs in Bengaluru' or 'data analyst salary'.",
          hi: "इसका जवाब मुझे नहीं पता — मैं सिर्फ़ करियर और JobYatra में मदद कर सकता हूँ: नौकरियाँ, वेतन, रिज्यूमे, इंटरव्यू, वीज़ा, विदेश में काम और साइट का उपयोग। जैसे 'बेंगलुरु में python की नौकरी' या 'डेटा एनालिस्ट का वेतन' पूछें।",
        }),
      }
    },
  }
}

export interface ResumeReview {
  wordCount: number
  strengths: Array<Record<AnswerLanguage, string>>
  fixes: Array<Record<AnswerLanguage, string>>
}

const ACTION_VERBS =
  /\b(led|built|managed|improved|increased|reduced|designed|developed|launched|created|delivered|automated|implemented|optimi[sz]ed|grew|saved|cut|owned|mentored)\b/giu

/** What an ATS and a recruiter look for in a resume's text, checked by rules (the ATS rubric's parts). */
export function reviewResumeText(text: string): ResumeReview {
  const lower = text.toLowerCase()
  const wordCount = text.split(/\s+/u).filter(Boolean).length
  const hasEmail = /[\w.+-]+@[\w-]+\.[\w.]+/u.test(text)
  const hasPhone = /(\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}/u.test(text) || /\+\d[\d\s-]{8,}/u.test(text)
  const hasExperience = /\b(experience|work history|employment|professional experience)\b/u.test(lower)
  const hasEducation = /\b(education|b\.?tech|b\.?e\b|bachelor|master|mba|degree|university|college)\b/u.test(lower)
  const hasSkills = /\bskills?\b/u.test(lower)
  const numbers = (text.match(/\d+(\.\d+)?\s?(%|lakh|crore|k\b|x\b|users|customers|hours|days)/giu) ?? []).length
  const verbs = (text.match(ACTION_VERBS) ?? []).length
  const strengths: ResumeReview['strengths'] = []
  const fixes: ResumeReview['fixes'] = []
  if (hasEmail && hasPhone)
    strengths.push({ en: 'Contact details an ATS can read (email and phone).', hi: 'संपर्क जानकारी जिसे ATS पढ़ सकता है (ईमेल और फ़ोन)।' })
  else
    fixes.push({
      en: `Add your ${hasEmail ? 'phone number' : hasPhone ? 'email address' : 'email and phone'} as text at the top.`,
      hi: `ऊपर टेक्स्ट में अपना ${hasEmail ? 'फ़ोन नंबर' : hasPhone ? 'ईमेल' : 'ईमेल और फ़ोन'} जोड़ें।`,
    })
  if (hasExperience) strengths.push({ en: 'A work experience section.', hi: 'कार्य अनुभव का सेक्शन।' })
  else
    fixes.push({
      en: "Add a section headed 'Experience' (or 'Projects' if you are a fresher).",
      hi: "'Experience' शीर्षक वाला सेक्शन जोड़ें (फ़्रेशर हों तो 'Projects')।",
    })
  if (hasEducation) strengths.push({ en: 'Education listed.', hi: 'शिक्षा दी गई है।' })
  else fixes.push({ en: "Add an 'Education' section with your degree and year.", hi: "डिग्री और वर्ष के साथ 'Education' सेक्शन जोड़ें।" })
  if (hasSkills) strengths.push({ en: 'A skills section.', hi: 'स्किल्स का सेक्शन।' })
  else fixes.push({ en: "Add a 'Skills' section naming your tools and technologies.", hi: "अपने टूल और तकनीकें बताते हुए 'Skills' सेक्शन जोड़ें।" })
  if (numbers >= 3)
    strengths.push({ en: `${numbers} measured results (numbers, percentages).`, hi: `${numbers} मापे गए नतीजे (आँकड़े, प्रतिशत)।` })
  else
    fixes.push({
      en: 'Show results with numbers: "reduced load time by 40%", "handled 200 tickets a week".',
      hi: 'नतीजे आँकड़ों में दिखाएँ: "लोड टाइम 40% घटाया", "हर हफ़्ते 200 टिकट संभाले"।',
    })
  if (verbs < 3)
    fixes.push({
      en: 'Start bullet points with action verbs (led, built, improved, launched).',
      hi: 'हर बिंदु क्रिया-शब्द से शुरू करें (led, built, improved, launched)।',
    })
  if (wordCount < 150)
    fixes.push({
      en: `At ${wordCount} words it is thin: most good one-page resumes have 300–600.`,
      hi: `${wordCount} शब्द कम हैं: अच्छे एक-पेज रिज्यूमे में 300–600 शब्द होते हैं।`,
    })
  if (wordCount > 1200)
    fixes.push({
      en: `At ${wordCount} words it is long: keep to two pages and cut older roles to a line each.`,
      hi: `${wordCount} शब्द ज़्यादा हैं: दो पेज रखें और पुरानी नौकरियों को एक-एक पंक्ति में लिखें।`,
    })
  return { wordCount, strengths, fixes }
}
