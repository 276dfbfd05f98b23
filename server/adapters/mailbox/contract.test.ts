import net from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startImapStandIn, type ImapStandIn } from '#tests/stand-ins/imap.ts'
import { createImapMailbox } from './imap.ts'
import { MailboxError, type MailboxCredentials } from './port.ts'

/** The IMAP client against the IMAP stand-in on 127.0.0.1 (CONVENTIONS.md §7): the real protocol, both ends. */

let standIn: ImapStandIn
let credentials: MailboxCredentials
const mailbox = createImapMailbox({ timeoutMs: 5_000 })
const since = new Date('2026-11-01T00:00:00Z')

beforeAll(async () => {
  standIn = await startImapStandIn({ user: 'jobs@jobyatra.test', password: 'pa"ss\\word' })
  credentials = { host: '127.0.0.1', port: standIn.port, tls: false, user: 'jobs@jobyatra.test', password: 'pa"ss\\word' }
})

afterAll(async () => {
  await standIn.close()
})

async function failureOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof MailboxError)) throw new Error(`expected a MailboxError, got ${String(error)}`)
  return error.failure
}

test('a connection test logs in with quoted credentials, opens INBOX and logs out', async () => {
  standIn.commands.length = 0
  await mailbox.testConnection(credentials)
  expect(standIn.commands).toEqual(['A1 LOGIN "jobs@jobyatra.test" "pa\\"ss\\\\word"', 'A2 SELECT INBOX', 'A3 LOGOUT'])
})

test('a wrong password is a login failure; a closed port and a server that is not IMAP are their own failures', async () => {
  expect(await failureOf(mailbox.testConnection({ ...credentials, password: 'wrong' }))).toBe('login')

  const closed = net.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const address = closed.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  expect(await failureOf(mailbox.testConnection({ ...credentials, port }))).toBe('unreachable')

  const silent = net.createServer((socket) => socket.write('220 smtp.example.com ESMTP\r\n'))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const silentAddress = silent.address()
  const silentPort = typeof silentAddress === 'object' && silentAddress ? silentAddress.port : 0
  expect(await failureOf(mailbox.testConnection({ ...credentials, port: silentPort }))).toBe('protocol')
  await new Promise<void>((resolve) => silent.close(() => resolve()))
})

test('reads new messages after the last UID, oldest first, with their text, and marks none as read', async () => {
  standIn.messages.length = 0
  const first = standIn.deliver(
    [
      'From: "Asha, Talent" <Talent@Infosys.com>',
      'To: Ravi <ravi@example.in>, other@example.in',
      'Subject: =?UTF-8?B?SW50ZXJ2aWV3IGludml0YXRpb24g4oCUIERhdGEgQW5hbHlzdA==?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'We would like to invite you for an interview on Monday.=0AThanks',
    ].join('\n'),
    new Date('2026-11-20T10:00:00Z'),
  )
  const second = standIn.deliver(
    [
      'From: hr@tcs.com',
      'To: meera@example.in',
      'Subject: Your application',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Unfortunately we will not be moving forward.</p>',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('खेद है कि आपका चयन नहीं हुआ है।', 'utf8').toString('base64'),
      '--b1--',
    ].join('\n'),
    new Date('2026-11-21T10:00:00Z'),
  )

  const firstRead = await mailbox.readMessages(credentials, { uidValidity: null, afterUid: null, since, limit: 1 })
  expect(firstRead).toMatchObject({ uidValidity: standIn.uidValidity, hasMore: true })
  expect(firstRead.messages).toEqual([
    {
      uid: first.uid,
      from: 'talent@infosys.com',
      to: ['ravi@example.in', 'other@example.in'],
      subject: 'Interview invitation — Data Analyst',
      text: 'We would like to invite you for an interview on Monday.\nThanks',
    },
  ])
  expect(standIn.commands.some((command) => /UID SEARCH SINCE 1-Nov-2026$/.test(command))).toBe(true)

  const next = await mailbox.readMessages(credentials, { uidValidity: standIn.uidValidity, afterUid: first.uid, since, limit: 10 })
  expect(next.hasMore).toBe(false)
  expect(next.messages.map((message) => [message.uid, message.from, message.to, message.subject, message.text.trim()])).toEqual([
    [second.uid, 'hr@tcs.com', ['meera@example.in'], 'Your application', 'खेद है कि आपका चयन नहीं हुआ है।'],
  ])
  expect(standIn.commands.at(-2)).toMatch(/UID FETCH \d+ \(UID BODY\.PEEK\[\]<0\.\d+>\)$/)

  // Nothing after the last UID: `n:*` answers the last message again, which the client drops.
  const none = await mailbox.readMessages(credentials, { uidValidity: standIn.uidValidity, afterUid: second.uid, since, limit: 10 })
  expect(none).toEqual({ uidValidity: standIn.uidValidity, messages: [], hasMore: false })
  expect(standIn.messages.every((message) => !message.isSeen)).toBe(true)
})

test('a renumbered mailbox (new UIDVALIDITY) is read again from the date, not from a UID of the old numbering', async () => {
  standIn.messages.length = 0
  standIn.deliver('From: a@b.com\nTo: c@d.com\nSubject: old\n\nold', new Date('2026-10-01T00:00:00Z'))
  const recent = standIn.deliver('From: a@b.com\nTo: c@d.com\nSubject: recent\n\nrecent', new Date('2026-11-25T00:00:00Z'))
  const read = await mailbox.readMessages(credentials, { uidValidity: 42, afterUid: 999, since, limit: 10 })
  expect(read.messages.map((message) => message.uid)).toEqual([recent.uid])
})
