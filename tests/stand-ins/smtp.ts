import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) for tests of the SMTP client: it speaks the protocol
 * nodemailer speaks to a relay, checks AUTH when it was given credentials (535 otherwise), and records
 * every message it accepted, parsed (mailparser), so a test reads back what a person would receive.
 * `answerNext` makes it refuse the next messages with a reply code of the test's choosing (451
 * temporary, 550 permanent), as a relay under load or a strict one would.
 */

export interface ReceivedEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
  messageId: string | null
  /** The user name the client authenticated as, or null without AUTH. */
  user: string | null
  /** The message as it came over DATA: headers and MIME parts, undecoded. */
  raw: string
  /** Its attached files, decoded from their MIME parts. */
  attachments: Array<{ filename: string | null; contentType: string; content: Uint8Array }>
}

export interface SmtpStandIn {
  /** smtp://user:password@127.0.0.1:port (with the stand-in's credentials when it has any). */
  url: string
  port: number
  received: ReceivedEmail[]
  /** Every DATA the stand-in answered with an error, in order. */
  refusals: number[]
  /** Refuse the next `times` messages with this reply (e.g. 451 or 550), at DATA unless `at` says RCPT TO. */
  answerNext(reply: StandInReply, times?: number): void
  close(): Promise<void>
}

export interface StandInReply {
  code: number
  message: string
  at?: 'rcpt' | 'data'
}

class SmtpReply extends Error {
  readonly responseCode: number
  constructor(code: number, message: string) {
    super(message)
    this.responseCode = code
  }
}

export async function startSmtpStandIn(options: { credentials?: { user: string; password: string } } = {}): Promise<SmtpStandIn> {
  const { credentials } = options
  const received: ReceivedEmail[] = []
  const refusals: number[] = []
  const queuedReplies: StandInReply[] = []

  const server = new SMTPServer({
    name: 'smtp.stand-in.test',
    banner: 'JobYatra SMTP stand-in',
    // Loopback only; the client would otherwise upgrade to TLS with a certificate nobody signed.
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session: SMTPServerSession, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username })
        return
      }
      callback(new SmtpReply(535, 'Authentication credentials invalid'))
    },
    onRcptTo(_address, _session, callback) {
      if (queuedReplies[0]?.at !== 'rcpt') {
        callback()
        return
      }
      const reply = queuedReplies.shift()
      if (reply) refusals.push(reply.code)
      callback(reply ? new SmtpReply(reply.code, reply.message) : null)
    },
    onData(stream, session, callback) {
      const reply = queuedReplies[0]?.at === 'rcpt' ? undefined : queuedReplies.shift()
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      new Promise<Buffer>((resolve, reject) => {
        stream.on('end', () => resolve(Buffer.concat(chunks)))
        stream.on('error', reject)
      })
        .then(async (raw) => ({ raw, mail: await simpleParser(raw) }))
        .then(({ raw, mail }) => {
          if (reply) {
            refusals.push(reply.code)
            callback(new SmtpReply(reply.code, reply.message))
            return
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            messageId: mail.messageId ?? null,
            user: typeof session.user === 'string' ? session.user : null,
            raw: raw.toString('latin1'),
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? null,
              contentType: file.contentType,
              content: new Uint8Array(file.content),
            })),
          })
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@` : ''
  return {
    url: `smtp://${auth}127.0.0.1:${address.port}`,
    port: address.port,
    received,
    refusals,
    answerNext(reply, times = 1) {
      for (let index = 0; index < times; index += 1) queuedReplies.push(reply)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
