/**
 * Two (or more) app servers on one PostgreSQL database, as a deployment that outgrew one machine runs
 * them (DESIGN.md "Scaling past one machine"): each is `server/main.ts` in a process of its own with
 * NODE_ENV=production, sharing nothing but the database, AUTH_SECRET and the outside services. What
 * the servers talk to is real and on loopback: PostgreSQL, an SMTP server that records every e-mail
 * (tests/stand-ins/smtp.ts) and a Greenhouse job board (tests/stand-ins/job-boards.ts) declared as a
 * job source that runs every minute. `npm run bench:cluster` and tests/integration/cluster.test.ts
 * both start their cluster here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { findFreePort, waitForHealth } from '#bench/lib/production-server.ts'
import { stopChild } from '#bench/lib/report.ts'
import { standInBoards, startJobBoardsStandIn, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { startSmtpStandIn, type SmtpStandIn } from '#tests/stand-ins/smtp.ts'
import { runOnServer } from '#tests/support/postgres-server.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const STOP_TIMEOUT_MS = 20_000
/** Every server signs sessions and visitor cookies with the same key, as a deployment must (README, AUTH_SECRET). */
const CLUSTER_AUTH_SECRET = 'cluster-secret-shared-by-every-server-0123456789'
/** The job source's schedule: every minute, so a short run sees several scheduled runs. */
export const SOURCE_SCHEDULE = '* * * * *'
export const SOURCE_ID = `greenhouse-${standInBoards.greenhouse}`

export interface ClusterDatabase {
  url: string
  /** A small pool of the run's own, for reading what the servers wrote. */
  pool: pg.Pool
  /** Closes the pool and drops the database. */
  drop(): Promise<void>
}

/** Creates `name` on the PostgreSQL server `serverUrl` names, dropping a database of that name first. */
export async function createClusterDatabase(serverUrl: string, name: string): Promise<ClusterDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
  await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
  await runOnServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 })
  // Dropping the database ends idle connections from the server side.
  pool.on('error', () => {})
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end()
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}

export interface OutsideServices {
  smtp: SmtpStandIn
  boards: JobBoardsStandIn
  /** The JOB_SOURCES_FILE every server reads: the stand-in's Greenhouse board, every minute. */
  sourcesFile: string
  close(): Promise<void>
}

export async function startOutsideServices(): Promise<OutsideServices> {
  const smtp = await startSmtpStandIn()
  const boards = await startJobBoardsStandIn()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-cluster-sources-'))
  const sourcesFile = path.join(dir, 'sources.json')
  writeFileSync(
    sourcesFile,
    JSON.stringify([{ kind: 'greenhouse', board: standInBoards.greenhouse, baseUrl: boards.baseUrl, schedule: SOURCE_SCHEDULE }]),
  )
  return {
    smtp,
    boards,
    sourcesFile,
    async close() {
      await Promise.all([smtp.close(), boards.close()])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface ClusterServer {
  index: number
  url: string
  child: ChildProcess
  /** SIGKILL: the machine or the process dies, nothing is drained or closed. */
  kill(): Promise<void>
  /** SIGTERM (drains, closes the database), then SIGKILL; removes its data directory. */
  stop(): Promise<void>
}

export interface ClusterServerOptions {
  index: number
  databaseUrl: string
  /** The proxy's URL: the address people use, so links in e-mails and the Origin check name it. */
  publicUrl: string
  outside: OutsideServices
  /** A React Router build directory (BUILD_DIR). */
  buildDir: string
  /** Demo jobs seeded when the database has none; only one server of a cluster seeds (the others start with SEED_ON_START=false). */
  seedJobs: number | null
  /** 0 for a free port. */
  port: number
  poolSize: number
  onOutputLine: (line: string) => void
}

/** Starts one app server and resolves once its /api/health answers. */
export async function startClusterServer(options: ClusterServerOptions): Promise<ClusterServer> {
  const port = options.port === 0 ? await findFreePort() : options.port
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `jobyatra-cluster-${options.index}-`))
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: options.publicUrl,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      BUILD_DIR: options.buildDir,
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      SEED_ON_START: options.seedJobs === null ? 'false' : 'true',
      SEED_JOBS: String(options.seedJobs ?? 0),
      AUTH_SECRET: CLUSTER_AUTH_SECRET,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: options.outside.smtp.url,
      SMS_PROVIDER: 'local',
      JOB_SOURCES_FILE: options.outside.sourcesFile,
      LOG_LEVEL: 'warn',
    },
  })
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', options.onOutputLine)
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const server: ClusterServer = {
    index: options.index,
    url,
    child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
    async stop() {
      await stopChild(child, STOP_TIMEOUT_MS)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  const died = exited.then(() => {
    throw new Error(`server ${options.index} exited before it was ready (code ${child.exitCode ?? child.signalCode})`)
  })
  try {
    await Promise.race([waitForHealth(`${url}/api/health`), died])
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
