import type { ReplyKind } from './email-monitor.ts'

/**
 * Reads an employer's reply (decision 070): an invitation to interview, a rejection, or neither, by
 * fixed phrases in English and Hindi, so the same message always gives the same answer and staff can
 * see the phrase that decided it. Rejections are read first: "we will not be inviting you to an
 * interview" is a rejection that names an interview. Only the reply itself is read, not the quoted
 * message below it.
 */

export interface ReplyClassification {
  kind: ReplyKind
  /** The phrase found, as the list below writes it. */
  phrase: string
}

const REJECTION_PHRASES = [
  'regret to inform',
  'not be moving forward',
  'not moving forward',
  'will not be proceeding',
  'not proceed with your application',
  'decided to move forward with other candidates',
  'decided to proceed with other candidates',
  'pursue other candidates',
  'other candidates whose',
  'have not been selected',
  'has not been selected',
  'were not selected',
  'was not selected',
  'not been shortlisted',
  'not shortlisted',
  'position has been filled',
  'unable to offer you',
  'not be inviting you',
  'application was unsuccessful',
  'application has been unsuccessful',
  'not the right fit',
  'we are unable to take your application further',
  'खेद है',
  'खेद के साथ',
  'चयन नहीं',
  'आगे नहीं बढ़',
  'अस्वीकार',
  'शॉर्टलिस्ट नहीं',
] as const

const INTERVIEW_PHRASES = [
  'invite you for an interview',
  'invite you to an interview',
  'invite you for a interview',
  'invite you to interview',
  'invitation to interview',
  'interview invitation',
  'invite you for a call',
  'like to interview you',
  'schedule an interview',
  'schedule your interview',
  'interview has been scheduled',
  'interview is scheduled',
  'availability for an interview',
  'you have been shortlisted',
  "you've been shortlisted",
  'move you to the next round',
  'next round of interviews',
  'phone screen',
  'technical interview',
  'साक्षात्कार के लिए',
  'साक्षात्कार हेतु',
  'इंटरव्यू के लिए',
  'शॉर्टलिस्ट किया गया',
  'शॉर्टलिस्ट कर लिया',
] as const

/** Lower case, one space between words, typographic apostrophes straight. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
}

/** The reply above the quoted original: lines after "On … wrote:" or "-----Original Message-----", and "> " lines, are dropped. */
export function replyPart(text: string): string {
  const kept: string[] = []
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*-{2,}\s*original message\s*-{2,}/i.test(line) || /^\s*on .{1,200} wrote:\s*$/i.test(line)) break
    if (/^\s*>/.test(line)) continue
    kept.push(line)
  }
  return kept.join('\n')
}

export function classifyReply(message: { subject: string; text: string }): ReplyClassification | null {
  const text = normalize(`${message.subject}\n${replyPart(message.text)}`)
  const rejection = REJECTION_PHRASES.find((phrase) => text.includes(phrase))
  if (rejection) return { kind: 'rejection', phrase: rejection }
  const interview = INTERVIEW_PHRASES.find((phrase) => text.includes(phrase))
  if (interview) return { kind: 'interview', phrase: interview }
  return null
}
