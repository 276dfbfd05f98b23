import { expect, test } from 'vitest'
import { classifyReply, replyPart } from './classify-reply.ts'

test.each([
  ['Interview invitation: Data Analyst', 'Hi Ravi, please share your availability.', 'interview', 'interview invitation'],
  ['Re: your application', 'We would like to invite you for an interview on Monday at 11 AM.', 'interview', 'invite you for an interview'],
  ['Update', 'Good news — you’ve been shortlisted for the next step.', 'interview', "you've been shortlisted"],
  ['आपका आवेदन', 'हम आपको साक्षात्कार के लिए आमंत्रित करना चाहते हैं।', 'interview', 'साक्षात्कार के लिए'],
  ['Your application', 'We regret to inform you that the role has been filled.', 'rejection', 'regret to inform'],
  ['Your application', 'After careful review we will not be inviting you to an interview.', 'rejection', 'not be inviting you'],
  [
    'Update',
    'Unfortunately we have decided to move forward with other candidates.',
    'rejection',
    'decided to move forward with other candidates',
  ],
  ['आवेदन की स्थिति', 'खेद है कि इस बार आपका चयन नहीं हुआ।', 'rejection', 'खेद है'],
] as const)('%s / %s → %s', (subject, text, kind, phrase) => {
  expect(classifyReply({ subject, text })).toEqual({ kind, phrase })
})

test('a message that says neither is no reply to act on', () => {
  expect(classifyReply({ subject: 'Thank you for applying', text: 'We have received your application and will be in touch.' })).toBeNull()
})

test('the quoted original below the reply is not read', () => {
  const text = [
    'Thanks, we received it.',
    '',
    'On Mon, 23 Nov 2026 at 10:00, Ravi <ravi@example.in> wrote:',
    '> Can I schedule an interview?',
  ].join('\n')
  expect(replyPart(text)).toBe('Thanks, we received it.\n')
  expect(classifyReply({ subject: 'Re: Data Analyst', text })).toBeNull()
  expect(classifyReply({ subject: 'Re: x', text: '> we regret to inform you\nSee you on Monday.' })).toBeNull()
})
