/**
 * Cluster benchmark (npm run bench:cluster): are the app servers stateless, as DESIGN.md promises, and
 * what does a second one buy?
 *
 * Builds first when build/ is missing or older than the sources (--build always builds), creates the
 * PostgreSQL database --database (dropping one of that name first) on the server --postgres names,
 * and starts, on loopback: an SMTP server that records every e-mail, a Greenhouse job board declared
 * as a job source that runs every minute, a round-robin proxy (bench/cluster/proxy.ts) and the
 * production server (server/main.ts, NODE_ENV=production, PUBLIC_URL the proxy) seeded with --jobs
 * demo jobs. Then:
 *
 * 1. one server: --people people, --concurrency at a time, each signing up, opening the verification
 *    link from the outbox, signing in, then --searches searches with a save and a profile edit after
 *    each of the first few, through the proxy; a warm-up round first, not counted;
 * 2. two servers: a second server on the same database joins the proxy, and the same workload runs
 *    again (new people, the same mix), after its own warm-up;
 * 3. the limits: a free user's 10 chat uses a day and 10 password attempts a minute from an address,
 *    sent in turn to both servers, must stop at the 11th;
 * 4. a kill: the workload once more on two servers, and the second server gets SIGKILL once a third of
 *    its requests are answered; writes the proxy cut are sent again, as a browser's queue does;
 * 5. the checks: every person's acknowledged saves and last profile edit read back through the
 *    surviving server, every e-mail in the outbox received once by the SMTP server, the source's
 *    schedule run once a minute (not once per server), and no unexpected answer anywhere.
 *
 * Prints a table of one and two servers side by side (requests a second, p50 and p95 per kind of
 * request) and the checks; exit code 1 when a check fails. docs/scaling.md keeps a run's numbers.
 *
 *   node bench/cluster/run.ts [--build] [--people 40] [--concurrency 8] [--searches 6] [--jobs 5000]
 *     [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--database jobyatra_cluster]
 *     [--proxy-port 0] [--server-ports 0,0]
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ensureBuild } from '#bench/lib/production-server.ts'
import { percentile, positiveInteger, printTable } from '#bench/lib/report.ts'
import type { Exchange } from './client.ts'
import { createClusterDatabase, SOURCE_ID, startClusterServer, startOutsideServices, type ClusterServer } from './cluster.ts'
import { checkOutboxDelivery, checkScheduledRuns, waitForNoRunningSource, waitForScheduledRuns } from './checks.ts'
import { startRoundRobinProxy } from './proxy.ts'
import {
  checkSharedSignInLimit,
  checkSharedUsageLimit,
  hasCrossedServers,
  runJourney,
  runPeople,
  verifyWrites,
  type JourneyPlan,
  type Person,
  type WorkloadContext,
} from './workload.ts'

/** A message a killed server had claimed is sent by another once its 5-minute lease ends: wait that long at most. */
const OUTBOX_WAIT_MS = 6 * 60_000
/** Share of the kill round's requests answered before the second server is killed. */
const KILL_AFTER_SHARE = 1 / 3

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    people: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '8' },
    searches: { type: 'string', default: '6' },
    jobs: { type: 'string', default: '5000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    database: { type: 'string', default: 'jobyatra_cluster' },
    'proxy-port': { type: 'string', default: '0' },
    'server-ports': { type: 'string', default: '0,0' },
  },
})
const peopleCount = positiveInteger(options.people, '--people')
const concurrency = positiveInteger(options.concurrency, '--concurrency')
const searches = positiveInteger(options.searches, '--searches')
const jobCount = positiveInteger(options.jobs, '--jobs')
const proxyPort = Number(options['proxy-port'])
const serverPorts = options['server-ports'].split(',').map(Number)
const plan: JourneyPlan = { searches, saves: Math.ceil(searches / 2), edits: Math.ceil(searches / 2) }
/** Requests of one journey: sign-up, link, sign-in, the searches, saves and edits. */
const requestsPerJourney = 3 + plan.searches + plan.saves + plan.edits

interface Round {
  label: string
  servers: number
  exchanges: Exchange[]
  seconds: number
  people: Person[]
}

async function main(): Promise<void> {
  await ensureBuild({ force: options.build, log })
  const database = await createClusterDatabase(options.postgres, options.database)
  const outside = await startOutsideServices()
  const proxy = await startRoundRobinProxy({ port: proxyPort, backends: [] })
  const servers: ClusterServer[] = []
  const problems: string[] = []
  const loadAtStart = os.loadavg()
  try {
    const common = {
      databaseUrl: database.url,
      publicUrl: proxy.url,
      outside,
      buildDir: path.resolve(import.meta.dirname, '..', '..', 'build'),
      poolSize: 10,
      onOutputLine: (line: string) => {
        // The servers log at warn: anything they say is worth seeing.
        process.stderr.write(`[server] ${line}\n`)
      },
    }
    log(`starting server 0 on ${options.database}, seeding ${jobCount} jobs`)
    servers.push(await startClusterServer({ ...common, index: 0, port: serverPorts[0] ?? 0, seedJobs: jobCount }))
    proxy.setBackends(servers)
    const liveServers = () => servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null).length
    const context: WorkloadContext = {
      baseUrl: proxy.url,
      pool: database.pool,
      record: () => {},
      liveServers,
      runTag: randomBytes(3).toString('hex'),
    }

    const one = await runRound(context, 'one server', 1, 10)
    // After the source's first run: a server starting while the source has never finished a run queues
    // a first run of its own, which would start seconds after this one and read as a doubled schedule.
    // (A run in progress is safe: a starting server closes only runs whose heartbeat is stale, decision 041.)
    await waitForScheduledRuns(database.pool, SOURCE_ID, 1, 120_000)
    log(`starting server 1 on the same database`)
    servers.push(await startClusterServer({ ...common, index: 1, port: serverPorts[1] ?? 0, seedJobs: null }))
    proxy.setBackends(servers)
    const two = await runRound(context, 'two servers', 2, 20)

    const limitsPerson = two.people.find((person) => person.cookie !== '')
    if (!limitsPerson) throw new Error('no one signed in during the two-server round')
    const usage = await checkSharedUsageLimit(context, limitsPerson, 21, two.people.indexOf(limitsPerson))
    const signIn = await checkSharedSignInLimit(context, 40, 0)
    problems.push(...usage.problems, ...signIn.problems)
    if (usage.servers.size < 2) problems.push('the chat uses the limit allowed were all answered by one server')
    if (signIn.servers.size < 2) problems.push('the sign-in attempts the limit allowed were all answered by one server')

    const killRound = await runKillRound(context, servers)

    const rounds = [one, two, killRound]
    for (const round of rounds)
      problems.push(...round.people.flatMap((person) => person.problems.map((problem) => `${person.email}: ${problem}`)))
    for (const round of [one, two]) problems.push(...unexpectedAnswers(round))
    const notCrossed = two.people.filter((person) => person.cookie !== '' && !hasCrossedServers(person))
    if (notCrossed.length > 0) problems.push(`${notCrossed.length} people's sessions were never used on the server that did not make them`)
    const readBackContext = { ...context, record: () => {} }
    for (const [block, round] of [
      [10, one],
      [20, two],
      [30, killRound],
    ] as const)
      problems.push(...(await verifyWrites(readBackContext, round.people, block)))

    log('waiting for the outbox to settle')
    const outbox = await checkOutboxDelivery(database.pool, outside.smtp, OUTBOX_WAIT_MS)
    problems.push(...outbox.problems)
    const schedule = await checkScheduledRuns(database.pool, SOURCE_ID)
    problems.push(...schedule.problems)
    if (schedule.scheduledRuns < 2)
      problems.push(`the source's schedule ran ${schedule.scheduledRuns} time(s); the run was too short to see it run on its own`)

    printReport({ one, two, killRound, proxy, usage, signIn, outbox, schedule, loadAtStart })
    const saves = rounds.reduce((total, round) => total + round.people.reduce((sum, person) => sum + person.savedJobIds.size, 0), 0)
    const edits = rounds.reduce((total, round) => total + round.people.filter((person) => person.firstName !== null).length, 0)
    console.log(`\nRead back through the surviving server: ${saves} acknowledged saves and ${edits} people's last profile edits.`)
    if (problems.length > 0) {
      process.exitCode = 1
      console.log(`\nFAIL: ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    } else {
      console.log('\npass: sessions, limits, e-mails, schedules and every acknowledged write hold across two servers and a kill; 0 errors.')
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await proxy.close()
    await outside.close()
    await database.drop()
  }
}

/** A warm-up (not counted), then the measured workload: `peopleCount` journeys from address block `block`. */
async function runRound(context: WorkloadContext, label: string, serverCount: number, block: number): Promise<Round> {
  log(`${label}: warming up`)
  await runPeople(concurrency, concurrency, (index) => runJourney(context, block + 5, index, plan))
  log(`${label}: ${peopleCount} people, ${concurrency} at a time`)
  const exchanges: Exchange[] = []
  const startedAt = performance.now()
  const people = await runPeople(peopleCount, concurrency, (index) =>
    runJourney({ ...context, record: (exchange) => exchanges.push(exchange) }, block, index, plan),
  )
  const seconds = (performance.now() - startedAt) / 1000
  log(`${label}: ${exchanges.length} requests in ${seconds.toFixed(1)} s`)
  return { label, servers: serverCount, exchanges, seconds, people }
}

/** The workload on two servers, the second killed (SIGKILL) a third of the way in, when no source run is in progress. */
async function runKillRound(context: WorkloadContext, servers: readonly ClusterServer[]): Promise<Round> {
  const exchanges: Exchange[] = []
  const killAt = Math.round(peopleCount * requestsPerJourney * KILL_AFTER_SHARE)
  let isKilling = false
  const victim = servers[1]
  if (!victim) throw new Error('the kill round needs two servers')
  const record = (exchange: Exchange) => {
    exchanges.push(exchange)
    if (exchanges.length < killAt || isKilling) return
    isKilling = true
    void waitForNoRunningSource(context.pool, SOURCE_ID, 30_000)
      .then(() => victim.kill())
      .then(() => log(`killed server 1 (SIGKILL) after ${exchanges.length} requests`))
  }
  log(`kill round: ${peopleCount} people; server 1 dies after about ${killAt} requests`)
  const startedAt = performance.now()
  const people = await runPeople(peopleCount, concurrency, (index) => runJourney({ ...context, record }, 30, index, plan))
  const seconds = (performance.now() - startedAt) / 1000
  if (victim.child.signalCode === null) throw new Error('the kill round ended before server 1 was killed: raise --people')
  return { label: 'two servers, one killed', servers: 2, exchanges, seconds, people }
}

/** Requests cut or dropped in a round where no server died (journeys name every other wrong answer). */
function unexpectedAnswers(round: Round): string[] {
  const cut = round.exchanges.filter((exchange) => exchange.answer.proxyError !== null)
  return cut.length === 0 ? [] : [`${round.label}: ${cut.length} request(s) cut or dropped while no server died`]
}

function summarise(exchanges: readonly Exchange[], seconds: number) {
  const sorted = exchanges.map((exchange) => exchange.answer.ms).sort((a, b) => a - b)
  return {
    requests: exchanges.length,
    perSecond: exchanges.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    failed: exchanges.filter((exchange) => exchange.answer.proxyError !== null).length,
  }
}

function printReport(report: {
  one: Round
  two: Round
  killRound: Round
  proxy: { answered: number[]; cut: number[] }
  usage: { statuses: number[]; servers: Set<number> }
  signIn: { statuses: number[]; servers: Set<number> }
  outbox: { messages: number; sent: number; received: number }
  schedule: { scheduledRuns: number; runs: number; shortestGapSeconds: number | null }
  loadAtStart: number[]
}): void {
  const { one, two, killRound } = report
  const [loadOne, loadFive] = os.loadavg()
  console.log(
    `\nCluster benchmark on ${new Date().toISOString().slice(0, 10)}: the production build, PostgreSQL on loopback, ${jobCount.toLocaleString('en-IN')} demo jobs, ` +
      `${peopleCount} people a round, ${concurrency} at a time, each signing up, verifying, signing in, ${plan.searches} searches, ` +
      `${plan.saves} saves and ${plan.edits} profile edits (${requestsPerJourney} requests) through a round-robin proxy.` +
      `\nNode ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}) shared by the servers, PostgreSQL, the proxy and the load; ` +
      `load average ${report.loadAtStart[0]?.toFixed(1)} at the start, ${loadOne?.toFixed(1)} / ${loadFive?.toFixed(1)} (1 / 5 min) at the end.\n`,
  )
  const kinds = ['all', 'sign-up', 'verify-email', 'sign-in', 'search', 'save', 'profile-edit']
  const rows: string[][] = []
  for (const round of [one, two]) {
    for (const kind of kinds) {
      const exchanges = kind === 'all' ? round.exchanges : round.exchanges.filter((exchange) => exchange.kind === kind)
      const summary = summarise(exchanges, round.seconds)
      rows.push([
        kind === 'all' ? `${round.label}, all` : `  ${kind}`,
        String(summary.requests),
        summary.perSecond.toFixed(1),
        summary.p50.toFixed(1),
        summary.p95.toFixed(1),
      ])
    }
  }
  printTable(['round', 'requests', 'req/s', 'p50 ms', 'p95 ms'], rows)
  const speedUp = summarise(two.exchanges, two.seconds).perSecond / summarise(one.exchanges, one.seconds).perSecond
  console.log(`\nTwo servers against one: ${speedUp.toFixed(2)}× the requests a second.`)

  const killed = summarise(killRound.exchanges, killRound.seconds)
  const resent = killRound.people.reduce((total, person) => total + person.resent, 0)
  const cut = killRound.people.reduce((total, person) => total + person.cut, 0)
  console.log(
    `\nKill round: ${killed.requests} requests in ${killRound.seconds.toFixed(1)} s; ${killed.failed} cut by the death of server 1 ` +
      `(${resent} writes sent again and acknowledged, ${cut} other requests given up, as a person would after an error page).`,
  )
  console.log(`Requests each server answered over the whole run: ${report.proxy.answered.join(' / ')}.`)
  console.log(
    `\nShared limits: chat uses ${report.usage.statuses.join(' ')} (allowed ones answered by servers ${[...report.usage.servers].join(' and ')}); ` +
      `wrong passwords from one address ${report.signIn.statuses.join(' ')} (servers ${[...report.signIn.servers].join(' and ')}).`,
  )
  console.log(
    `Outbox: ${report.outbox.messages} e-mails, ${report.outbox.sent} sent, ${report.outbox.received} received by the SMTP server. ` +
      `Schedule: ${report.schedule.scheduledRuns} scheduled runs of the source (${report.schedule.runs} runs), the closest two ${report.schedule.shortestGapSeconds?.toFixed(0) ?? '-'} s apart.`,
  )
}

function log(message: string): void {
  process.stderr.write(`[bench:cluster] ${message}\n`)
}

await main()
