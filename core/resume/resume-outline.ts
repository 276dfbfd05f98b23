import { PRESENT, RESUME_SECTIONS, type ResumeSection } from './resume-constants.ts'
import type { ResumeDocument, SkillGroup } from './resume-document.schema.ts'

/**
 * The resume as it reads, in reading order (issue 20): every text a template draws, already worded —
 * dates, the India fields' labels, skill levels, link texts — so the six Typst templates, the DOCX and
 * the TXT exports, and the tests that read a PDF's text back all say the same words in the same order.
 * Templates only lay it out; they never word or reorder it. Plain TypeScript, so the browser's TXT and
 * JSON exports can use it offline.
 *
 * The labels (section headings, the India fields, levels) are in the resume's language: English, or
 * Hindi for a resume written in Devanagari (`resumeLanguage`, decision 059). They reach the templates
 * as data, like every other text.
 */

export interface OutlineLink {
  text: string
  /** http(s), mailto: or tel: only; null when the text is not a link. */
  url: string | null
}

export interface OutlineEntry {
  /** The bold first line: a role, a degree, a project's name. */
  heading: string
  /** Beside the heading: '2021 – Present'. */
  date: string
  /** The line below: company and place, institution, issuer. */
  subheading: string
  /** A bold lead-in before `text` on the same line ('Languages' in 'Languages: Python, Go'). */
  label: string
  text: string
  link: OutlineLink | null
  bullets: string[]
}

export interface OutlineSection {
  key: ResumeSection | `custom:${string}`
  heading: string
  entries: OutlineEntry[]
}

export interface ResumeOutline {
  /** The language of the labels, and the Typst `lang` of the text. */
  language: ResumeLanguage
  name: string
  title: string
  contacts: OutlineLink[]
  /** The India fields that are set, each worded: 'Notice period: 30 days'. */
  details: string[]
  sections: OutlineSection[]
}

/** The languages the labels are written in. */
export const RESUME_LANGUAGES = ['en', 'hi'] as const
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number]

export const RESUME_LABELS = {
  summary: 'Summary',
  workExperience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
  languages: 'Languages',
  awards: 'Awards',
  references: 'References',
  noticePeriod: 'Notice period',
  immediate: 'Immediate joiner',
  days: 'days',
  currentCtc: 'Current CTC',
  expectedCtc: 'Expected CTC',
  preferredCities: 'Preferred cities',
  workAuthorisation: 'Work authorisation',
  gpa: 'GPA',
} as const

const PROFICIENCY_LABELS = {
  elementary: 'Elementary',
  'limited-working': 'Limited working',
  'professional-working': 'Professional working',
  'full-professional': 'Full professional',
  native: 'Native',
} as const

const SKILL_LEVEL_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' } as const

type Labels = { [key in keyof typeof RESUME_LABELS]: string } & {
  proficiency: { [key in keyof typeof PROFICIENCY_LABELS]: string }
  skillLevel: { [key in keyof typeof SKILL_LEVEL_LABELS]: string }
}

/** The labels of each language; Hindi as Hindi resumes write them (हिंदी रिज़्यूमे के शीर्षक). */
export const LABELS: Readonly<Record<ResumeLanguage, Labels>> = {
  en: { ...RESUME_LABELS, proficiency: PROFICIENCY_LABELS, skillLevel: SKILL_LEVEL_LABELS },
  hi: {
    summary: 'सारांश',
    workExperience: 'कार्य अनुभव',
    education: 'शिक्षा',
    skills: 'कौशल',
    projects: 'परियोजनाएँ',
    certifications: 'प्रमाणपत्र',
    languages: 'भाषाएँ',
    awards: 'पुरस्कार',
    references: 'संदर्भ',
    noticePeriod: 'नोटिस अवधि',
    immediate: 'तुरंत जॉइन कर सकते हैं',
    days: 'दिन',
    currentCtc: 'वर्तमान CTC',
    expectedCtc: 'अपेक्षित CTC',
    preferredCities: 'पसंदीदा शहर',
    workAuthorisation: 'कार्य अनुमति',
    gpa: 'GPA',
    proficiency: {
      elementary: 'प्रारंभिक',
      'limited-working': 'सीमित कामकाजी',
      'professional-working': 'पेशेवर कामकाजी',
      'full-professional': 'पूर्ण पेशेवर',
      native: 'मातृभाषा',
    },
    skillLevel: { beginner: 'शुरुआती', intermediate: 'मध्यम', advanced: 'उन्नत', expert: 'विशेषज्ञ' },
  },
}

/**
 * The language a resume is written in, read from its own words (name, title and summary): Hindi when
 * more of their letters are Devanagari than Latin, else English. Other Indian scripts keep English
 * labels until their labels are written.
 */
export function resumeLanguage(document: ResumeDocument): ResumeLanguage {
  const { firstName, lastName, title, summary } = document.personalInfo
  const words = [firstName, lastName, title, summary].join(' ')
  const devanagari = words.match(/[\u0900-\u097F]/gu)?.length ?? 0
  const latin = words.match(/[A-Za-z]/g)?.length ?? 0
  return devanagari > latin ? 'hi' : 'en'
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The person's full name: first and last, either alone when the other is empty. */
export function fullName(document: ResumeDocument): string {
  return [document.personalInfo.firstName, document.personalInfo.lastName].filter((part) => part !== '').join(' ')
}

export function buildResumeOutline(document: ResumeDocument, language: ResumeLanguage = resumeLanguage(document)): ResumeOutline {
  const info = document.personalInfo
  const labels = LABELS[language]
  return {
    language,
    name: fullName(document),
    title: info.title,
    contacts: [
      info.email === '' ? null : { text: info.email, url: safeUrl(`mailto:${info.email}`) },
      info.phone === '' ? null : { text: info.phone, url: safeUrl(`tel:${info.phone.replace(/[^+0-9]/g, '')}`) },
      info.location === '' ? null : { text: info.location, url: null },
      info.website === '' ? null : webLink(info.website),
      info.linkedin === '' ? null : webLink(info.linkedin),
    ].filter((contact) => contact !== null),
    details: indiaDetails(document, labels),
    sections: orderedSections(document.sectionOrder).flatMap((key) => buildSections(document, key, labels)),
  }
}

/** The sections in the person's order; any the order leaves out follow in the default order. */
export function orderedSections(order: readonly ResumeSection[]): ResumeSection[] {
  const seen = new Set<ResumeSection>()
  for (const section of [...order, ...RESUME_SECTIONS]) seen.add(section)
  return [...seen]
}

function indiaDetails(document: ResumeDocument, labels: Labels): string[] {
  const india = document.india
  const lines: string[] = []
  if (india.noticePeriodDays !== null) {
    const notice = india.noticePeriodDays === 0 ? labels.immediate : `${india.noticePeriodDays} ${labels.days}`
    lines.push(`${labels.noticePeriod}: ${notice}`)
  }
  if (india.currentCtcLpa !== null) lines.push(`${labels.currentCtc}: ${formatLpa(india.currentCtcLpa)}`)
  if (india.expectedCtcLpa !== null) lines.push(`${labels.expectedCtc}: ${formatLpa(india.expectedCtcLpa)}`)
  const cities = india.preferredCities.filter((city) => city !== '')
  if (cities.length > 0) lines.push(`${labels.preferredCities}: ${cities.join(', ')}`)
  if (india.workAuthorisation !== '') lines.push(`${labels.workAuthorisation}: ${india.workAuthorisation}`)
  return lines
}

/** '₹12.5 LPA': lakh per annum as Indian resumes state pay, at most two decimals. */
export function formatLpa(lakhs: number): string {
  return `₹${Number(lakhs.toFixed(2)).toString()} LPA`
}

/** '2024-03' → 'Mar 2024'; a year or free text stays as written. */
export function formatResumeDate(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${month} ${match[1]}` : value
}

export function formatDateRange(start: string, end: string): string {
  const parts = [formatResumeDate(start), formatResumeDate(end)].filter((part) => part !== '')
  return parts.join(' – ')
}

/** A link we are willing to put in a PDF: http(s), mailto: or tel:, else null (the text is still shown). */
export function safeUrl(raw: string): string | null {
  const value = raw.trim()
  if (/^(mailto|tel):[^\s]+$/i.test(value)) return value
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function webLink(raw: string): OutlineLink {
  return { text: raw.replace(/^https?:\/\//i, '').replace(/\/$/, ''), url: safeUrl(raw) }
}

function entry(fields: Partial<OutlineEntry>): OutlineEntry {
  return { heading: '', date: '', subheading: '', label: '', text: '', link: null, bullets: [], ...fields }
}

function isBlank(item: OutlineEntry): boolean {
  return (
    item.heading === '' &&
    item.subheading === '' &&
    item.label === '' &&
    item.text === '' &&
    item.link === null &&
    item.bullets.length === 0
  )
}

function section(key: OutlineSection['key'], heading: string, entries: OutlineEntry[]): OutlineSection[] {
  const kept = entries.filter((item) => !isBlank(item))
  return kept.length === 0 || heading === '' ? [] : [{ key, heading, entries: kept }]
}

function joinNonEmpty(parts: string[], separator: string): string {
  return parts.filter((part) => part !== '').join(separator)
}

function skillText(group: SkillGroup, labels: Labels): string {
  return group.items.map((skill) => (skill.level ? `${skill.name} (${labels.skillLevel[skill.level]})` : skill.name)).join(', ')
}

function buildSections(document: ResumeDocument, key: ResumeSection, labels: Labels): OutlineSection[] {
  switch (key) {
    case 'summary':
      return section(key, labels.summary, [entry({ text: document.personalInfo.summary })])
    case 'workExperience':
      return section(
        key,
        labels.workExperience,
        document.workExperience.map((job) =>
          entry({
            heading: job.position,
            date: formatDateRange(job.startDate, job.current ? PRESENT : job.endDate),
            subheading: joinNonEmpty([job.company, job.location], ', '),
            text: job.description,
            bullets: job.achievements.filter((achievement) => achievement !== ''),
          }),
        ),
      )
    case 'education':
      return section(
        key,
        labels.education,
        document.education.map((school) =>
          entry({
            heading: joinNonEmpty([school.degree, school.field], ' in '),
            date: formatDateRange(school.startDate, school.endDate) || formatResumeDate(school.year),
            subheading: school.institution || school.school,
            text: school.gpa === '' ? '' : `${labels.gpa}: ${school.gpa}`,
          }),
        ),
      )
    case 'skills':
      return section(
        key,
        labels.skills,
        document.skills.map((group) => entry({ label: group.items.length > 0 ? group.category : '', text: skillText(group, labels) })),
      )
    case 'projects':
      return section(
        key,
        labels.projects,
        document.projects.map((project) =>
          entry({
            heading: project.name,
            date: formatResumeDate(project.date),
            subheading: project.technologies.filter((technology) => technology !== '').join(', '),
            text: project.description,
            link: project.link === '' ? null : webLink(project.link),
          }),
        ),
      )
    case 'certifications':
      return section(
        key,
        labels.certifications,
        document.certifications.map((certification) =>
          entry({ heading: certification.name, date: formatResumeDate(certification.date), subheading: certification.issuer }),
        ),
      )
    case 'languages':
      return section(
        key,
        labels.languages,
        document.languages.map((language) =>
          language.proficiency
            ? entry({ label: language.name, text: labels.proficiency[language.proficiency] })
            : entry({ text: language.name }),
        ),
      )
    case 'awards':
      return section(
        key,
        labels.awards,
        document.awards.map((award) =>
          entry({ heading: award.title, date: formatResumeDate(award.date), subheading: award.issuer, text: award.description }),
        ),
      )
    case 'references':
      return section(
        key,
        labels.references,
        document.references.map((reference) =>
          entry({ heading: reference.name, subheading: reference.relationship, text: reference.contact }),
        ),
      )
    case 'customSections':
      return document.customSections.flatMap((custom) =>
        section(
          `custom:${custom.id}`,
          custom.title,
          custom.items.map((item) => entry({ heading: item.heading, date: formatResumeDate(item.date), text: item.description })),
        ),
      )
  }
}

/**
 * The outline's text as lines, in reading order: what the TXT export writes (before wrapping) and
 * what a PDF's extracted text must equal. A label and its text share a line ('Languages: Python').
 */
export function outlineLines(outline: ResumeOutline): string[] {
  const lines = [outline.name, outline.title, ...outline.contacts.map((contact) => contact.text), ...outline.details]
  for (const part of outline.sections) {
    lines.push(part.heading)
    for (const item of part.entries) lines.push(...entryLines(item))
  }
  return lines.filter((line) => line !== '')
}

export function entryLines(item: OutlineEntry): string[] {
  return [
    item.heading,
    item.date,
    item.subheading,
    item.label === '' ? item.text : `${item.label}: ${item.text}`,
    item.link?.text ?? '',
    ...item.bullets,
  ].filter((line) => line !== '')
}
