// The e2e server's port as `npm test` and scripts/e2e-server.ts find it: free, held by a stale e2e
// server of ours (a run that ended left it), by a running one, or by something else. The "servers"
// are small node processes listening on a free port, marked as ours the way the real one is.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { claimPort, E2E_CHECKOUT_VARIABLE, isPortFree, newDataDirPrefix } from './e2e-port.ts'
import { isProcessRunning } from './processes.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(address !== null && typeof address !== 'string' ? address.port : 0))
    })
  })
}

/** A listener on the port, in a node process with the e2e server's marks (and, unless told, a data directory). */
const listenerScript = (port: number) => `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('listening'))`

function killLater(pid: number | undefined): void {
  cleanups.push(() => {
    try {
      if (pid) process.kill(pid, 'SIGKILL')
    } catch {
      // Gone already.
    }
  })
}

describe('claimPort', () => {
  it('is free when nothing listens', async () => {
    await expect(claimPort(await freePort(), { stopTimeoutMs: 1000 })).resolves.toEqual({ state: 'free' })
  })

  it('stops a stale e2e server of ours (its test run is gone) and removes its data directory', async () => {
    const port = await freePort()
    const dataDir = mkdtempSync(newDataDirPrefix())
    // Started through a shell that exits at once: the listener is an orphan, as a server is when the
    // Playwright that started it was killed.
    const shell = spawn('sh', ['-c', `"${process.execPath}" -e "${listenerScript(port)}" > /dev/null &`], {
      env: { ...process.env, [E2E_CHECKOUT_VARIABLE]: '/a/checkout', DATA_DIR: dataDir },
      stdio: 'ignore',
    })
    await new Promise((resolve) => shell.once('exit', resolve))
    await expect.poll(() => isPortFree(port), { timeout: 20_000 }).toBe(false)

    const claim = await claimPort(port, { stopTimeoutMs: 10_000 })
    expect(claim).toEqual({
      state: 'reclaimed',
      message: expect.stringMatching(
        new RegExp(
          `^port ${port} was held by a stale e2e server \\(pid \\d+: .*\\) whose test run had ended; stopped it, and removed its data directory ${dataDir}$`,
        ),
      ),
    })
    expect(await isPortFree(port)).toBe(true)
    expect(existsSync(dataDir)).toBe(false)
  }, 60_000)

  it('leaves an e2e server whose test run is still going, and says whose it is', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['-e', listenerScript(port)], {
      env: { ...process.env, [E2E_CHECKOUT_VARIABLE]: '/work/wt/web' },
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    killLater(child.pid)
    await new Promise((resolve) => child.stdout.once('data', resolve))

    const claim = await claimPort(port, { stopTimeoutMs: 1000 })
    expect(claim).toEqual({
      state: 'held',
      message: expect.stringMatching(
        new RegExp(
          `^port ${port} is in use by a running e2e server \\(pid ${child.pid}: .*, for /work/wt/web\\), started by pid ${process.pid}: .*: let that run finish, stop it or set E2E_PORT to a free port$`,
        ),
      ),
    })
    expect(isProcessRunning(child.pid ?? 0)).toBe(true)
  }, 60_000)

  it('leaves a server that is not ours and names it', async () => {
    const port = await freePort()
    const other: Server = createServer()
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve))
    cleanups.push(() => other.close())

    const claim = await claimPort(port, { stopTimeoutMs: 1000 })
    expect(claim).toEqual({
      state: 'held',
      message: expect.stringMatching(
        new RegExp(`^port ${port} is in use by pid ${process.pid}: .*, not an e2e server of ours: stop it or set E2E_PORT to a free port$`),
      ),
    })
  })
})
