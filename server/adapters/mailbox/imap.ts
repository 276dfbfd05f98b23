import net from 'node:net'
import tls from 'node:tls'
import { readMessage } from './message-text.ts'
import { MailboxError, type MailboxBatch, type MailboxCredentials, type MailboxPosition, type MailboxReader } from './port.ts'

/**
 * The production mailbox (EMAIL_MONITOR_PROVIDER=imap, decision 070): IMAP4rev1 (RFC 3501) over
 * node:net or node:tls, the few commands the monitor needs: LOGIN, SELECT INBOX, UID SEARCH, UID
 * FETCH of each new message's first 256 KB (BODY.PEEK, so nothing is marked read) and LOGOUT. Written
 * here rather than taken from imapflow, which is not installed; tested against the IMAP stand-in
 * (tests/stand-ins/imap.ts) on 127.0.0.1.
 */

/** The longest the server may stay silent before the session is given up. */
const SILENCE_TIMEOUT_MS = 30_000
/** What is fetched of each message: its headers and the start of its body are all the classifier reads. */
const FETCH_BYTES = 256 * 1024
/** The largest response (a literal included) a session accepts. */
const MAX_RESPONSE_BYTES = FETCH_BYTES + 64 * 1024

export function createImapMailbox(options: { timeoutMs?: number } = {}): MailboxReader {
  const timeoutMs = options.timeoutMs ?? SILENCE_TIMEOUT_MS
  return {
    provider: 'imap',
    localPages: null,
    async testConnection(credentials, signal) {
      await withSession(credentials, timeoutMs, signal, async () => undefined)
    },
    readMessages(credentials, position, signal) {
      return withSession(credentials, timeoutMs, signal, (session, uidValidity) => readNew(session, uidValidity, position))
    },
  }
}

async function readNew(session: ImapSession, uidValidity: number, position: MailboxPosition): Promise<MailboxBatch> {
  const isSameMailbox = position.uidValidity === uidValidity && position.afterUid !== null
  const afterUid = isSameMailbox ? (position.afterUid ?? 0) : 0
  const search = isSameMailbox ? `UID SEARCH UID ${afterUid + 1}:*` : `UID SEARCH SINCE ${imapDate(position.since)}`
  const searched = await session.command(search)
  const uids = searched.untagged
    .flatMap((response) =>
      /^\* SEARCH\b/i.test(response.text)
        ? response.text
            .replace(/^\* SEARCH/i, '')
            .trim()
            .split(/\s+/)
        : [],
    )
    .filter((word) => /^\d+$/.test(word))
    .map(Number)
    // `n:*` answers the last message even when its UID is below n (RFC 3501 §6.4.8).
    .filter((uid) => uid > afterUid)
    .sort((a, b) => a - b)
  const chosen = uids.slice(0, position.limit)
  if (chosen.length === 0) return { uidValidity, messages: [], hasMore: false }
  const fetched = await session.command(`UID FETCH ${chosen.join(',')} (UID BODY.PEEK[]<0.${FETCH_BYTES}>)`)
  const messages = fetched.untagged.flatMap((response) => {
    if (!/^\* \d+ FETCH /i.test(response.text)) return []
    const uid = /\bUID (\d+)/i.exec(response.text)?.[1]
    const body = response.literals[0]
    if (uid === undefined || body === undefined) return []
    return [readMessage(Number(uid), body)]
  })
  messages.sort((a, b) => a.uid - b.uid)
  return { uidValidity, messages, hasMore: uids.length > chosen.length }
}

/** `SINCE 21-Nov-2026`: IMAP's date, by the day (RFC 3501 date-text). */
function imapDate(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${date.getUTCDate()}-${months[date.getUTCMonth()]}-${date.getUTCFullYear()}`
}

interface ImapResponse {
  /** The response's text, each literal replaced by `{n}`. */
  text: string
  literals: Buffer[]
}

interface CommandResult {
  untagged: ImapResponse[]
}

interface ImapSession {
  command(text: string): Promise<CommandResult>
}

/** Opens a session (greeting, LOGIN, SELECT INBOX), runs `work`, then logs out and closes, whatever happened. */
async function withSession<T>(
  credentials: MailboxCredentials,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  work: (session: ImapSession, uidValidity: number) => Promise<T>,
): Promise<T> {
  const connection = await connect(credentials, timeoutMs, signal)
  try {
    const greeting = await connection.next()
    if (/^\* BYE\b/i.test(greeting.text)) throw new MailboxError('unreachable', 'the server said BYE at once')
    if (!/^\* (OK|PREAUTH)\b/i.test(greeting.text)) throw new MailboxError('protocol', 'no greeting')
    const session = createSession(connection)
    if (!/^\* PREAUTH\b/i.test(greeting.text)) {
      await session.command(`LOGIN ${astring(credentials.user)} ${astring(credentials.password)}`).catch((error: unknown) => {
        throw error instanceof TaggedNo ? new MailboxError('login', 'LOGIN refused', { cause: error }) : error
      })
    }
    const selected = await session.command('SELECT INBOX').catch((error: unknown) => {
      throw error instanceof TaggedNo ? new MailboxError('mailbox', 'SELECT INBOX refused', { cause: error }) : error
    })
    const validity = selected.untagged.map((response) => /\[UIDVALIDITY (\d+)\]/i.exec(response.text)?.[1]).find(Boolean)
    if (validity === undefined) throw new MailboxError('protocol', 'SELECT gave no UIDVALIDITY')
    const result = await work(session, Number(validity))
    await session.command('LOGOUT').catch(() => undefined)
    return result
  } catch (error) {
    if (error instanceof MailboxError) throw error
    if (error instanceof TaggedNo) throw new MailboxError('protocol', error.message, { cause: error })
    throw new MailboxError('protocol', 'the session failed', { cause: error })
  } finally {
    connection.close()
  }
}

/** A command answered NO or BAD. */
class TaggedNo extends Error {}

function createSession(connection: Connection): ImapSession {
  let counter = 0
  return {
    async command(text) {
      counter += 1
      const tag = `A${counter}`
      connection.write(`${tag} ${text}\r\n`)
      const untagged: ImapResponse[] = []
      for (;;) {
        const response = await connection.next()
        // No command here sends a literal, so a continuation request is a server out of step.
        if (response.text.startsWith('+')) throw new MailboxError('protocol', 'unexpected continuation')
        if (response.text.startsWith(`${tag} `)) {
          const status = response.text.slice(tag.length + 1, tag.length + 4).toUpperCase()
          if (status === 'OK ' || status === 'OK') return { untagged }
          throw new TaggedNo(`${text.split(' ')[0]} answered ${status.trim()}`)
        }
        untagged.push(response)
      }
    },
  }
}

/**
 * A quoted string argument (RFC 3501 §4.3): backslash and double quote escaped; CR and LF, which a
 * quoted string cannot hold, are refused by the settings' schema before they get here. Non-ASCII is
 * sent as UTF-8, which servers with UTF8=ACCEPT take and others refuse as a failed login.
 */
function astring(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\r\n]/g, '')}"`
}

interface Connection {
  write(data: string | Buffer): void
  /** The next complete response from the server, literals included. */
  next(): Promise<ImapResponse>
  close(): void
}

function connect(credentials: MailboxCredentials, timeoutMs: number, signal: AbortSignal | undefined): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = credentials.tls
      ? tls.connect({
          host: credentials.host,
          port: credentials.port,
          servername: net.isIP(credentials.host) ? undefined : credentials.host,
        })
      : net.connect({ host: credentials.host, port: credentials.port })
    let buffer = Buffer.alloc(0)
    let failure: MailboxError | null = null
    const waiting: Array<{ resolve: (response: ImapResponse) => void; reject: (error: Error) => void }> = []
    const ready: ImapResponse[] = []
    let isOpen = false

    const fail = (error: MailboxError) => {
      if (failure) return
      failure = error
      socket.destroy()
      if (!isOpen) reject(error)
      for (const waiter of waiting.splice(0)) waiter.reject(error)
    }
    const onAbort = () => fail(new MailboxError('timeout', 'stopped'))
    if (signal?.aborted) onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })

    socket.setTimeout(timeoutMs, () => fail(new MailboxError('timeout', `no answer in ${timeoutMs} ms`)))
    socket.once(credentials.tls ? 'secureConnect' : 'connect', () => {
      isOpen = true
      resolve({
        write: (data) => socket.write(data),
        next: () =>
          new Promise((resolveNext, rejectNext) => {
            const response = ready.shift()
            if (response) return resolveNext(response)
            if (failure) return rejectNext(failure)
            waiting.push({ resolve: resolveNext, reject: rejectNext })
          }),
        close: () => {
          signal?.removeEventListener('abort', onAbort)
          socket.destroy()
        },
      })
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const isTls =
        credentials.tls && !isOpen && !['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ETIMEDOUT'].includes(error.code ?? '')
      fail(new MailboxError(isTls ? 'tls' : 'unreachable', error.code ?? 'socket error', { cause: error }))
    })
    socket.on('close', () => fail(new MailboxError('unreachable', 'the server closed the connection')))
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        const parsed = takeResponse(buffer)
        if (parsed === 'too-large') return fail(new MailboxError('protocol', 'a response over the size limit'))
        if (parsed === null) return
        buffer = buffer.subarray(parsed.length)
        const waiter = waiting.shift()
        if (waiter) waiter.resolve(parsed.response)
        else ready.push(parsed.response)
      }
    })
  })
}

/**
 * One complete response at the start of `buffer`: a line ending in CRLF, where a line ending in
 * `{n}` is followed by an n-byte literal and goes on after it (RFC 3501 §4.3). Null until it has all
 * arrived.
 */
function takeResponse(buffer: Buffer): { response: ImapResponse; length: number } | null | 'too-large' {
  let position = 0
  let text = ''
  const literals: Buffer[] = []
  for (;;) {
    const end = buffer.indexOf('\r\n', position)
    if (end === -1) return buffer.length > MAX_RESPONSE_BYTES ? 'too-large' : null
    const line = buffer.subarray(position, end).toString('utf8')
    const literal = /\{(\d+)\+?\}$/.exec(line)
    if (!literal) return { response: { text: text + line, literals }, length: end + 2 }
    const size = Number(literal[1])
    if (size > MAX_RESPONSE_BYTES) return 'too-large'
    const start = end + 2
    if (buffer.length < start + size) return null
    literals.push(Buffer.from(buffer.subarray(start, start + size)))
    text += line
    position = start + size
  }
}
