import { PRESENT, RESUME_SCHEMA_VERSION, RESUME_SECTIONS, type ResumeSection } from '#core/resume/resume-constants.ts'
import { LABELS } from '#core/resume/resume-outline.ts'
import type {
  Award,
  Certification,
  CustomSection,
  Education,
  Project,
  Reference,
  ResumeDocument,
  Skill,
  SkillGroup,
  SpokenLanguage,
  WorkExperience,
} from '#core/resume/resume-document.schema.ts'

/**
 * The resume parser (issue 20, "Upload and parse"; decision 052): plain text in — what pdf.js reads
 * from a PDF, what mammoth reads from a DOCX, a TXT as typed — and a resume document out. Deterministic
 * (same text, same document, ids included) and free of zod and of the network, so the upload review and
 * the ATS check's parseability score both run it and agree.
 *
 * It works line by line: the lines before the first section heading are the header (name, title,
 * contact details, the India fields), and each known heading ('Work Experience', 'Key Skills',
 * 'Academic Qualifications'…) starts a section whose lines are cut into entries at their dates.
 * Everything it returns fits the schema's bounds (strings cut to their maximum, arrays to theirs).
 */
export function parseResumeText(text: string): ResumeDocument {
  const lines = toLines(englishFieldLabels(text)).map(englishLabels)
  const { header, sections } = splitSections(lines)
  const document = blankDocument()
  parseHeader(header, document)
  const order: ResumeSection[] = []
  for (const section of sections) {
    const before = sectionSize(document, section.key)
    fillSection(document, section)
    if (section.key !== 'customSections' && sectionSize(document, section.key) > before && !order.includes(section.key)) {
      order.push(section.key)
    }
    if (section.key === 'customSections' && !order.includes('customSections')) order.push('customSections')
  }
  if (document.personalInfo.summary !== '' && !order.includes('summary')) order.unshift('summary')
  document.sectionOrder = [...order, ...RESUME_SECTIONS.filter((key) => !order.includes(key))]
  return document
}

// ---------------------------------------------------------------------------------------------
// Our own Hindi labels (resume-outline.ts LABELS.hi), read as their English twins

const SECTION_LABELS = [
  'summary',
  'workExperience',
  'education',
  'skills',
  'projects',
  'certifications',
  'languages',
  'awards',
  'references',
] as const
const FIELD_LABELS = ['noticePeriod', 'currentCtc', 'expectedCtc', 'preferredCities', 'workAuthorisation', 'gpa'] as const

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The India fields' Hindi labels read as English ones ('नोटिस अवधि: 30 दिन' as 'Notice period: 30 days'),
 * over the whole text: a label the export wrapped across two lines ('पसंदीदा' / 'शहर:') is one again.
 */
function englishFieldLabels(text: string): string {
  if (!/[\u0900-\u097F]/.test(text)) return text
  const hindi = LABELS.hi
  const english = LABELS.en
  let read = text
  for (const key of FIELD_LABELS) {
    const label = hindi[key].split(' ').map(escapeRegExp).join('\\s+')
    read = read.replace(new RegExp(`${label}:`, 'g'), `${english[key]}:`)
  }
  // The notice period's value only: 'दिन' in the person's own sentences stays.
  const notice = escapeRegExp(english.noticePeriod)
  return read
    .replace(new RegExp(`(${notice}:\\s*\\d+)\\s*${escapeRegExp(hindi.days)}`, 'g'), `$1 ${english.days}`)
    .replace(new RegExp(`(${notice}:\\s*)${escapeRegExp(hindi.immediate)}`, 'g'), `$1${english.immediate}`)
}

/**
 * A Hindi resume exported by us parses as its English twin does: a heading alone on its line and a
 * level after a colon or in brackets are our labels (LABELS.hi) and read as LABELS.en. The person's
 * own words are left as they are.
 */
function englishLabels(line: string): string {
  const hindi = LABELS.hi
  const english = LABELS.en
  const alone = line.trim().replace(/:$/, '')
  const heading = SECTION_LABELS.find((key) => hindi[key] === alone)
  if (heading) return english[heading]
  if (!/[\u0900-\u097F]/.test(line)) return line
  let read = line
  for (const [key, label] of Object.entries(hindi.proficiency)) {
    read = read.replace(
      new RegExp(`:\\s*${escapeRegExp(label)}(?=\\s*(?:$|[|·,;]))`, 'g'),
      `: ${english.proficiency[key as keyof typeof hindi.proficiency]}`,
    )
  }
  for (const [key, label] of Object.entries(hindi.skillLevel)) {
    read = read.replaceAll(`(${label})`, `(${english.skillLevel[key as keyof typeof hindi.skillLevel]})`)
  }
  return read
}

// ---------------------------------------------------------------------------------------------
// Limits: the schema's, so a parsed document always validates.

const LINE_MAX = 200
const PARAGRAPH_MAX = 5000
const DATE_MAX = 40
const URL_MAX = 500

function cut(value: string, max: number): string {
  const trimmed = value.replace(/\s+/g, ' ').trim()
  return trimmed.length <= max ? trimmed : trimmed.slice(0, max).trim()
}

function cutParagraph(value: string): string {
  const trimmed = value.trim()
  return trimmed.length <= PARAGRAPH_MAX ? trimmed : trimmed.slice(0, PARAGRAPH_MAX).trim()
}

function blankDocument(): ResumeDocument {
  return {
    schemaVersion: RESUME_SCHEMA_VERSION,
    personalInfo: { firstName: '', lastName: '', title: '', email: '', phone: '', location: '', website: '', linkedin: '', summary: '' },
    india: { noticePeriodDays: null, currentCtcLpa: null, expectedCtcLpa: null, preferredCities: [], workAuthorisation: '' },
    workExperience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    languages: [],
    awards: [],
    references: [],
    customSections: [],
    sectionOrder: [...RESUME_SECTIONS],
  }
}

function sectionSize(document: ResumeDocument, key: ResumeSection): number {
  if (key === 'summary') return document.personalInfo.summary === '' ? 0 : 1
  return document[key].length
}

// ---------------------------------------------------------------------------------------------
// Lines

const BULLET = /^(?:[•●▪■◦○‣∙·*►▸▹›»➢➤✓✔–—-]|\(?\d{1,2}[.)])\s+/

function toLines(text: string): string[] {
  return (
    text
      // Composed as typed: pdf.js gives Tamil's two-part vowel signs in pieces (ொ as ெ + ா).
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
      .replace(/\ufb01/g, 'fi')
      .replace(/\ufb02/g, 'fl')
      .replace(/[\u200b\ufeff]/g, '')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
  )
}

function isBullet(line: string): boolean {
  return BULLET.test(line) && !DATE_RANGE.test(line.slice(0, 12))
}

function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim()
}

// ---------------------------------------------------------------------------------------------
// Section headings

const HEADINGS: Record<Exclude<ResumeSection, 'customSections'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'profile summary',
    'professional profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'professional objective',
    'executive summary',
  ],
  workExperience: [
    'work experience',
    'experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'internships',
    'internship',
    'experience and internships',
  ],
  education: [
    'education',
    'academic qualifications',
    'academic qualification',
    'educational qualifications',
    'educational qualification',
    'qualifications',
    'academics',
    'academic background',
    'education and training',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'skills and tools',
    'it skills',
    'areas of expertise',
    'expertise',
    'tools and technologies',
    'technologies',
  ],
  projects: ['projects', 'academic projects', 'personal projects', 'key projects', 'project experience', 'selected projects'],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses and certifications',
    'courses and certifications',
    'courses',
  ],
  languages: ['languages', 'languages known', 'language proficiency', 'spoken languages'],
  awards: [
    'awards',
    'achievements',
    'honors and awards',
    'honours and awards',
    'awards and achievements',
    'accomplishments',
    'honors',
    'honours',
  ],
  references: ['references', 'referees'],
}

/** Sections the schema has no place for, kept as custom sections for the person to accept or skip. */
const CUSTOM_HEADINGS = new Set([
  'volunteering',
  'volunteer experience',
  'publications',
  'interests',
  'hobbies',
  'hobbies and interests',
  'extracurricular activities',
  'extra curricular activities',
  'co curricular activities',
  'positions of responsibility',
  'leadership',
  'activities',
  'training',
  'trainings',
  'workshops',
  'conferences',
  'patents',
  'personal details',
  'personal information',
  'declaration',
])

const HEADING_LOOKUP = new Map<string, Exclude<ResumeSection, 'customSections'>>(
  Object.entries(HEADINGS).flatMap(([key, names]) => names.map((name) => [name, key as Exclude<ResumeSection, 'customSections'>])),
)

function headingKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[:|]+$/, '')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A known section heading, or 'custom' for a short upper-case line after the header, or null. */
function classifyHeading(line: string, inHeader: boolean): ResumeSection | null {
  if (line.length === 0 || line.length > 45) return null
  if (/:\s*\S/.test(line)) return null
  const key = headingKey(line)
  const known = HEADING_LOOKUP.get(key)
  if (known) return known
  if (CUSTOM_HEADINGS.has(key)) return 'customSections'
  const letters = line.replace(/[^A-Za-z]/g, '')
  const words = line.split(' ').length
  if (
    !inHeader &&
    letters.length >= 4 &&
    letters === letters.toUpperCase() &&
    words <= 4 &&
    !/\d/.test(line) &&
    !/[@,|]/.test(line) &&
    !isBullet(line)
  ) {
    return 'customSections'
  }
  return null
}

interface RawSection {
  key: ResumeSection
  title: string
  lines: string[]
}

/** Our Hindi section labels (LABELS.hi) and the sections they head. */
const HINDI_SECTION_LABELS = SECTION_LABELS.map((key) => ({ key, label: `${LABELS.hi[key]} ` }))

/**
 * A known heading set in a gutter beside its section's first line ('Summary Backend engineer with…',
 * 'कार्य अनुभव Senior Engineer · 2021'), as two-column layouts extract: the heading and the rest of the
 * line, or null. Our Hindi labels head a Hindi resume's sections whatever script the line goes on in.
 */
function splitGutterHeading(line: string): { key: ResumeSection; heading: string; rest: string } | null {
  const hindi = HINDI_SECTION_LABELS.find(({ label }) => line.startsWith(label))
  if (hindi) return { key: hindi.key, heading: LABELS.en[hindi.key], rest: line.slice(hindi.label.length) }
  const words = line.split(' ')
  for (let count = Math.min(4, words.length - 1); count >= 1; count -= 1) {
    const heading = words.slice(0, count).join(' ')
    const rest = words.slice(count).join(' ')
    // The rest starts as a section does: a capital, a digit, a bullet, or a letter of a script without
    // case (a Tamil summary beside 'Summary', which is no part of the heading); a lower-case word is
    // the heading's sentence going on.
    if (!/^[A-Z]/.test(heading) || /\p{Lo}/u.test(heading) || !/^(?:[A-Z0-9•·-]|\p{Lo})/u.test(rest)) continue
    const key = headingKey(heading)
    const known = HEADING_LOOKUP.get(key) ?? (CUSTOM_HEADINGS.has(key) ? 'customSections' : null)
    if (known) return { key: known, heading, rest }
  }
  return null
}

function splitSections(lines: string[]): { header: string[]; sections: RawSection[] } {
  const header: string[] = []
  const sections: RawSection[] = []
  let current: RawSection | null = null
  // Gutter headings are read only when the first heading was one: in a resume whose headings stand on
  // their own lines, a line that merely starts with 'Education' or 'Projects' is text.
  let isGutterLayout = false
  for (const line of lines) {
    if (
      current !== null &&
      /^\s*(notice\s*period|current\s*ctc|expected\s*ctc|preferred\s*(cities|locations?)|work\s*authori[sz]ation)\s*[:\-–]/i.test(line)
    ) {
      // The India fields, wherever the resume puts them (often last), are the header's.
      header.push(line)
      continue
    }
    const key = classifyHeading(line, current === null)
    const gutter: ReturnType<typeof splitGutterHeading> =
      key === null && (current === null || isGutterLayout) ? splitGutterHeading(line) : null
    if (key) {
      current = { key, title: line.replace(/[:]+$/, '').trim(), lines: [] }
      sections.push(current)
    } else if (gutter) {
      isGutterLayout = true
      current = { key: gutter.key, title: gutter.heading, lines: [gutter.rest] }
      sections.push(current)
    } else if (current) {
      current.lines.push(line)
    } else {
      header.push(line)
    }
  }
  return { header, sections }
}

// ---------------------------------------------------------------------------------------------
// Header: name, title, contact details, India fields

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?:\+?\d{1,3}[\s-]?)?(?:\(?\d{2,5}\)?[\s-]?)?\d{3,5}[\s-]?\d{4,5}/
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s|,]+/i
const WEBSITE =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|io|dev|me|org|net|co|app|tech|ai|xyz|site|page)(?:\/[^\s|,]*)?/i

/** The India fields as the templates word them ('Notice period: 30 days'), and as people commonly do. */
const DETAIL_LABEL =
  /(notice\s*period|current\s*ctc|expected\s*ctc|preferred\s*(?:cities|locations?)|work\s*authori[sz]ation)\s*[:\-–]\s*/gi

function applyDetail(label: string, value: string, document: ResumeDocument): void {
  const key = label.toLowerCase().replace(/\s+/g, ' ')
  const india = document.india
  if (key.startsWith('notice')) {
    if (/immediate/i.test(value)) india.noticePeriodDays = 0
    else {
      const days = /(\d{1,3})\s*(day|week|month)?/i.exec(value)
      if (days?.[1]) {
        const unit = (days[2] ?? 'day').toLowerCase()
        const count = Number(days[1]) * (unit === 'month' ? 30 : unit === 'week' ? 7 : 1)
        if (count <= 365) india.noticePeriodDays = count
      }
    }
  } else if (key.startsWith('current')) india.currentCtcLpa = lakhs(value)
  else if (key.startsWith('expected')) india.expectedCtcLpa = lakhs(value)
  else if (key.startsWith('preferred')) {
    india.preferredCities = splitList(value)
      .map((city) => cut(city, LINE_MAX))
      .slice(0, 20)
  } else india.workAuthorisation = cut(value, LINE_MAX)
}

/** Takes the India fields out of a header line: the text between one label and the next is its value. */
function takeDetails(line: string, document: ResumeDocument): string {
  const labels = [...line.matchAll(DETAIL_LABEL)]
  if (labels.length === 0) return line
  labels.forEach((match, index) => {
    const start = (match.index ?? 0) + match[0].length
    const end = labels[index + 1]?.index ?? line.length
    applyDetail(match[1] ?? '', trimSeparators(line.slice(start, end)), document)
  })
  return line.slice(0, labels[0]?.index ?? 0)
}

function trimSeparators(value: string): string {
  return value.replace(/^[\s|·•◦▪/,]+|[\s|·•◦▪/,]+$/g, '').trim()
}

function lakhs(value: string): number | null {
  const match = /(\d+(?:\.\d+)?)/.exec(value.replace(/,/g, ''))
  if (!match?.[1]) return null
  let amount = Number(match[1])
  if (/crore|cr\b/i.test(value)) amount *= 100
  else if (!/lpa|lakh|lac|l\b/i.test(value) && amount >= 10_000) amount /= 100_000
  return amount <= 10_000 ? Math.round(amount * 100) / 100 : null
}

const HEADER_SEPARATOR = /\s+[|·•◦▪/]\s+|\s*\|\s*/
const NOT_A_NAME = /^(resume|curriculum vitae|cv|bio-?data)$/i

/**
 * Header lines with wrapped ones joined back: a line ending in a separator, a comma or a label's
 * colon continues on the next, and so does one followed by a lower-case start after a label.
 */
function joinWrapped(header: string[]): string[] {
  const joined: string[] = []
  for (const line of header) {
    if (line === '') continue
    const last = joined[joined.length - 1]
    const continues =
      last !== undefined && (/[|·•◦▪/,:]$/.test(last) || (/^[a-z]/.test(line) && DETAIL_LABEL.test(last) && !EMAIL.test(line)))
    DETAIL_LABEL.lastIndex = 0
    if (last !== undefined && continues) joined[joined.length - 1] = `${last} ${line}`
    else joined.push(line)
  }
  return joined
}

function parseHeader(header: string[], document: ResumeDocument): void {
  const info = document.personalInfo
  const rest: string[] = []
  for (const line of joinWrapped(header)) {
    if (NOT_A_NAME.test(line)) continue
    const leftover = takeContacts(takeDetails(line, document), document)
    if (leftover.length > 0) rest.push(leftover.join(' | '))
  }
  const [first, ...others] = rest
  if (first !== undefined) {
    const [nameText = '', ...afterName] = first.split(' | ')
    const words = titleCase(nameText)
      .split(' ')
      .filter((word) => word !== '')
    info.firstName = cut(words.slice(0, Math.max(1, words.length - 1)).join(' '), LINE_MAX)
    info.lastName = cut(words.length > 1 ? (words[words.length - 1] ?? '') : '', LINE_MAX)
    others.unshift(...afterName)
  }
  for (const line of others) {
    if (info.title === '' && !looksLikeLocation(line)) info.title = cut(line, LINE_MAX)
    else if (info.location === '' && looksLikeLocation(line)) info.location = cut(line, LINE_MAX)
    else info.summary = cutParagraph([info.summary, line].filter((part) => part !== '').join(' '))
  }
}

/** A web address as people write one: with a scheme or www., or in lower case ('asha.dev', not 'B.Tech'). */
function isWebAddress(value: string): boolean {
  return /^(https?:\/\/|www\.)/i.test(value) || (value === value.toLowerCase() && /^[a-z0-9-]{2,}\./.test(value))
}

/** With a scheme, as the builder keeps links: 'asha.dev' → 'https://asha.dev'. */
function withScheme(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`
}

/**
 * Takes the contact details out of a header line wherever they sit (templates and people separate
 * them with '|', '·', '/', or only spaces); returns the pieces left, split at separators.
 */
function takeContacts(line: string, document: ResumeDocument): string[] {
  const info = document.personalInfo
  let rest = ` ${line} `
  const take = (pattern: RegExp, apply: (value: string) => void, accept: (value: string) => boolean = () => true) => {
    const match = new RegExp(`(?<=^|[\\s|·•/(:,])${pattern.source}(?=$|[\\s|·•)/,])`, 'i').exec(rest)
    if (match && accept(match[0])) {
      apply(match[0].replace(/[.,]$/, ''))
      rest = `${rest.slice(0, match.index)} | ${rest.slice(match.index + match[0].length)}`
    }
  }
  rest = rest.replace(/\b(e-?mail|phone|mobile|mob|tel|contact|linkedin|website|portfolio|github|address|location)\s*[:\-–]\s*/gi, ' | ')
  if (info.email === '') take(EMAIL, (value) => (info.email = cut(value, LINE_MAX)))
  if (info.linkedin === '') take(LINKEDIN, (value) => (info.linkedin = cut(withScheme(value), URL_MAX)))
  if (info.phone === '')
    take(
      PHONE,
      (value) => (info.phone = cut(value, LINE_MAX)),
      (value) => value.replace(/\D/g, '').length >= 10,
    )
  if (info.website === '') take(WEBSITE, (value) => (info.website = cut(withScheme(value), URL_MAX)), isWebAddress)
  const pieces = rest
    .split(HEADER_SEPARATOR)
    .map(trimSeparators)
    .filter((piece) => piece !== '')
  return pieces.filter((piece) => {
    if (info.location === '' && looksLikeLocation(piece)) {
      info.location = cut(piece, LINE_MAX)
      return false
    }
    if (info.location === '') {
      // A place given by spaces alone ('… Bengaluru, Karnataka asha.dev'): the words around a known city.
      const place = /\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b/.exec(piece)
      if (place?.[1] && looksLikeLocation(place[1]) && piece.replace(place[1], '').trim() === '') {
        info.location = cut(place[1], LINE_MAX)
        return false
      }
    }
    return true
  })
}

const CITIES = [
  'bengaluru',
  'bangalore',
  'mumbai',
  'delhi',
  'new delhi',
  'hyderabad',
  'chennai',
  'kolkata',
  'pune',
  'ahmedabad',
  'jaipur',
  'lucknow',
  'noida',
  'gurugram',
  'gurgaon',
  'kochi',
  'chandigarh',
  'indore',
  'bhopal',
  'nagpur',
  'coimbatore',
  'thiruvananthapuram',
  'trivandrum',
  'visakhapatnam',
  'patna',
  'surat',
  'vadodara',
  'mysuru',
  'mysore',
  'bhubaneswar',
  'goa',
  'india',
  'remote',
]

function looksLikeLocation(value: string): boolean {
  const lower = value.toLowerCase()
  if (value.length > 60 || /\d{3,}/.test(value.replace(/\b\d{6}\b/, ''))) return false
  return CITIES.some((city) => new RegExp(`(^|[^a-z])${city}([^a-z]|$)`).test(lower))
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
const ONE_DATE = `(?:${MONTH}\\.?,?\\s+\\d{4}|\\d{1,2}[/.-]\\d{4}|\\d{4}-\\d{2}|\\d{4})`
const NOW = '(?:present|current|currently|now|till date|to date|ongoing|today)'
const DATE_RANGE = new RegExp(`(${ONE_DATE})\\s*(?:–|—|-|to|till|until)\\s*(${ONE_DATE}|${NOW})`, 'i')
const SINGLE_DATE = new RegExp(`(?:^|[\\s(|,])(${MONTH}\\.?,?\\s+\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2})(?=$|[\\s)|,.])`, 'i')

/** 'Mar 2024', 'March, 2024', '03/2024', '2024-03' → '2024-03'; a year stays a year; 'Present' stays. */
export function normaliseDate(value: string): string {
  const text = value.trim().replace(/\.$/, '')
  if (new RegExp(`^${NOW}$`, 'i').test(text)) return PRESENT
  const named = new RegExp(`^(${MONTH})\\.?,?\\s+(\\d{4})$`, 'i').exec(text)
  if (named?.[1] && named[2]) {
    const month = MONTH_NAMES.indexOf(named[1].slice(0, 3).toLowerCase()) + 1
    return `${named[2]}-${String(month).padStart(2, '0')}`
  }
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(text)
  if (numeric?.[1] && numeric[2] && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) {
    return `${numeric[2]}-${numeric[1].padStart(2, '0')}`
  }
  return cut(text, DATE_MAX)
}

interface FoundDates {
  start: string
  end: string
  current: boolean
  /** The line with the dates taken out. */
  rest: string
}

function findDates(line: string): FoundDates | null {
  const range = DATE_RANGE.exec(line)
  if (range?.[1] && range[2]) {
    const end = normaliseDate(range[2])
    return { start: normaliseDate(range[1]), end, current: end === PRESENT, rest: tidy(line.replace(range[0], ' ')) }
  }
  const single = SINGLE_DATE.exec(line)
  if (single?.[1]) {
    return { start: '', end: normaliseDate(single[1]), current: false, rest: tidy(line.replace(single[1], ' ')) }
  }
  return null
}

/** Drops the separators a removed date leaves behind: 'Engineer |  ' → 'Engineer'. */
function tidy(value: string): string {
  return value
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|·•/,–—:-]+|[\s|·•/,–—:-]+$/g, '')
    .trim()
}

// ---------------------------------------------------------------------------------------------
// Entries: a section's lines cut into items at their dates

interface RawEntry {
  /** Header lines, dates taken out, in order. */
  heads: string[]
  dates: FoundDates | null
  /** Non-bullet lines after the header, joined. */
  text: string[]
  bullets: string[]
}

const URL_LIKE = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*$|^(?:https?:\/\/)\S+$/i

function isHeadLike(line: string): boolean {
  return line.length <= 120 && !/[.;]$/.test(line) && !isBullet(line)
}

/**
 * Cuts lines into entries. A new entry starts at a non-bullet line that carries a date when the
 * current entry already has one, or at a short line followed by a dated line; bullet continuation
 * lines (a wrapped bullet) join their bullet.
 */
function splitEntries(lines: string[]): RawEntry[] {
  const entries: RawEntry[] = []
  const content = lines.filter((line) => line !== '')
  const blankBefore = new Set<number>()
  let index = 0
  for (const line of lines) {
    if (line === '') blankBefore.add(index)
    else index++
  }
  let current: RawEntry | null = null
  let inBody = false
  for (let i = 0; i < content.length; i++) {
    const line = content[i] ?? ''
    const next = content[i + 1] ?? ''
    const dates = isBullet(line) ? null : findDates(line)
    const startsByDate = dates !== null && (current === null || current.dates !== null || inBody)
    const nextDates = isBullet(next) ? null : findDates(next)
    const startsBeforeDate =
      dates === null &&
      nextDates !== null &&
      isHeadLike(line) &&
      !URL_LIKE.test(line) &&
      (current === null || inBody || (current.dates !== null && nextDates.rest === ''))
    const startsByBlank = blankBefore.has(i) && current !== null && (inBody || current.dates !== null) && isHeadLike(line)
    if (current === null || startsByDate || startsBeforeDate || startsByBlank) {
      current = { heads: [], dates: null, text: [], bullets: [] }
      entries.push(current)
      inBody = false
    }
    if (isBullet(line)) {
      current.bullets.push(stripBullet(line))
      inBody = true
    } else if (dates && current.dates === null && !inBody) {
      current.dates = dates
      if (dates.rest !== '') current.heads.push(dates.rest)
    } else if (!inBody && current.heads.length < 3 && isHeadLike(line) && (current.dates === null || current.heads.length < 2)) {
      current.heads.push(line)
    } else if (current.bullets.length > 0 && !blankBefore.has(i)) {
      const last = current.bullets.length - 1
      current.bullets[last] = `${current.bullets[last] ?? ''} ${line}`
      inBody = true
    } else {
      current.text.push(line)
      inBody = true
    }
  }
  return entries
}

function entryText(entry: RawEntry): string {
  return cutParagraph(entry.text.join(' '))
}

// ---------------------------------------------------------------------------------------------
// Sections

function fillSection(document: ResumeDocument, section: RawSection): void {
  const lines = section.lines
  switch (section.key) {
    case 'summary': {
      const text = lines.filter((line) => line !== '').join(' ')
      document.personalInfo.summary = cutParagraph([document.personalInfo.summary, text].filter((part) => part !== '').join(' '))
      return
    }
    case 'workExperience':
      document.workExperience.push(...splitEntries(lines).map((entry, index) => toWork(entry, document.workExperience.length + index)))
      document.workExperience.splice(30)
      return
    case 'education':
      document.education.push(...splitEntries(lines).map((entry, index) => toEducation(entry, document.education.length + index)))
      document.education.splice(20)
      return
    case 'skills':
      document.skills.push(...toSkillGroups(lines, document.skills.length))
      document.skills.splice(20)
      return
    case 'projects':
      document.projects.push(...splitEntries(lines).map((entry, index) => toProject(entry, document.projects.length + index)))
      document.projects.splice(30)
      return
    case 'certifications':
      document.certifications.push(
        ...splitListEntries(lines).map((entry, index) => toCertification(entry, document.certifications.length + index)),
      )
      document.certifications.splice(30)
      return
    case 'languages':
      document.languages.push(...toLanguages(lines, document.languages.length))
      document.languages.splice(20)
      return
    case 'awards':
      document.awards.push(...splitListEntries(lines).map((entry, index) => toAward(entry, document.awards.length + index)))
      document.awards.splice(30)
      return
    case 'references':
      document.references.push(...toReferences(lines, document.references.length))
      document.references.splice(10)
      return
    case 'customSections': {
      if (document.customSections.length >= 10) return
      const content = lines.filter((line) => line !== '')
      const isKeyValue = content.length > 0 && content.every((line) => /^[^:]{2,40}:\s*\S/.test(line))
      const entries: RawEntry[] = isKeyValue
        ? content.map((line) => ({ heads: [line], dates: null, text: [], bullets: [] }))
        : splitEntries(lines)
      const items = entries.slice(0, 30).map((entry, index) => ({
        id: `parsed-custom-${document.customSections.length + 1}-${index + 1}`,
        heading: cut(entry.heads.join(', '), LINE_MAX),
        date: entry.dates ? cut(entry.dates.end || entry.dates.start, DATE_MAX) : '',
        description: cutParagraph([...entry.text, ...entry.bullets].join('\n')),
      }))
      const custom: CustomSection = {
        id: `parsed-custom-${document.customSections.length + 1}`,
        title: cut(titleCase(section.title), LINE_MAX),
        items: items.filter((item) => item.heading !== '' || item.description !== ''),
      }
      if (custom.items.length > 0) document.customSections.push(custom)
      return
    }
  }
}

function titleCase(value: string): string {
  if (value !== value.toUpperCase()) return value
  return value.toLowerCase().replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`)
}

/** Lists like certifications and awards: one entry per line or bullet unless dates group them. */
function splitListEntries(lines: string[]): RawEntry[] {
  const content = lines.filter((line) => line !== '')
  const hasSubLines = content.some((line) => !isBullet(line) && findDates(line) === null)
  const allBullets = content.every((line) => isBullet(line))
  if (allBullets || !hasSubLines) {
    return content.map((line) => {
      const plain = stripBullet(line)
      const dates = findDates(plain)
      return { heads: [dates ? dates.rest : plain], dates, text: [], bullets: [] }
    })
  }
  return splitEntries(lines)
}

const TITLE_WORDS =
  /\b(engineer|developer|manager|analyst|intern|consultant|lead|designer|executive|officer|associate|specialist|architect|scientist|director|head|trainee|administrator|programmer|tester|accountant|teacher|professor|assistant|coordinator|representative|technician|advisor|sde|president|founder|owner|supervisor|clerk|nurse|doctor|pharmacist|writer|editor|recruiter|partner|agent|operator|strategist|marketer|researcher|fellow|apprentice)\b/i
const COMPANY_WORDS =
  /\b(ltd|limited|pvt|private|inc|llp|llc|corp|corporation|company|co\.|technologies|technology|solutions|services|systems|labs|software|consulting|consultancy|bank|group|industries|enterprises|infotech|global|international|university|hospital|foundation|studio|studios|ventures|networks|digital|media|pharma)\b/i

function splitPlace(value: string): { name: string; location: string } {
  const parts = value.split(/\s*[,|·•]\s*|\s+[–—-]\s+/).filter((part) => part !== '')
  if (parts.length >= 2) {
    const last = parts[parts.length - 1] ?? ''
    if (looksLikeLocation(last) || (last.split(' ').length <= 2 && !COMPANY_WORDS.test(last) && !TITLE_WORDS.test(last))) {
      const beforeLast = parts[parts.length - 2] ?? ''
      const location = parts.length >= 3 && looksLikeLocation(beforeLast) ? `${beforeLast}, ${last}` : last
      const nameParts = parts.slice(0, parts.length - location.split(', ').length)
      return { name: nameParts.join(', '), location }
    }
  }
  return { name: value, location: '' }
}

function toWork(entry: RawEntry, index: number): WorkExperience {
  const heads = entry.heads.flatMap((head) => (/ (at|@) /i.test(head) ? head.split(/ (?:at|@) /i) : [head]))
  let position = ''
  let companyLine = ''
  if (heads.length === 1) {
    const parts = (heads[0] ?? '').split(/\s*[|,]\s*|\s+[–—-]\s+/)
    position = parts[0] ?? ''
    companyLine = parts.slice(1).join(', ')
    if (!TITLE_WORDS.test(position) && TITLE_WORDS.test(companyLine)) [position, companyLine] = [companyLine, position]
  } else if (heads.length >= 2) {
    const [first = '', second = ''] = heads
    const firstIsCompany = TITLE_WORDS.test(first)
      ? !TITLE_WORDS.test(second)
        ? false
        : COMPANY_WORDS.test(first) && !COMPANY_WORDS.test(second)
      : TITLE_WORDS.test(second) || (COMPANY_WORDS.test(first) && !COMPANY_WORDS.test(second))
    position = firstIsCompany ? second : first
    companyLine = [firstIsCompany ? first : second, ...heads.slice(2)].join(', ')
  }
  const { name: company, location } = splitPlace(companyLine)
  const dates = entry.dates
  return {
    id: `parsed-work-${index + 1}`,
    company: cut(company, LINE_MAX),
    position: cut(position, LINE_MAX),
    location: cut(location, LINE_MAX),
    startDate: cut(dates?.start ?? '', DATE_MAX),
    endDate: dates?.current ? PRESENT : cut(dates?.end ?? '', DATE_MAX),
    current: dates?.current ?? false,
    description: entryText(entry),
    achievements: entry.bullets
      .map((bullet) => bullet.trim().slice(0, 1000))
      .filter((bullet) => bullet !== '')
      .slice(0, 30),
  }
}

const DEGREE =
  /\b(b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b|m\.?\s?e\b|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.?\s?a\b|m\.?\s?a\b|bca|mca|bba|mba|pgdm|ph\.?\s?d|bachelor|master|diploma|doctor|associate|12th|10th|xii|hsc|ssc|higher secondary|secondary|senior secondary|intermediate|matriculation|llb|llm|mbbs|b\.?\s?pharm|m\.?\s?pharm|b\.?\s?arch|b\.?\s?ed|ca\b|cs\b)/i
const INSTITUTION =
  /\b(university|college|institute|iit|nit|iiit|iim|bits|school|vidyalaya|academy|polytechnic|vidyapeeth|mahavidyalaya)\b/i
const GPA = /\b(?:c?gpa|cgpa|sgpa|percentage|marks|score|grade)\s*[:\-–]?\s*([0-9.]+\s*(?:\/\s*[0-9.]+|%)?)|\b([0-9]{2}(?:\.[0-9]+)?\s*%)/i

function toEducation(entry: RawEntry, index: number): Education {
  let degreeLine = ''
  let institution = ''
  let gpa = ''
  const extra: string[] = []
  for (const raw of [...entry.heads, ...entry.text, ...entry.bullets]) {
    let line = raw
    const grade = GPA.exec(line)
    if (grade && gpa === '') {
      gpa = (grade[1] ?? grade[2] ?? '').replace(/\s+/g, '')
      line = tidy(line.replace(grade[0], ' '))
      if (line === '') continue
    }
    if (
      degreeLine === '' &&
      DEGREE.test(line) &&
      !(INSTITUTION.test(line) && !/ in | of /i.test(line) && institution === '' && !DEGREE.test(line.replace(INSTITUTION, '')))
    ) {
      degreeLine = line
    } else if (institution === '' && (INSTITUTION.test(line) || degreeLine !== '')) {
      institution = line
    } else if (degreeLine === '') {
      degreeLine = line
    } else {
      extra.push(line)
    }
  }
  if (institution === '' && degreeLine.includes(', ')) {
    // 'B.Com, Loyola College, Chennai' or 'Chartered Accountant, ICAI': the institution follows the degree.
    const parts = degreeLine.split(', ')
    const at = parts.findIndex((part, index) => index > 0 && (INSTITUTION.test(part) || /^[A-Z]{3,6}$/.test(part)))
    if (at > 0) {
      institution = parts.slice(at).join(', ')
      degreeLine = parts.slice(0, at).join(', ')
    }
  }
  const split = /^(.*?)\s+(?:in|of)\s+(.+)$/i.exec(degreeLine)
  const isBachelorOf = split && /^(bachelor|master|doctor)s?$/i.test(split[1] ?? '')
  const degree = split && !isBachelorOf ? (split[1] ?? '') : degreeLine
  const field = split && !isBachelorOf ? (split[2] ?? '') : ''
  const commaField = field === '' ? /^(.*?),\s*(.+)$/.exec(degree) : null
  const dates = entry.dates
  return {
    id: `parsed-education-${index + 1}`,
    institution: cut(splitPlace(institution).name === '' ? institution : institution, LINE_MAX),
    school: '',
    degree: cut(commaField ? (commaField[1] ?? '') : degree, LINE_MAX),
    field: cut(commaField ? (commaField[2] ?? '') : field, LINE_MAX),
    year: dates && dates.start === '' ? cut(dates.end, DATE_MAX) : '',
    startDate: dates && dates.start !== '' ? cut(dates.start, DATE_MAX) : '',
    endDate: dates && dates.start !== '' ? cut(dates.end, DATE_MAX) : '',
    gpa: cut(gpa, 40),
  }
}

function toProject(entry: RawEntry, index: number): Project {
  const [name = '', ...others] = entry.heads
  let link = ''
  const technologies: string[] = []
  const text: string[] = []
  for (const line of [...others, ...entry.text]) {
    const url = WEBSITE.exec(line)
    if (link === '' && url && url[0].length >= line.replace(/^(link|url|github|demo)\s*[:\-–]\s*/i, '').length - 1) {
      link = url[0]
    } else if (technologies.length === 0 && /^(tech(nologies)?|stack|tools|built with)\s*[:\-–]/i.test(line)) {
      technologies.push(...splitList(line.replace(/^[^:\-–]+[:\-–]\s*/, '')))
    } else if (technologies.length === 0 && text.length === 0 && others.includes(line) && line.includes(',')) {
      technologies.push(...splitList(line))
    } else {
      text.push(line)
    }
  }
  return {
    id: `parsed-project-${index + 1}`,
    name: cut(name, LINE_MAX),
    description: cutParagraph([text.join(' '), ...entry.bullets].filter((part) => part !== '').join('\n')),
    technologies: technologies
      .map((technology) => cut(technology, 80))
      .filter((technology) => technology !== '')
      .slice(0, 50),
    date: entry.dates ? cut(entry.dates.end || entry.dates.start, DATE_MAX) : '',
    link: cut(link === '' ? '' : withScheme(link), URL_MAX),
  }
}

function toCertification(entry: RawEntry, index: number): Certification {
  const [name = '', ...others] = entry.heads
  const inline = /^(.*?)\s+(?:by|from|\||[–—-])\s+([^–—-]+)$/i.exec(name)
  const issuer = others.join(', ') || (inline?.[2] ?? '')
  return {
    id: `parsed-certification-${index + 1}`,
    name: cut(others.length === 0 && inline ? (inline[1] ?? '') : name, LINE_MAX),
    issuer: cut(issuer, LINE_MAX),
    date: entry.dates ? cut(entry.dates.end || entry.dates.start, DATE_MAX) : '',
  }
}

function toAward(entry: RawEntry, index: number): Award {
  const [title = '', issuer = '', ...others] = entry.heads
  return {
    id: `parsed-award-${index + 1}`,
    title: cut(title, LINE_MAX),
    issuer: cut(issuer, LINE_MAX),
    date: entry.dates ? cut(entry.dates.end || entry.dates.start, DATE_MAX) : '',
    description: cutParagraph([...others, ...entry.text, ...entry.bullets].join('\n')),
  }
}

const SKILL_LEVEL_WORDS: Record<string, Skill['level']> = {
  beginner: 'beginner',
  basic: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
  expert: 'expert',
  proficient: 'advanced',
}

/** 'Python, Go; SQL | Docker' → ['Python', 'Go', 'SQL', 'Docker'], commas inside brackets kept. */
function splitList(value: string): string[] {
  const items: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '(' || char === '[') depth++
    if (char === ')' || char === ']') depth = Math.max(0, depth - 1)
    if (depth === 0 && /[,;|•·▪]/.test(char)) {
      items.push(current)
      current = ''
    } else current += char
  }
  items.push(current)
  return items.map((item) => item.trim().replace(/\.$/, '')).filter((item) => item !== '')
}

function toSkill(value: string): Skill | null {
  const match = /^(.*?)\s*\(([^)]+)\)$/.exec(value)
  const level = match?.[2] ? (SKILL_LEVEL_WORDS[match[2].trim().toLowerCase()] ?? null) : null
  const name = cut(level && match?.[1] ? match[1] : value, 80)
  return name === '' ? null : { name, level }
}

function toSkillGroups(lines: string[], offset: number): SkillGroup[] {
  const groups: SkillGroup[] = []
  let loose: SkillGroup | null = null
  for (const raw of lines) {
    if (raw === '') continue
    const line = stripBullet(raw)
    const labelled = /^([^:]{2,40}):\s*(.+)$/.exec(line)
    const target: SkillGroup = labelled
      ? { id: '', category: cut(labelled[1] ?? '', LINE_MAX), items: [] }
      : (loose ?? { id: '', category: '', items: [] })
    if (!labelled && loose === null) loose = target
    const seen = new Set(target.items.map((skill) => skill.name.toLowerCase()))
    for (const item of splitList(labelled ? (labelled[2] ?? '') : line)) {
      const skill = toSkill(item)
      if (skill && !seen.has(skill.name.toLowerCase()) && target.items.length < 100) {
        seen.add(skill.name.toLowerCase())
        target.items.push(skill)
      }
    }
    if (!groups.includes(target) && target.items.length > 0) groups.push(target)
  }
  return groups.map((group, index) => ({ ...group, id: `parsed-skills-${offset + index + 1}` }))
}

const PROFICIENCY_WORDS: [RegExp, SpokenLanguage['proficiency']][] = [
  [/native|mother tongue|bilingual/i, 'native'],
  [/full professional|fluent/i, 'full-professional'],
  [/professional working|professional|advanced/i, 'professional-working'],
  [/limited working|intermediate|conversational/i, 'limited-working'],
  [/elementary|basic|beginner/i, 'elementary'],
]

function toLanguages(lines: string[], offset: number): SpokenLanguage[] {
  const languages: SpokenLanguage[] = []
  for (const raw of lines) {
    if (raw === '') continue
    const line = stripBullet(raw)
    const labelled = /^([^:]{2,40}):\s*(.+)$/.exec(line)
    const pieces = labelled && PROFICIENCY_WORDS.some(([pattern]) => pattern.test(labelled[2] ?? '')) ? [line] : splitList(line)
    for (const piece of pieces) {
      const named = /^([^:(–—-]+?)\s*(?::|\(|–|—|-)\s*([^)]*)\)?$/.exec(piece)
      const name = named?.[1] ?? piece
      const level = named?.[2] ?? ''
      const proficiency = PROFICIENCY_WORDS.find(([pattern]) => pattern.test(level))?.[1] ?? null
      if (cut(name, LINE_MAX) === '' || languages.length >= 20) continue
      languages.push({ id: `parsed-language-${offset + languages.length + 1}`, name: cut(name, LINE_MAX), proficiency })
    }
  }
  return languages
}

function toReferences(lines: string[], offset: number): Reference[] {
  const content = lines.filter((line) => line !== '')
  if (content.length === 1 && /available (up)?on request/i.test(content[0] ?? '')) return []
  const references: Reference[] = []
  let current: Reference | null = null
  for (const line of content) {
    const isContact = EMAIL.test(line) || (PHONE.exec(line)?.[0].replace(/\D/g, '').length ?? 0) >= 10
    if (current && isContact && current.contact === '') current.contact = cut(line, LINE_MAX)
    else if (current && !isContact && current.relationship === '' && current.contact === '') current.relationship = cut(line, LINE_MAX)
    else {
      current = { id: `parsed-reference-${offset + references.length + 1}`, name: cut(line, LINE_MAX), relationship: '', contact: '' }
      references.push(current)
    }
  }
  return references.slice(0, 10)
}
