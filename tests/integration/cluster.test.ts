import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createClusterDatabase,
  SOURCE_ID,
  startClusterServer,
  startOutsideServices,
  type ClusterDatabase,
  type ClusterServer,
  type OutsideServices,
} from '#bench/cluster/cluster.ts'
import { checkOutboxDelivery, checkScheduledRuns, waitForNoRunningSource, waitForScheduledRuns } from '#bench/cluster/checks.ts'
import { startRoundRobinProxy, type RoundRobinProxy } from '#bench/cluster/proxy.ts'
import {
  browse,
  checkSharedSignInLimit,
  checkSharedUsageLimit,
  hasCrossedServers,
  runJourney,
  runPeople,
  verifyWrites,
  type Person,
  type WorkloadContext,
} from '#bench/cluster/workload.ts'
import { getTestDatabaseUrl, POSTGRES_SKIP_REASON } from '#tests/support/test-database.ts'

/**
 * Two app servers on one PostgreSQL database behind a round-robin proxy (issue 18; the short form of
 * `npm run bench:cluster`, bench/cluster/): each server is server/main.ts in a process of its own, so
 * they share nothing but the database. A session made on one works on the other, the usage and
 * sign-in limits are one count, each e-mail goes once, the source's schedule runs once a minute, not
 * once per server, and a server killed mid-run loses nothing it acknowledged. The servers serve a
 * stand-in React Router build (this test uses the API only), so no build is needed.
 */

const databaseServerUrl = getTestDatabaseUrl()
const SERVER_START_MS = 240_000
const people: Person[] = []
/** The address blocks of the people (127.<block>.x.y) and of the limit checks. */
const PEOPLE_BLOCK = 31
const LIMITS_BLOCK = 32

if (databaseServerUrl === null) {
  describe('two servers on one PostgreSQL database [postgres]', () => {
    test('runs on PostgreSQL', (context) => {
      context.skip(POSTGRES_SKIP_REASON)
    })
  })
} else {
  describe('two servers on one PostgreSQL database [postgres]', () => {
    const serverUrl = databaseServerUrl
    let database: ClusterDatabase
    let outside: OutsideServices
    let proxy: RoundRobinProxy
    let buildDir: string
    const servers: ClusterServer[] = []
    const serverOutput: string[] = []
    let context: WorkloadContext
    let bothUpAt: Date

    beforeAll(async () => {
      database = await createClusterDatabase(serverUrl, `jy_test_cluster_${randomBytes(4).toString('hex')}`)
      outside = await startOutsideServices()
      buildDir = writeStandInBuild()
      proxy = await startRoundRobinProxy({ port: 0, backends: [] })
      const common = {
        databaseUrl: database.url,
        publicUrl: proxy.url,
        outside,
        buildDir,
        port: 0,
        poolSize: 4,
        onOutputLine: (line: string) => serverOutput.push(line),
      }
      // The first server migrates, seeds and runs the new source once; the second starts on the
      // database the first made, after that run: a server starting while the source has never finished
      // a run queues a first run of its own, seconds after, which the schedule check reads as doubled.
      // (A run in progress is safe: a starting server closes only runs whose heartbeat is stale, decision 041.)
      servers.push(await startClusterServer({ ...common, index: 0, seedJobs: 300 }))
      await waitForScheduledRuns(database.pool, SOURCE_ID, 1, 120_000)
      servers.push(await startClusterServer({ ...common, index: 1, seedJobs: null }))
      proxy.setBackends(servers)
      bothUpAt = new Date()
      context = {
        baseUrl: proxy.url,
        pool: database.pool,
        record: () => {},
        liveServers: () => servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null).length,
        runTag: randomBytes(3).toString('hex'),
      }
    }, SERVER_START_MS * 2)

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await proxy?.close()
      await outside?.close()
      await database?.drop()
      if (buildDir) rmSync(buildDir, { recursive: true, force: true })
    }, 120_000)

    test(
      'a session made on one server works on the other; saves and edits made on either are read on either',
      { timeout: 180_000 },
      async () => {
        const plan = { searches: 3, saves: 2, edits: 2 }
        people.push(...(await runPeople(4, 2, (index) => runJourney(context, PEOPLE_BLOCK, index, plan))))
        expect(people.flatMap((person) => person.problems)).toEqual([])
        for (const person of people) {
          // No server died: nothing was cut, nothing sent twice.
          expect([person.cut, person.resent]).toEqual([0, 0])
          expect(person.cookie).not.toBe('')
          expect(hasCrossedServers(person)).toBe(true)
          expect(person.savedJobIds.size).toBe(2)
        }
        expect(await verifyWrites(context, people, PEOPLE_BLOCK)).toEqual([])
        expect(proxy.answered.every((count) => count > 0)).toBe(true)
      },
    )

    test('the daily usage limit and the per-address sign-in limit are one count for both servers', { timeout: 120_000 }, async () => {
      const [person] = people
      if (!person) throw new Error('the first test made no people')
      const usage = await checkSharedUsageLimit(context, person, PEOPLE_BLOCK, 0)
      expect(usage.problems).toEqual([])
      expect(usage.statuses).toEqual([...Array<number>(10).fill(200), 429])
      expect(usage.servers.size).toBe(2)
      const signIn = await checkSharedSignInLimit(context, LIMITS_BLOCK, 0)
      expect(signIn.problems).toEqual([])
      expect(signIn.statuses).toEqual([...Array<number>(10).fill(401), 429])
      expect(signIn.servers.size).toBe(2)
    })

    test('the job source scheduled every minute runs once a minute, not once per server', { timeout: 300_000 }, async () => {
      // Two minutes' runs made by the schedule while both servers' queues watch it.
      const runs = await waitForScheduledRuns(database.pool, SOURCE_ID, 2, 200_000, bothUpAt)
      expect(runs).toBe(2)
      const check = await checkScheduledRuns(database.pool, SOURCE_ID)
      expect(check.problems).toEqual([])
      expect(check.shortestGapSeconds).toBeGreaterThan(20)
    })

    test('a server killed mid-run loses nothing it acknowledged', { timeout: 240_000 }, async () => {
      const plan = { searches: 12, saves: 4, edits: 4 }
      // About 80 requests: the second server dies after the first 12 are answered, wherever it is then.
      let answered = 0
      let answeredAfterKill = 0
      let isKilled = false
      const record = () => {
        answered += 1
        if (isKilled) answeredAfterKill += 1
      }
      const killed = (async () => {
        while (answered < 12) await new Promise((resolve) => setTimeout(resolve, 20))
        await waitForNoRunningSource(database.pool, SOURCE_ID, 30_000)
        await servers[1]?.kill()
        isKilled = true
      })()
      await Promise.all(people.map((person) => browse({ ...context, record }, person, plan)))
      await killed
      expect(context.liveServers()).toBe(1)
      expect(answeredAfterKill).toBeGreaterThan(0)
      expect(people.flatMap((person) => person.problems)).toEqual([])
      expect(await verifyWrites(context, people, PEOPLE_BLOCK)).toEqual([])
      // Everyone saved more jobs in this run (a save cut by the kill was sent again), and all are there.
      for (const person of people) expect(person.savedJobIds.size).toBeGreaterThan(2)
    })

    test('each e-mail in the outbox reached the SMTP server exactly once', { timeout: 120_000 }, async () => {
      const check = await checkOutboxDelivery(database.pool, outside.smtp, 60_000)
      expect(check.problems).toEqual([])
      // A verification e-mail and a welcome e-mail per person.
      expect(check.sent).toBe(people.length * 2)
      expect(check.received).toBe(check.sent)
    })
  })
}

/** A React Router server build that renders nothing: start-up only checks that it is one, and this test uses the API. */
function writeStandInBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-cluster-build-'))
  mkdirSync(path.join(dir, 'server'), { recursive: true })
  mkdirSync(path.join(dir, 'client'))
  writeFileSync(path.join(dir, 'server', 'index.js'), 'export const routes = {}\nexport const entry = { module: {} }\n')
  return dir
}
