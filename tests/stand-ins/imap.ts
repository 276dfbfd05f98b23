import net, { type AddressInfo } from 'node:net'

/**
 * An IMAP4rev1 server on 127.0.0.1 for tests of the IMAP client (server/adapters/mailbox/imap.ts):
 * tagged commands, quoted strings and literals (a `{n}` argument gets its `+` continuation), and the
 * commands the monitor speaks — CAPABILITY, NOOP, LOGIN (NO [AUTHENTICATIONFAILED] for wrong
 * credentials), SELECT INBOX (UIDVALIDITY, UIDNEXT, EXISTS), UID SEARCH (`UID n:*`, `SINCE date`), UID
 * FETCH (BODY[] / BODY.PEEK[] with a `<0.n>` partial, sent as a literal) and LOGOUT. Anything else,
 * or a command before LOGIN that needs it, is answered BAD or NO as a real server would. It records
 * every command line, and which messages a plain BODY[] fetch marked \Seen.
 */

export interface StandInMessage {
  uid: number
  raw: string
  internalDate: Date
  isSeen: boolean
}

export interface ImapStandIn {
  port: number
  /** The account LOGIN accepts: change it to make the next logins fail. */
  credentials: { user: string; password: string }
  commands: string[]
  messages: StandInMessage[]
  uidValidity: number
  /** Adds a message with the next UID. */
  deliver(raw: string, internalDate?: Date): StandInMessage
  close(): Promise<void>
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

export async function startImapStandIn(options: { user: string; password: string }): Promise<ImapStandIn> {
  const sockets = new Set<net.Socket>()
  let nextUid = 1
  const standIn: ImapStandIn = {
    port: 0,
    credentials: { ...options },
    commands: [],
    messages: [],
    uidValidity: 1_700_000_001,
    deliver(raw, internalDate = new Date()) {
      const message = { uid: nextUid, raw: raw.replace(/\r?\n/g, '\r\n'), internalDate, isSeen: false }
      nextUid += 1
      standIn.messages.push(message)
      return message
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    let buffer = Buffer.alloc(0)
    let pending: { parts: string[]; literals: string[]; need: number } | null = null
    let isAuthenticated = false
    let isSelected = false
    socket.write('* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] IMAP stand-in ready\r\n')

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (pending && pending.need > 0) {
          if (buffer.length < pending.need) return
          pending.literals.push(buffer.subarray(0, pending.need).toString('utf8'))
          buffer = buffer.subarray(pending.need)
          pending.need = 0
        }
        const end = buffer.indexOf('\r\n')
        if (end === -1) return
        const line = buffer.subarray(0, end).toString('utf8')
        buffer = buffer.subarray(end + 2)
        const current = pending ?? { parts: [], literals: [], need: 0 }
        const literal = /\{(\d+)\}$/.exec(line)
        if (literal) {
          current.parts.push(line.slice(0, literal.index) + `\u0000${current.literals.length}`)
          current.need = Number(literal[1])
          pending = current
          socket.write('+ Ready for literal data\r\n')
          continue
        }
        current.parts.push(line)
        pending = null
        handle(current.parts.join(''), current.literals)
      }
    })

    function handle(line: string, literals: string[]) {
      standIn.commands.push(line)
      const [tag = '*', ...rest] = tokenize(line, literals)
      const [name = '', ...args] = rest
      const command = name.toUpperCase()
      const send = (text: string) => socket.write(`${text}\r\n`)
      if (command === 'CAPABILITY') {
        send('* CAPABILITY IMAP4rev1 AUTH=PLAIN')
        return send(`${tag} OK CAPABILITY completed`)
      }
      if (command === 'NOOP') return send(`${tag} OK NOOP completed`)
      if (command === 'LOGOUT') {
        send('* BYE IMAP stand-in logging out')
        send(`${tag} OK LOGOUT completed`)
        return socket.end()
      }
      if (command === 'LOGIN') {
        if (args[0] === standIn.credentials.user && args[1] === standIn.credentials.password) {
          isAuthenticated = true
          return send(`${tag} OK LOGIN completed`)
        }
        return send(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)`)
      }
      if (!isAuthenticated) return send(`${tag} BAD Command not valid before LOGIN`)
      if (command === 'SELECT') {
        if ((args[0] ?? '').toUpperCase() !== 'INBOX') return send(`${tag} NO [NONEXISTENT] Unknown mailbox`)
        isSelected = true
        send(`* ${standIn.messages.length} EXISTS`)
        send('* 0 RECENT')
        send(`* OK [UIDVALIDITY ${standIn.uidValidity}] UIDs valid`)
        send(`* OK [UIDNEXT ${nextUid}] Predicted next UID`)
        send('* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)')
        return send(`${tag} OK [READ-WRITE] SELECT completed`)
      }
      if (command === 'UID' && isSelected) return handleUid(tag, args, send)
      return send(`${tag} BAD Unknown or unexpected command`)
    }

    function handleUid(tag: string, args: string[], send: (text: string) => void) {
      const [sub = '', ...rest] = args
      if (sub.toUpperCase() === 'SEARCH') {
        const found = searchUids(rest)
        if (found === null) return send(`${tag} BAD Unsupported search`)
        send(`* SEARCH${found.map((uid) => ` ${uid}`).join('')}`)
        return send(`${tag} OK SEARCH completed`)
      }
      if (sub.toUpperCase() === 'FETCH') {
        const wanted = new Set(parseUidSet(rest[0] ?? ''))
        const items = rest.slice(1).join(' ')
        const partial = /BODY(\.PEEK)?\[\]<0\.(\d+)>/i.exec(items)
        const whole = /BODY(\.PEEK)?\[\]/i.exec(items)
        if (!whole) return send(`${tag} BAD Only BODY[] is served`)
        standIn.messages.forEach((message, index) => {
          if (!wanted.has(message.uid)) return
          if (!whole[1]) message.isSeen = true
          const bytes = Buffer.from(message.raw, 'utf8')
          const body = partial ? bytes.subarray(0, Number(partial[2])) : bytes
          socket.write(`* ${index + 1} FETCH (UID ${message.uid} BODY[]${partial ? '<0>' : ''} {${body.length}}\r\n`)
          socket.write(body)
          socket.write(')\r\n')
        })
        return send(`${tag} OK FETCH completed`)
      }
      return send(`${tag} BAD Unknown UID command`)
    }
  })

  function searchUids(criteria: string[]): number[] | null {
    const [key = '', value = ''] = criteria
    const uids = standIn.messages.map((message) => message.uid)
    if (key.toUpperCase() === 'UID') {
      const range = /^(\d+):\*$/.exec(value)
      if (!range) return parseUidSet(value).filter((uid) => uids.includes(uid))
      const from = Number(range[1])
      const last = uids.at(-1)
      // RFC 3501: `n:*` with n above the last UID still names the last message.
      return uids.filter((uid) => uid >= from || uid === last)
    }
    if (key.toUpperCase() === 'SINCE') {
      const date = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value)
      if (!date) return null
      const since = Date.UTC(Number(date[3]), MONTHS.indexOf((date[2] ?? '').toLowerCase()), Number(date[1]))
      return standIn.messages.filter((message) => message.internalDate.getTime() >= since).map((message) => message.uid)
    }
    return null
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.port = (server.address() as AddressInfo).port
  return standIn
}

/** Atoms, quoted strings (with \\ and \" escapes) and literals (`\0<index>`) of a command line. */
function tokenize(line: string, literals: string[]): string[] {
  const tokens: string[] = []
  let index = 0
  while (index < line.length) {
    const char = line[index]
    if (char === ' ') {
      index += 1
      continue
    }
    if (char === '"') {
      let value = ''
      index += 1
      while (index < line.length && line[index] !== '"') {
        if (line[index] === '\\') index += 1
        value += line[index] ?? ''
        index += 1
      }
      tokens.push(value)
      index += 1
      continue
    }
    if (char === '\u0000') {
      const digits = /^\d+/.exec(line.slice(index + 1))?.[0] ?? '0'
      tokens.push(literals[Number(digits)] ?? '')
      index += 1 + digits.length
      continue
    }
    const end = line.indexOf(' ', index)
    const stop = end === -1 ? line.length : end
    tokens.push(line.slice(index, stop))
    index = stop
  }
  return tokens
}

function parseUidSet(value: string): number[] {
  return value.split(',').flatMap((piece) => {
    const range = /^(\d+):(\d+)$/.exec(piece)
    if (range) {
      const from = Number(range[1])
      const to = Number(range[2])
      return Array.from({ length: Math.max(to - from + 1, 0) }, (_unused, offset) => from + offset)
    }
    return /^\d+$/.test(piece) ? [Number(piece)] : []
  })
}
