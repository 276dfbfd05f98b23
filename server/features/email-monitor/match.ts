import { replyPart } from '#core/email-monitor/classify-reply.ts'
import type { ReplyKind } from '#core/email-monitor/email-monitor.ts'
import type { ApplicationStatus } from '#core/workspace/applications.ts'
import { normalizeEmployerName } from '#server/lib/employer-name.ts'

/**
 * Which of a person's tracked applications an employer's reply is about (decision 070). The employer
 * is recognised by the sender's domain (the apply link's domain, the employer's name or its initials:
 * talent@infosys.com, hr@tcs.com for Tata Consultancy Services) or, when the reply comes from a mail
 * provider or an applicant-tracking system, by the employer's name in the subject or the reply. Of
 * several applications to one employer the job title in the message decides; when it does not, none
 * is moved: a wrong move is worse than none.
 */

export interface TrackedApplication {
  id: number
  job_title: string
  employer_name: string
  apply_link: string | null
  application_status: ApplicationStatus
}

/** Domains anyone can write from: the sender's domain says nothing about the employer. */
const MAIL_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'rediffmail.com',
  'zohomail.com',
  'zohomail.in',
])

/** Applicant-tracking systems and job boards: they write and host apply links for many employers. */
const HIRING_PLATFORMS = new Set([
  'greenhouse.io',
  'lever.co',
  'myworkdayjobs.com',
  'workday.com',
  'ashbyhq.com',
  'smartrecruiters.com',
  'icims.com',
  'taleo.net',
  'successfactors.com',
  'workable.com',
  'jobvite.com',
  'bamboohr.com',
  'recruitee.com',
  'breezy.hr',
  'zohorecruit.com',
  'zohorecruit.in',
  'freshteam.com',
  'keka.com',
  'darwinbox.in',
  'naukri.com',
  'linkedin.com',
  'indeed.com',
  'instahyre.com',
  'foundit.in',
  'monsterindia.com',
  'hirist.com',
  'hirist.tech',
  'cutshort.io',
  'wellfound.com',
  'glassdoor.com',
  'internshala.com',
  'apna.co',
])

/** Second-level labels under a country code that are not an organisation's name (co.in, ac.uk, gov.in …). */
const GENERIC_SECOND_LEVEL = new Set(['co', 'com', 'ac', 'gov', 'org', 'net', 'edu', 'nic', 'res', 'firm', 'gen', 'ind'])

/** example.co.in → example.co.in, careers.infosys.com → infosys.com. */
export function organisationDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  const second = labels.at(-2) ?? ''
  const keep = labels.length >= 3 && (labels.at(-1) ?? '').length === 2 && GENERIC_SECOND_LEVEL.has(second) ? 3 : 2
  return labels.slice(-keep).join('.')
}

function hostOf(link: string | null): string | null {
  if (link === null) return null
  try {
    return new URL(link).hostname
  } catch {
    return null
  }
}

/** Lower case, letters and digits of any script, single spaces: what names and messages are compared as. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

function isFromEmployer(application: TrackedApplication, senderDomain: string | null, message: string): boolean {
  const name = normalizeEmployerName(application.employer_name)
  if (name === '') return false
  const sender = senderDomain === null ? null : organisationDomain(senderDomain)
  if (sender !== null && !MAIL_PROVIDERS.has(sender) && !HIRING_PLATFORMS.has(sender)) {
    const applyHost = hostOf(application.apply_link)
    const applyDomain = applyHost === null ? null : organisationDomain(applyHost)
    if (applyDomain !== null && applyDomain === sender && !HIRING_PLATFORMS.has(applyDomain)) return true
    const label = sender.split('.')[0] ?? ''
    const compact = name.replace(/ /g, '')
    const initials = name.includes(' ')
      ? name
          .split(' ')
          .map((word) => word[0])
          .join('')
      : null
    if (label === compact || (initials !== null && label === initials)) return true
  }
  // A name of three letters or fewer ("ey", "tcs") is a word of too many messages to be read in the text.
  return name.length >= 4 && message.includes(` ${name} `)
}

/** The applications the reply is about: those of its employer, narrowed by the job title when there are several. */
export function findRepliedApplications<T extends TrackedApplication>(
  reply: { from: string | null; subject: string; text: string },
  applications: readonly T[],
): T[] {
  const senderDomain = reply.from?.split('@')[1] ?? null
  const message = words(`${reply.subject}\n${replyPart(reply.text)}`)
  const ofEmployer = applications.filter((application) => isFromEmployer(application, senderDomain, message))
  if (ofEmployer.length <= 1) return ofEmployer
  const titled = ofEmployer.filter((application) => {
    const title = words(application.job_title).trim()
    return title !== '' && message.includes(` ${title} `)
  })
  return titled.length === 1 ? titled : []
}

/** Where a reply moves an application: interviews from saved or applied, rejections from anything but an offer. */
export function targetStatus(kind: ReplyKind, current: ApplicationStatus): ApplicationStatus | null {
  if (kind === 'interview') return current === 'saved' || current === 'applied' ? 'interviewing' : null
  return current === 'saved' || current === 'applied' || current === 'interviewing' ? 'rejected' : null
}
