// The e2e server's port (E2E_PORT, 3100 by default): free it from an e2e server of ours that a
// finished run left behind, and otherwise say who holds it. An e2e server is "ours" when its command
// line runs scripts/e2e-server.ts (the supervisor, and the `sh -c` Playwright starts it with) or its
// environment carries E2E_SERVER_CHECKOUT (the server the supervisor starts). It is stale when the
// chain of such processes ends in an orphan (adopted by init or a subreaper): the test run that
// started it is gone. Reads /proc (scripts/lib/processes.ts): elsewhere a held port is only named.
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { findListeningProcesses, isProcessRunning, readProcess, readProcessEnvironment, type ProcessInfo } from './processes.ts'

/** The e2e server's own output (its JSON request log), kept out of the test output. */
export const E2E_SERVER_LOG = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e-server.log')

/** Set by scripts/e2e-server.ts on the server it starts: the checkout it serves. */
export const E2E_CHECKOUT_VARIABLE = 'E2E_SERVER_CHECKOUT'
const DATA_DIR_PREFIX = 'jobyatra-e2e-'

export type PortClaim = { state: 'free' } | { state: 'reclaimed'; message: string } | { state: 'held'; message: string }

/** Whether 127.0.0.1:port can be listened on right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

export async function waitForPortFree(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  while (!(await isPortFree(port))) {
    if (performance.now() > deadline) return false
    await sleep(250)
  }
  return true
}

function isOurs(info: ProcessInfo): boolean {
  return (
    info.commandLine.some((part) => part.includes('scripts/e2e-server.ts')) ||
    readProcessEnvironment(info.pid, E2E_CHECKOUT_VARIABLE) !== undefined
  )
}

/** The holder and its ancestors for as long as they are e2e processes of ours, holder first. */
function e2eChain(pid: number): ProcessInfo[] {
  const chain: ProcessInfo[] = []
  let info = readProcess(pid)
  while (info && isOurs(info) && !chain.some((known) => known.pid === info?.pid)) {
    chain.push(info)
    info = readProcess(info.parentPid)
  }
  return chain
}

function describeProcess(info: ProcessInfo | null, pid: number): string {
  const command = info?.commandLine.join(' ') ?? ''
  const shortened = command.length > 100 ? `${command.slice(0, 97)}…` : command
  return shortened ? `pid ${pid}: ${shortened}` : `pid ${pid}`
}

/**
 * Makes the port free for a new e2e server: free already, or held by a stale e2e server of ours (which
 * is stopped, SIGTERM then SIGKILL, and its temporary data directory removed), or held by something
 * else, which is left alone and named.
 */
export async function claimPort(port: number, options: { stopTimeoutMs: number }): Promise<PortClaim> {
  if (await isPortFree(port)) return { state: 'free' }
  const holders = findListeningProcesses(port)
  const advice = `stop it or set E2E_PORT to a free port`
  if (holders.length === 0)
    return { state: 'held', message: `port ${port} is in use by a process that cannot be identified here: ${advice}` }
  const stale: ProcessInfo[] = []
  for (const holder of holders) {
    const chain = e2eChain(holder)
    const top = chain.at(-1)
    if (!top)
      return {
        state: 'held',
        message: `port ${port} is in use by ${describeProcess(readProcess(holder), holder)}, not an e2e server of ours: ${advice}`,
      }
    const launcher = readProcess(top.parentPid)
    if (launcher && !isReaper(launcher)) {
      const checkout = readProcessEnvironment(holder, E2E_CHECKOUT_VARIABLE)
      return {
        state: 'held',
        message: `port ${port} is in use by a running e2e server (${describeProcess(chain[0] ?? null, holder)}${checkout ? `, for ${checkout}` : ''}), started by ${describeProcess(launcher, top.parentPid)}: let that run finish, ${advice}`,
      }
    }
    stale.push(...chain)
  }
  const dataDirs = stale.flatMap((info) => {
    const dir = readProcessEnvironment(info.pid, 'DATA_DIR')
    return dir !== undefined && isOurDataDir(dir) ? [dir] : []
  })
  for (const info of stale) signal(info.pid, 'SIGTERM')
  let isFreed = await waitForStopped(port, stale, options.stopTimeoutMs)
  if (!isFreed) {
    for (const info of stale) signal(info.pid, 'SIGKILL')
    isFreed = await waitForStopped(port, stale, 5000)
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  const who = describeProcess(stale[0] ?? null, stale[0]?.pid ?? 0)
  if (!isFreed)
    return { state: 'held', message: `port ${port} is held by a stale e2e server (${who}) that did not stop even on SIGKILL: ${advice}` }
  const removed = dataDirs.length > 0 ? `, and removed its data directory ${dataDirs.join(', ')}` : ''
  return {
    state: 'reclaimed',
    message: `port ${port} was held by a stale e2e server (${who}) whose test run had ended; stopped it${removed}`,
  }
}

/** Init, or a subreaper that adopts orphans (a desktop's `systemd --user`, a container's tini): what an orphan's parent is. */
function isReaper(info: ProcessInfo): boolean {
  if (info.pid <= 1 || info.state === 'Z') return true
  const program = path.basename(info.commandLine[0] ?? '')
  return ['systemd', 'init', 'tini', 'dumb-init', 'docker-init'].includes(program)
}

function isOurDataDir(dir: string): boolean {
  return path.dirname(path.resolve(dir)) === path.resolve(os.tmpdir()) && path.basename(dir).startsWith(DATA_DIR_PREFIX)
}

export function newDataDirPrefix(): string {
  return path.join(os.tmpdir(), DATA_DIR_PREFIX)
}

async function waitForStopped(port: number, processes: ProcessInfo[], timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  while (processes.some((info) => isProcessRunning(info.pid)) || !(await isPortFree(port))) {
    if (performance.now() > deadline) return isPortFree(port)
    await sleep(250)
  }
  return true
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds))
}
