import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'

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

it('refuses to start with APP_ENV=production and local e-mail and SMS, naming the variables to set', async () => {
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
