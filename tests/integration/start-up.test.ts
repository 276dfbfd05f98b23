import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm start` / `npm run dev` as a person runs them (server/main.ts in a process of its own): a port
 * another process holds stops start-up with a message that says what to do, not a stack trace of an
 * unhandled 'error' event.
 */

const root = path.resolve(import.meta.dirname, '..', '..')
let holder: Server
let port: number
let dataDir: string

beforeAll(async () => {
  holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const address = holder.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  port = address.port
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-start-up-'))
})

afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

it('names the busy port and exits 1 when another process holds it', async () => {
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  expect(code).toBe(1)
  expect(output).toContain(`port ${port} on 127.0.0.1 is already in use: stop the process using it or set PORT to another port`)
  expect(output).not.toContain("Unhandled 'error' event")
}, 60_000)

it('refuses to start with APP_ENV=production and local e-mail, SMS and payments, naming the variables to set', async () => {
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      PUBLIC_URL: 'https://jobyatra.in',
      EMAIL_PROVIDER: '',
      SMS_PROVIDER: '',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  expect(code).toBe(1)
  expect(output).toContain('EMAIL_PROVIDER: is local, which APP_ENV=production refuses: set EMAIL_PROVIDER=smtp and SMTP_URL')
  expect(output).toContain(
    'SMS_PROVIDER: is local, which APP_ENV=production refuses: set SMS_PROVIDER=msg91, MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
  )
  expect(output).toContain(
    'RAZORPAY_KEY_ID: is required when APP_ENV=production (without it premium would be sold through the local checkout)',
  )
}, 60_000)

it('says in one plain line where the site is, beside the JSON log lines, serving the build BUILD_DIR names', async () => {
  // A stand-in server build in a directory of its own: start-up only checks that it is one.
  const buildDir = path.join(dataDir, 'other-build')
  mkdirSync(path.join(buildDir, 'server'), { recursive: true })
  mkdirSync(path.join(buildDir, 'client'))
  writeFileSync(path.join(buildDir, 'server', 'index.js'), 'export const routes = {}\nexport const entry = { module: {} }\n')
  const freePort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(address !== null && typeof address !== 'string' ? address.port : 0))
    })
  })
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(freePort),
      DATA_DIR: path.join(dataDir, 'plain-line-data'),
      BUILD_DIR: buildDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  const sawLine = new Promise<void>((resolve) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
      if (stderr.includes('JobYatra is running')) resolve()
    })
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  await Promise.race([sawLine, exited])
  child.kill('SIGKILL')
  await exited
  expect(stderr).toContain(`JobYatra is running at http://localhost:${freePort} (listening on 127.0.0.1:${freePort})\n`)
  // The log stays JSON, one object a line.
  const lines = stdout.trim().split('\n')
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
}, 60_000)

/** Runs server/main.ts to its exit (as `uid`, when given) and answers its exit code and output. */
async function runUntilExit(env: Record<string, string>, uid?: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '3322', SEED_ON_START: 'false', AUTH_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid: uid }),
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  // A server that started despite the mistake would run on: stop it, and the exit code tells.
  const running = setTimeout(() => child.kill('SIGKILL'), 45_000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(running)
  return { code, stdout, stderr }
}

/** Exit code 1 and one line on stderr, with no stack trace anywhere. */
function expectOneLineAndExit1(result: { code: number | null; stdout: string; stderr: string }): string {
  expect(result.code).toBe(1)
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at /m)
  const lines = result.stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  return lines[0] ?? ''
}

describe('a start-up mistake gets one line naming the cause and the fix, and exit code 1 (issue 18)', () => {
  it('DATA_DIR naming a file', async () => {
    const file = path.join(dataDir, 'not-a-directory')
    writeFileSync(file, '')
    const line = expectOneLineAndExit1(await runUntilExit({ DATA_DIR: file }))
    expect(line).toBe(
      `DATA_DIR ${file} is not a directory (a file is in the way): move that file, or set DATA_DIR to a directory (it is created when missing)`,
    )
  }, 60_000)

  it('DATA_DIR the server may not write', async () => {
    const readOnly = path.join(dataDir, 'read-only')
    mkdirSync(readOnly)
    chmodSync(readOnly, 0o555)
    chmodSync(dataDir, 0o755)
    // root writes anywhere: the server runs as nobody then, as a service account would.
    const line = expectOneLineAndExit1(await runUntilExit({ DATA_DIR: readOnly }, process.getuid?.() === 0 ? 65534 : undefined))
    expect(line).toBe(
      `DATA_DIR ${readOnly} is not writable (EACCES): give the user running the server write access to it, or set DATA_DIR to a directory it can write`,
    )
  }, 60_000)

  it('a damaged embedded database', async () => {
    const damaged = path.join(dataDir, 'damaged')
    const database = path.join(damaged, 'pglite')
    mkdirSync(database, { recursive: true })
    const pglite = await PGlite.create({ dataDir: database })
    await pglite.close()
    writeFileSync(path.join(database, 'global', 'pg_control'), Buffer.alloc(8192, 7))
    const line = expectOneLineAndExit1(await runUntilExit({ DATA_DIR: damaged }))
    expect(line).toBe(
      `the embedded database in ${database} cannot be opened (database files are incompatible with server): restore DATA_DIR from a backup, or move ${database} aside to start with an empty database`,
    )
  }, 60_000)

  it('an auth-secret file of 3 characters, which AUTH_SECRET would refuse', async () => {
    const shortSecret = path.join(dataDir, 'short-secret')
    mkdirSync(shortSecret)
    writeFileSync(path.join(shortSecret, 'auth-secret'), 'abc\n')
    const line = expectOneLineAndExit1(await runUntilExit({ DATA_DIR: shortSecret }))
    expect(line).toBe(
      `${path.join(shortSecret, 'auth-secret')} holds a secret of 3 characters, and it must be at least 32: delete the file to have a new one generated (everyone is signed out), or set AUTH_SECRET to 32 or more characters`,
    )
  }, 60_000)
})
