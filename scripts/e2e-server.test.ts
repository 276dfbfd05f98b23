// scripts/e2e-server.ts when the Playwright that started it dies by SIGKILL (as when `npm test` had to
// kill a step that did not stop): the server stops, its port is free and its data directory gone,
// instead of a server that holds the port for every later run (issue 18). The app is a stand-in
// build; the "Playwright" a node process that starts the script as Playwright does: `sh -c` in a
// process group of its own, stdin a pipe from the parent.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { isPortFree } from './lib/e2e-port.ts'
import { findListeningProcesses, isProcessRunning, readProcessEnvironment } from './lib/processes.ts'

const root = path.resolve(import.meta.dirname, '..')
const workDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-e2e-server-test-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(address !== null && typeof address !== 'string' ? address.port : 0))
    })
  })
}

it('stops the server, frees the port and removes the data when whoever started it is killed', async () => {
  const buildDir = path.join(workDir, 'build')
  mkdirSync(path.join(buildDir, 'server'), { recursive: true })
  mkdirSync(path.join(buildDir, 'client'))
  writeFileSync(path.join(buildDir, 'server', 'index.js'), 'export const routes = {}\nexport const entry = { module: {} }\n')
  const port = await freePort()
  const log = path.join(workDir, 'e2e-server.log')
  const playwrightStandIn = `
    const { spawn } = require('node:child_process')
    spawn('sh', ['-c', 'node scripts/e2e-server.ts'], { cwd: ${JSON.stringify(root)}, stdio: ['pipe', 'ignore', 'ignore'], detached: true })
    setInterval(() => {}, 1000)
  `
  const standIn = spawn(process.execPath, ['-e', playwrightStandIn], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      BUILD_DIR: buildDir,
      E2E_SERVER_LOG: log,
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    },
    stdio: 'ignore',
  })
  try {
    // The server listens (and answers 503) from early in its start-up.
    await expect.poll(() => findListeningProcesses(port).length, { timeout: 120_000, interval: 250 }).toBe(1)
    const [serverPid = 0] = findListeningProcesses(port)
    const dataDir = readProcessEnvironment(serverPid, 'DATA_DIR') ?? ''
    expect(existsSync(dataDir)).toBe(true)

    standIn.kill('SIGKILL')

    await expect.poll(() => isPortFree(port), { timeout: 45_000, interval: 250 }).toBe(true)
    await expect.poll(() => isProcessRunning(serverPid), { timeout: 10_000 }).toBe(false)
    await expect.poll(() => existsSync(dataDir), { timeout: 10_000 }).toBe(false)
    // The server's own output went to the log, not to whoever started it.
    expect(readFileSync(log, 'utf8')).toContain('"msg":"database ready, migrations applied"')
  } finally {
    standIn.kill('SIGKILL')
  }
}, 200_000)
