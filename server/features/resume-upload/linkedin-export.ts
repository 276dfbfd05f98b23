import { readFluency } from '#core/resume/json-resume.schema.ts'
import { PRESENT, resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { readCsvTable } from './csv.ts'
import { unzipCapped } from './docx-text.ts'

/**
 * LinkedIn's "Download your data" archive into our resume document (issue 20; decision 067). The ZIP is
 * read by the DOCX reader's capped unzip (at most 1,000 entries and 10 MB inflated, counted as it
 * inflates), and only the CSV files a resume needs are inflated, wherever they sit in the archive:
 * Profile, Positions, Education, Skills, Certifications, Languages, Projects, Honors, Email Addresses and
 * PhoneNumbers. Each field is cut to the schema's bounds and each list to its count, so a long profile
 * imports instead of failing; ids are `linkedin-<section>-<n>`. What the document has no field for
 * (education notes and activities, certificate URLs and licence numbers, birth date, industry) is left out.
 */

export class NotLinkedinExportError extends Error {
  constructor(detail: string) {
    super(detail)
    this.name = 'NotLinkedinExportError'
  }
}

/** The files read, by their name in lower case (LinkedIn's own spelling, folders ignored). */
const FILES = [
  'profile.csv',
  'positions.csv',
  'education.csv',
  'skills.csv',
  'certifications.csv',
  'languages.csv',
  'projects.csv',
  'honors.csv',
  'email addresses.csv',
  'phonenumbers.csv',
] as const
type LinkedinFile = (typeof FILES)[number]

/** The files that make an archive LinkedIn's: without one of them it is some other ZIP. */
const PROFILE_FILES: readonly LinkedinFile[] = ['profile.csv', 'positions.csv', 'education.csv', 'skills.csv']

function baseName(path: string): string {
  return (path.split('/').at(-1) ?? '').toLowerCase()
}

function isWanted(path: string): path is string {
  return (FILES as readonly string[]).includes(baseName(path)) && !path.startsWith('__MACOSX/')
}

/** The text cut to `max` characters (the schema's bound), without a broken surrogate pair at the end. */
function cut(value: string | undefined, max: number): string {
  const text = (value ?? '').trim()
  return text.length <= max
    ? text
    : Array.from(text.slice(0, max))
        .join('')
        .replace(/[\uD800-\uDBFF]$/, '')
        .trim()
}

function range(start: string, end: string): string {
  return [start, end].filter((part) => part !== '').join(' – ')
}

/** A description's bullet lines ('•', '-', '*', '–') as achievements, the rest as its text. */
function splitBullets(text: string): { description: string; achievements: string[] } {
  const lines = text.split(/\r?\n/)
  const bullet = /^\s*[•\-*–·▪●]\s+/
  return {
    description: cut(
      lines
        .filter((line) => !bullet.test(line))
        .join('\n')
        .trim(),
      5000,
    ),
    achievements: lines
      .filter((line) => bullet.test(line))
      .map((line) => cut(line.replace(bullet, ''), 1000))
      .filter((line) => line !== '')
      .slice(0, 30),
  }
}

/** The first web address in LinkedIn's Websites field ('[PERSONAL:https://…,COMPANY:https://…]'). */
function firstUrl(websites: string): string {
  return cut(/https?:\/\/[^\s,\]]+/i.exec(websites)?.[0], 500)
}

export function readLinkedinExport(bytes: Uint8Array): ResumeDocument {
  const entries = unzipCapped(bytes, isWanted)
  const decoder = new TextDecoder()
  const files = new Map<string, string>()
  for (const [path, content] of entries) if (!files.has(baseName(path))) files.set(baseName(path), decoder.decode(content))
  if (!PROFILE_FILES.some((name) => files.has(name)))
    throw new NotLinkedinExportError('none of Profile.csv, Positions.csv, Education.csv or Skills.csv in the archive')
  const table = (name: LinkedinFile, column: string) => readCsvTable(files.get(name) ?? '', column)

  const profile = table('profile.csv', 'First Name')[0] ?? {}
  const emails = table('email addresses.csv', 'Email Address')
  const email = emails.find((row) => /^yes$/i.test(row['Primary'] ?? '')) ?? emails[0]
  const phone = table('phonenumbers.csv', 'Number')[0]

  const document = {
    personalInfo: {
      firstName: cut(profile['First Name'], 200),
      lastName: cut(profile['Last Name'], 200),
      title: cut(profile['Headline'], 200),
      email: cut(email?.['Email Address'], 200),
      phone: cut(phone?.['Number'], 200),
      location: cut(profile['Geo Location'] || profile['Address'], 200),
      website: firstUrl(profile['Websites'] ?? ''),
      linkedin: '',
      summary: cut(profile['Summary'], 5000),
    },
    workExperience: table('positions.csv', 'Company Name')
      .slice(0, 30)
      .map((row, index) => {
        const isCurrent = (row['Finished On'] ?? '') === ''
        return {
          id: `linkedin-work-${index + 1}`,
          company: cut(row['Company Name'], 200),
          position: cut(row['Title'], 200),
          location: cut(row['Location'], 200),
          startDate: cut(row['Started On'], 40),
          endDate: isCurrent ? PRESENT : cut(row['Finished On'], 40),
          current: isCurrent,
          ...splitBullets(row['Description'] ?? ''),
        }
      }),
    education: table('education.csv', 'School Name')
      .slice(0, 20)
      .map((row, index) => ({
        id: `linkedin-education-${index + 1}`,
        institution: cut(row['School Name'], 200),
        degree: cut(row['Degree Name'], 200),
        startDate: cut(row['Start Date'], 40),
        endDate: cut(row['End Date'], 40),
      })),
    skills: skillGroup(table('skills.csv', 'Name').map((row) => row['Name'] ?? '')),
    projects: table('projects.csv', 'Title')
      .slice(0, 30)
      .map((row, index) => ({
        id: `linkedin-project-${index + 1}`,
        name: cut(row['Title'], 200),
        description: cut(row['Description'], 5000),
        date: cut(range(row['Started On'] ?? '', row['Finished On'] ?? ''), 40),
        link: cut(row['Url'], 500),
      })),
    certifications: table('certifications.csv', 'Name')
      .slice(0, 30)
      .map((row, index) => ({
        id: `linkedin-certification-${index + 1}`,
        name: cut(row['Name'], 200),
        issuer: cut(row['Authority'], 200),
        date: cut(row['Started On'], 40),
      })),
    languages: table('languages.csv', 'Name')
      .slice(0, 20)
      .map((row, index) => ({
        id: `linkedin-language-${index + 1}`,
        name: cut(row['Name'], 200),
        proficiency: readFluency(row['Proficiency'] ?? ''),
      })),
    awards: table('honors.csv', 'Title')
      .slice(0, 30)
      .map((row, index) => ({
        id: `linkedin-award-${index + 1}`,
        title: cut(row['Title'], 200),
        date: cut(row['Issued On'], 40),
        description: cut(row['Description'], 5000),
      })),
  }
  return resumeDocumentSchema.parse(document)
}

/** LinkedIn's skills as one group: trimmed, blanks and repeats (in any letter case) dropped, at most 100. */
function skillGroup(names: readonly string[]): Array<{ id: string; category: string; items: Array<{ name: string; level: null }> }> {
  const seen = new Set<string>()
  const items: Array<{ name: string; level: null }> = []
  for (const raw of names) {
    const name = cut(raw, 80)
    const folded = name.toLocaleLowerCase()
    if (name === '' || seen.has(folded)) continue
    seen.add(folded)
    items.push({ name, level: null })
  }
  return items.length === 0 ? [] : [{ id: 'linkedin-skills-1', category: '', items: items.slice(0, 100) }]
}
