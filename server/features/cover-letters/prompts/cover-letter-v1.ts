import type { CoverLetterStyle } from '#core/cover-letters/cover-letter-constants.ts'
import type { JobFacts } from '#core/cover-letters/job-keywords.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ChatMessage } from '#server/adapters/ai/port.ts'

/**
 * The cover letter prompt, version 1 (decision 054). A change of wording is a new file
 * (`cover-letter-v2.ts`) and a new version, so each saved letter's metadata names the prompt that wrote
 * it. The job and the profile travel as JSON data in the user message, never spliced into the
 * instructions, and the model is told to use only facts the profile gives.
 */
export const COVER_LETTER_PROMPT_VERSION = 'cover-letter/v1'

const STYLE_GUIDES: Record<CoverLetterStyle, string> = {
  standard: 'Standard: a clear, friendly professional letter of four short paragraphs.',
  creative: 'Creative: warm and vivid, opening with a hook about the company, still professional.',
  formal: 'Formal: British-Indian business English, "Dear Sir or Madam", closing "Yours faithfully".',
  technical: 'Technical: lead with how the candidate’s skills and tools map to the requirements, concrete and precise.',
}

const SYSTEM = [
  'You write cover letters for job seekers in India.',
  'Use only facts present in the candidate profile JSON: never invent employers, roles, dates, numbers, degrees or skills.',
  'Name the job title and the company exactly as given. Under 350 words. Plain text, paragraphs separated by a blank line, no markdown.',
  'Answer with one JSON object: {"content": string (the whole letter, greeting to signature), "keywordsUsed": string[] (the job keywords the letter mentions)}.',
].join('\n')

/** The profile fields a letter may draw on: nothing else of the document is sent. */
function profileFacts(document: ResumeDocument) {
  const info = document.personalInfo
  return {
    name: [info.firstName, info.lastName].filter(Boolean).join(' '),
    title: info.title,
    summary: info.summary,
    email: info.email,
    phone: info.phone,
    workExperience: document.workExperience.map((role) => ({
      position: role.position,
      company: role.company,
      startDate: role.startDate,
      endDate: role.current ? 'Present' : role.endDate,
      description: role.description,
      achievements: role.achievements,
    })),
    education: document.education.map((item) => ({
      institution: item.institution || item.school,
      degree: item.degree,
      field: item.field,
      year: item.year || item.endDate,
    })),
    skills: document.skills.flatMap((group) => group.items.map((item) => item.name)),
  }
}

export function buildCoverLetterMessages(input: { document: ResumeDocument; job: JobFacts; style: CoverLetterStyle }): ChatMessage[] {
  const data = {
    style: STYLE_GUIDES[input.style],
    job: {
      jobTitle: input.job.jobTitle,
      companyName: input.job.companyName,
      location: input.job.location,
      jobDescription: input.job.jobDescription.slice(0, 6000),
      requirements: input.job.requirements.slice(0, 40),
    },
    candidate: profileFacts(input.document),
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Write the cover letter as JSON from this data:\n${JSON.stringify(data)}` },
  ]
}
