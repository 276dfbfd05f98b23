/**
 * The cluster's workload: people who sign up, open the verification link from their e-mail, sign in,
 * search, save jobs and edit their profile, each through the round-robin proxy, so consecutive
 * requests of one person land on different servers. Every answer that is not the one a working
 * product gives is a problem, named; an answer the proxy cut because its server died is not, and the
 * person's browser sends that write again (saves and profile edits are idempotent). What each person
 * was told was saved is kept, so it can be read back afterwards from whichever server is left.
 */
import type pg from 'pg'
import { searchRequests } from '#bench/search/queries.ts'
import { CookieJar } from '#tests/support/cookie-jar.ts'
import { asResponse, createClient, personAddress, type Answer, type Client, type Exchange } from './client.ts'

const PASSWORD = 'Monsoon-Trek-42'
/** How long a person waits for the verification e-mail's row in the outbox. */
const LINK_WAIT_MS = 60_000
/** Sends of one write while the proxy answers that its server died (the browser tries again). */
const WRITE_ATTEMPTS = 3
/** Session checks a person makes, at most, until a server other than the one that signed them in answers. */
const CROSS_SERVER_TRIES = 8
const searchPaths = searchRequests.filter((request) => request.kind === 'title' || request.kind === 'title+location').map((r) => r.path)

export interface WorkloadContext {
  /** The proxy. */
  baseUrl: string
  /** Reads the verification links from the outbox, as a person reads their inbox. */
  pool: pg.Pool
  record: (exchange: Exchange) => void
  /** How many servers are up now: a session can only be shown to work elsewhere while there is an elsewhere. */
  liveServers: () => number
  /** Makes each run's addresses unique in the database (sign-up addresses are). */
  runTag: string
}

export interface JourneyPlan {
  /** Searches per person; after each, one save and one profile edit while those last. */
  searches: number
  saves: number
  edits: number
}

export interface Person {
  email: string
  address: string
  cookie: string
  /** The server that signed the person in, and every server that honoured the session since. */
  signedInOn: number | null
  sessionServers: Set<number>
  /** Jobs the person was told were saved (200). */
  savedJobIds: Set<string>
  /** The first name of the last profile edit the person was told was saved. */
  firstName: string | null
  /** Writes the proxy cut (their server died) and the person sent again. */
  resent: number
  /** Other requests the proxy cut: the person saw an error page and did not try again. */
  cut: number
  problems: string[]
}

/** One person's whole visit: sign up and in, then browse; `block` and `index` give them their own client address. */
export async function runJourney(context: WorkloadContext, block: number, index: number, plan: JourneyPlan): Promise<Person> {
  const person = await signUpPerson(context, block, index)
  if (person.cookie !== '') await browse(context, person, plan)
  return person
}

/** Sign up, open the verification link from the outbox, sign in: a person with a session (or with problems). */
export async function signUpPerson(context: WorkloadContext, block: number, index: number): Promise<Person> {
  const address = personAddress(block, index)
  const person: Person = {
    email: `cluster.${context.runTag}.${block}.${index}@example.com`,
    address,
    cookie: '',
    signedInOn: null,
    sessionServers: new Set(),
    savedJobIds: new Set(),
    firstName: null,
    resent: 0,
    cut: 0,
    problems: [],
  }
  const client = createClient({ baseUrl: context.baseUrl, address, record: context.record })
  try {
    const signedUp = await client.send('sign-up', 'POST', '/api/auth/sign-up/email', {
      json: { email: person.email, password: PASSWORD, name: 'Asha Verma' },
    })
    if (!expect(person, signedUp, 200, 'sign-up')) return person
    const link = await readVerificationLink(context.pool, person.email)
    if (link === null) {
      person.problems.push(`no verification e-mail for ${person.email} in the outbox within ${LINK_WAIT_MS / 1000} s`)
      return person
    }
    const verified = await client.send('verify-email', 'GET', pathOf(link))
    if (!expect(person, verified, 302, 'verification link')) return person
    const signedIn = await client.send('sign-in', 'POST', '/api/auth/sign-in/email', { json: { email: person.email, password: PASSWORD } })
    if (!expect(person, signedIn, 200, 'sign-in')) return person
    const jar = new CookieJar()
    jar.store(asResponse(signedIn))
    person.cookie = jar.header()
    person.signedInOn = signedIn.backend
    if (signedIn.backend !== null) person.sessionServers.add(signedIn.backend)
    return person
  } finally {
    client.close()
  }
}

/** Searches, saves and profile edits with the person's session, then a session check on another server while there is one. */
export async function browse(context: WorkloadContext, person: Person, plan: JourneyPlan): Promise<void> {
  const client = createClient({ baseUrl: context.baseUrl, address: person.address, record: context.record })
  try {
    await browseWith(context, client, person, plan)
  } finally {
    client.close()
  }
}

async function browseWith(context: WorkloadContext, client: Client, person: Person, plan: JourneyPlan): Promise<void> {
  let saves = plan.saves
  let edits = plan.edits
  for (let step = 0; step < plan.searches; step += 1) {
    const searchPath = searchPaths[(hashOf(person.email) + step * 13) % searchPaths.length] ?? '/api/jobs/search?query=engineer'
    const found = await sendSigned(client, person, 'search', 'GET', searchPath)
    if (!expect(person, found, 200, 'search')) continue
    const jobIds = readJobIds(found.text).filter((id) => !person.savedJobIds.has(id))
    const jobId = jobIds[step % Math.max(1, jobIds.length)]
    if (saves > 0 && jobId !== undefined) {
      saves -= 1
      const saved = await sendWrite(client, person, 'save', 'PUT', `/api/favorites/${jobId}`)
      if (saved && expect(person, saved, 200, 'save')) person.savedJobIds.add(jobId)
    }
    if (edits > 0) {
      edits -= 1
      const firstName = `Asha${step}`
      const edited = await sendWrite(client, person, 'profile-edit', 'PATCH', '/api/account/profile', {
        json: { firstName, lastName: 'Verma', phone: '', location: 'Pune' },
      })
      if (edited && expect(person, edited, 200, 'profile edit')) person.firstName = firstName
    }
  }
  // The session was made on one server; show it working on another while two are up.
  for (let tries = 0; tries < CROSS_SERVER_TRIES && !hasCrossedServers(person) && context.liveServers() > 1; tries += 1) {
    const read = await sendSigned(client, person, 'profile-read', 'GET', '/api/account/profile')
    expect(person, read, 200, 'profile read')
  }
}

function hashOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003
  return hash
}

/** True once a server other than the one that signed the person in has honoured the session. */
export function hasCrossedServers(person: Person): boolean {
  return [...person.sessionServers].some((server) => server !== person.signedInOn)
}

/**
 * Reads back, through the proxy, what each person was told was saved: every saved job in their list
 * and their last profile edit. Answers the problems found.
 */
export async function verifyWrites(context: WorkloadContext, people: readonly Person[], block: number): Promise<string[]> {
  const problems: string[] = []
  for (const [index, person] of people.entries()) {
    if (person.cookie === '') continue
    const client = createClient({ baseUrl: context.baseUrl, address: personAddress(block, index), record: context.record })
    try {
      const favorites = await client.send('read-back', 'GET', '/api/favorites', { cookie: person.cookie })
      if (favorites.status !== 200) {
        problems.push(`${person.email}: reading saved jobs back answered ${favorites.status}`)
        continue
      }
      const listed = new Set(readFavoriteIds(favorites.text))
      const missing = [...person.savedJobIds].filter((id) => !listed.has(id))
      if (missing.length > 0) problems.push(`${person.email}: ${missing.length} acknowledged saves missing (${missing.join(', ')})`)
      if (person.firstName === null) continue
      const profile = await client.send('read-back', 'GET', '/api/account/profile', { cookie: person.cookie })
      const firstName = profile.status === 200 ? (JSON.parse(profile.text) as { firstName?: string }).firstName : null
      if (firstName !== person.firstName) {
        problems.push(
          `${person.email}: profile says ${String(firstName)} (${profile.status}), the last acknowledged edit ${person.firstName}`,
        )
      }
    } finally {
      client.close()
    }
  }
  return problems
}

export interface LimitCheck {
  statuses: number[]
  /** The servers that answered the requests the limit allowed. */
  servers: Set<number>
  problems: string[]
}

/**
 * The daily usage limit is one count for both servers: a signed-in free user may send 10 chat
 * messages a day (core/plans/plans.ts); eleven sent in turn over both servers get 10 answers and a
 * 429, and the day's usage_count reads 10. Counted per server, each would allow more.
 */
export async function checkSharedUsageLimit(context: WorkloadContext, person: Person, block: number, index: number): Promise<LimitCheck> {
  const client = createClient({ baseUrl: context.baseUrl, address: personAddress(block, index), record: context.record })
  const check: LimitCheck = { statuses: [], servers: new Set(), problems: [] }
  try {
    for (let use = 1; use <= 11; use += 1) {
      // A chat message is counted by the server as it is sent (decision 066): 10 a day for a free member.
      const answer = await client.send('usage', 'POST', '/api/chat/messages', {
        cookie: person.cookie,
        json: { message: `What jobs suit a nurse? (${use})`, language: 'en', chatHistory: [] },
      })
      check.statuses.push(answer.status)
      const expected = use <= 10 ? 200 : 429
      if (answer.status !== expected)
        check.problems.push(`chat use ${use} answered ${answer.status}, expected ${expected}: ${answer.text.slice(0, 200)}`)
      if (answer.status === 200 && answer.backend !== null) check.servers.add(answer.backend)
    }
    const usage = await client.send('usage', 'GET', '/api/usage/chatbot_messages', { cookie: person.cookie })
    if ((JSON.parse(usage.text) as { usage_count?: number }).usage_count !== 10)
      check.problems.push(`the day's chat usage reads ${usage.text}`)
  } finally {
    client.close()
  }
  return check
}

/**
 * The per-address sign-in limit is one count for both servers: 10 password attempts a minute from an
 * address (decision 020), each for a different unknown address so no per-account limit is involved;
 * the eleventh gets 429. Counted per server, each would have seen about five.
 */
export async function checkSharedSignInLimit(context: WorkloadContext, block: number, index: number): Promise<LimitCheck> {
  const client = createClient({ baseUrl: context.baseUrl, address: personAddress(block, index), record: context.record })
  const check: LimitCheck = { statuses: [], servers: new Set(), problems: [] }
  try {
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const answer = await client.send('sign-in-limit', 'POST', '/api/auth/sign-in/email', {
        json: { email: `nobody.${context.runTag}.${attempt}@example.com`, password: 'Not-The-Password-9' },
      })
      check.statuses.push(answer.status)
      const expected = attempt <= 10 ? 401 : 429
      if (answer.status !== expected) check.problems.push(`sign-in attempt ${attempt} answered ${answer.status}, expected ${expected}`)
      if (answer.status === 401 && answer.backend !== null) check.servers.add(answer.backend)
    }
  } finally {
    client.close()
  }
  return check
}

async function sendSigned(client: Client, person: Person, kind: string, method: string, path: string): Promise<Answer> {
  const answer = await client.send(kind, method, path, { cookie: person.cookie })
  if (answer.status >= 200 && answer.status < 300 && answer.backend !== null) person.sessionServers.add(answer.backend)
  return answer
}

/** A write, sent again when the proxy says its server died answering; null when every attempt was cut. */
async function sendWrite(
  client: Client,
  person: Person,
  kind: string,
  method: string,
  path: string,
  options: { json?: unknown } = {},
): Promise<Answer | null> {
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
    const answer = await client.send(kind, method, path, {
      cookie: person.cookie,
      ...(options.json === undefined ? {} : { json: options.json }),
    })
    if (answer.proxyError === null) {
      if (answer.status >= 200 && answer.status < 300 && answer.backend !== null) person.sessionServers.add(answer.backend)
      return answer
    }
    person.resent += 1
  }
  person.problems.push(`${kind} ${path}: cut ${WRITE_ATTEMPTS} times by the proxy`)
  return null
}

/** True when the answer is `status`; else a problem, unless the proxy cut the request because its server died. */
function expect(person: Person, answer: Answer, status: number, what: string): boolean {
  if (answer.status === status) return true
  if (answer.proxyError === 'cut') {
    person.cut += 1
    return false
  }
  person.problems.push(
    `${what} answered ${answer.status}${answer.proxyError ? ` (${answer.proxyError})` : ''}: ${answer.text.slice(0, 200)}`,
  )
  return false
}

async function readVerificationLink(pool: pg.Pool, email: string): Promise<string | null> {
  const deadline = Date.now() + LINK_WAIT_MS
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ url: string | null }>(
      `select params->>'url' as url from outbox where recipient = $1 and template = 'verify-email' order by id desc limit 1`,
      [email],
    )
    const url = rows[0]?.url
    if (url) return url
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return null
}

function pathOf(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

function readJobIds(text: string): string[] {
  const body = JSON.parse(text) as { data?: Array<{ job_id?: unknown }> }
  return (body.data ?? []).flatMap((job) => (typeof job.job_id === 'string' ? [job.job_id] : []))
}

function readFavoriteIds(text: string): string[] {
  const body = JSON.parse(text) as { data?: Array<{ jobId?: unknown }> }
  return (body.data ?? []).flatMap((favorite) => (typeof favorite.jobId === 'string' ? [favorite.jobId] : []))
}

/** Runs `count` journeys, `concurrency` at a time; `onDone` hears of each finished person. */
export async function runPeople(
  count: number,
  concurrency: number,
  journey: (index: number) => Promise<Person>,
  onDone: (finished: number) => void = () => {},
): Promise<Person[]> {
  const people: Person[] = []
  let next = 0
  let finished = 0
  async function worker(): Promise<void> {
    while (next < count) {
      const index = next
      next += 1
      people[index] = await journey(index)
      finished += 1
      onDone(finished)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, () => worker()))
  return people
}
