import type { Education, ResumeDocument, WorkExperience } from '#core/resume/resume-document.schema.ts'
import type { CoverLetterStyle } from './cover-letter-constants.ts'
import { joinList, matchedSkills, mentions, profileSkillNames, type JobFacts } from './job-keywords.ts'

/**
 * The built-in cover letter (spec 001 §7 "Cover letter AI failure: a built-in template letter for the
 * chosen style is used"; decision 054): written when no AI service is configured, when it fails, or for
 * a plan without AI cover letters. Every sentence is made from a fact of the job or of the profile, and
 * a sentence whose fact is missing is left out rather than written with a blank. Each style has its own
 * greeting, order and close. English only: the letter goes to an employer, whatever the page's language.
 */

interface LetterFacts {
  name: string
  contact: string
  jobTitle: string
  company: string
  location: string
  recent: WorkExperience | null
  /** Whole years since the earliest start year the profile gives; null when no year can be read. */
  years: number | null
  /** The profile's skills the job asks for (never a skill the profile lacks). */
  matched: string[]
  /** The profile's first skills, when none matches the job. */
  otherSkills: string[]
  /** The recent role's achievement that names a job keyword, else its first. */
  achievement: string
  education: Education | null
  currentTitle: string
}

function startYear(role: WorkExperience): number | null {
  const match = /\b(19|20)\d{2}\b/.exec(role.startDate)
  return match ? Number(match[0]) : null
}

function collectFacts(document: ResumeDocument, job: JobFacts, now: Date): LetterFacts {
  const info = document.personalInfo
  const roles = document.workExperience.filter((role) => role.position !== '' || role.company !== '')
  const recent = roles.find((role) => role.current) ?? roles[0] ?? null
  const years = roles.map(startYear).filter((year): year is number => year !== null)
  const earliest = years.length > 0 ? Math.min(...years) : null
  const span = earliest === null ? null : now.getUTCFullYear() - earliest
  const matched = matchedSkills(document, job).slice(0, 5)
  const achievements = (recent?.achievements ?? []).filter((item) => item.trim() !== '')
  const achievement = achievements.find((item) => matched.some((skill) => mentions(item.toLowerCase(), skill))) ?? achievements[0] ?? ''
  const education = document.education.find((item) => item.degree !== '' || item.institution !== '' || item.school !== '') ?? null
  return {
    name: [info.firstName, info.lastName].filter((part) => part !== '').join(' '),
    contact: [info.email, info.phone].filter((part) => part !== '').join(' · '),
    jobTitle: job.jobTitle,
    company: job.companyName,
    location: job.location,
    recent,
    years: span !== null && span >= 1 && span <= 50 ? span : null,
    matched,
    otherSkills: matched.length === 0 ? profileSkillNames(document).slice(0, 3) : [],
    achievement: trimSentence(achievement),
    education,
    currentTitle: info.title || recent?.position || '',
  }
}

/** An achievement as a clause inside a sentence: no final full stop, first letter kept as written. */
function trimSentence(text: string): string {
  return text.trim().replace(/[.;!]+$/, '')
}

function roleText(role: WorkExperience): string {
  if (role.position && role.company) return `${role.position} at ${role.company}`
  return role.position || role.company
}

function educationText(education: Education): string {
  const school = education.institution || education.school
  const degree = [education.degree, education.field].filter((part) => part !== '').join(' in ')
  if (degree && school) return `${degree} at ${school}`
  return degree || school
}

function yearsText(years: number): string {
  return years === 1 ? 'one year' : `${years} years`
}

function paragraphs(...parts: Array<string | null | false>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n')
}

function sentences(...parts: Array<string | null | false>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
}

function signature(close: string, facts: LetterFacts): string {
  return [close, facts.name, facts.contact].filter((part) => part !== '').join('\n')
}

function experienceSentence(facts: LetterFacts, lead: string): string | null {
  // Without a role listed, the person's own title (their designation at onboarding) still says what they do.
  if (!facts.recent)
    return facts.currentTitle ? `${lead}${lead ? ' ' : ''}I currently work as ${article(facts.currentTitle)} ${facts.currentTitle}.` : null
  const { position, company } = facts.recent
  const current = facts.recent.current
  const role = position
    ? `${current ? 'I currently work as' : 'Most recently I worked as'} ${article(position)} ${roleText(facts.recent)}`
    : `${current ? 'I currently work at' : 'Most recently I worked at'} ${company}`
  const years = facts.years === null ? '' : `, with ${yearsText(facts.years)} of experience behind me`
  return `${lead}${lead ? ' ' : ''}${role}${years}.`
}

function skillsSentence(facts: LetterFacts, style: CoverLetterStyle): string | null {
  if (facts.matched.length > 0) {
    const list = joinList(facts.matched)
    switch (style) {
      case 'standard':
        return `Your posting asks for ${list}, and these are skills I use in my work.`
      case 'formal':
        return `I note that the position calls for ${list}; I possess each of these skills.`
      case 'creative':
        return `${list} – the things your team needs – are the tools I reach for every day.`
      case 'technical':
        return `The requirements overlap directly with my stack: ${list}.`
    }
  }
  if (facts.otherSkills.length > 0) return `I bring skills in ${joinList(facts.otherSkills)}.`
  return null
}

function achievementSentence(facts: LetterFacts, style: CoverLetterStyle): string | null {
  if (!facts.achievement || !facts.recent) return null
  const where = facts.recent.company ? ` at ${facts.recent.company}` : ''
  switch (style) {
    case 'standard':
      return `One result I am proud of${where}: ${facts.achievement}.`
    case 'formal':
      return `Among my contributions${where}: ${facts.achievement}.`
    case 'creative':
      return `A moment I still enjoy telling people about${where}: ${facts.achievement}.`
    case 'technical':
      return `Measured outcome${where}: ${facts.achievement}.`
  }
}

function educationSentence(facts: LetterFacts, style: CoverLetterStyle): string | null {
  if (!facts.education) return null
  const text = educationText(facts.education)
  if (!text) return null
  return style === 'formal' ? `I completed my ${text}.` : `I studied ${text}.`
}

function placeSentence(facts: LetterFacts): string | null {
  if (!facts.location) return null
  return facts.location === 'Remote' ? 'I am set up to work remotely.' : `I would be glad to work in ${facts.location}.`
}

function standardLetter(facts: LetterFacts): string {
  return paragraphs(
    'Dear Hiring Manager,',
    sentences(
      `I am writing to apply for the ${facts.jobTitle} position at ${facts.company}.`,
      experienceSentence(facts, '') ?? educationSentence(facts, 'standard'),
    ),
    sentences(
      skillsSentence(facts, 'standard'),
      achievementSentence(facts, 'standard'),
      facts.recent ? educationSentence(facts, 'standard') : null,
    ),
    sentences(
      `I would welcome the chance to discuss how I can contribute to ${facts.company} as ${article(facts.jobTitle)} ${facts.jobTitle}.`,
      placeSentence(facts),
      'Thank you for your time and consideration.',
    ),
    signature('Sincerely,', facts),
  )
}

function formalLetter(facts: LetterFacts): string {
  return paragraphs(
    'Dear Sir or Madam,',
    sentences(
      `Please accept this letter as my formal application for the post of ${facts.jobTitle} at ${facts.company}.`,
      educationSentence(facts, 'formal'),
    ),
    sentences(experienceSentence(facts, 'By way of background,'), achievementSentence(facts, 'formal'), skillsSentence(facts, 'formal')),
    sentences(
      placeSentence(facts),
      `I should be grateful for the opportunity to attend an interview at ${facts.company}'s convenience, and I thank you for considering my application.`,
    ),
    signature('Yours faithfully,', facts),
  )
}

function creativeLetter(facts: LetterFacts): string {
  const hook = facts.currentTitle
    ? `When I saw that ${facts.company} is looking for ${article(facts.jobTitle)} ${facts.jobTitle}, the ${facts.currentTitle} in me sat up straight.`
    : `When I saw that ${facts.company} is looking for ${article(facts.jobTitle)} ${facts.jobTitle}, I knew I wanted to write to you.`
  return paragraphs(
    `Dear ${facts.company} team,`,
    hook,
    sentences(skillsSentence(facts, 'creative'), achievementSentence(facts, 'creative')),
    sentences(experienceSentence(facts, ''), educationSentence(facts, 'creative')),
    sentences(`I would love to bring that energy to ${facts.company}.`, placeSentence(facts), 'Could we talk soon?'),
    signature('Warm regards,', facts),
  )
}

function technicalLetter(facts: LetterFacts): string {
  const requirementLines = facts.matched.map((skill) => `- ${skill}`).join('\n')
  return paragraphs(
    'Dear Hiring Team,',
    sentences(`I am applying for the ${facts.jobTitle} role at ${facts.company}.`, skillsSentence(facts, 'technical')),
    requirementLines,
    sentences(experienceSentence(facts, ''), achievementSentence(facts, 'technical'), educationSentence(facts, 'technical')),
    sentences(
      `I would be glad to go through my work in a technical interview and to show how it maps to what ${facts.company} is building.`,
      placeSentence(facts),
    ),
    signature('Best regards,', facts),
  )
}

/** "a" or "an" before a job title, by its first letter's sound as most titles read. */
function article(title: string): string {
  return /^[aeiou]/i.test(title.trim()) ? 'an' : 'a'
}

/** The built-in letter of one style, from the job's and the profile's facts. */
export function writeBuiltInLetter(input: { document: ResumeDocument; job: JobFacts; style: CoverLetterStyle; now?: Date }): string {
  const facts = collectFacts(input.document, input.job, input.now ?? new Date())
  switch (input.style) {
    case 'standard':
      return standardLetter(facts)
    case 'formal':
      return formalLetter(facts)
    case 'creative':
      return creativeLetter(facts)
    case 'technical':
      return technicalLetter(facts)
  }
}
