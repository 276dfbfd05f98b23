import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isProcessRunning } from './processes.ts'
import { runCommand, type CommandOptions } from './run-command.ts'

const node = process.execPath
const reports: string[] = []
const options = (timeoutMs: number, killGraceMs: number): CommandOptions => ({
  cwd: os.tmpdir(),
  env: process.env,
  timeoutMs,
  killGraceMs,
  stdio: 'ignore',
  report: (message) => reports.push(message),
})

describe('runCommand', () => {
  it('passes on the exit code of a command that finishes in time', async () => {
    await expect(runCommand(node, ['-e', 'process.exit(3)'], options(10_000, 1000))).resolves.toEqual({ exitCode: 3, isTimedOut: false })
  })

  it('stops a command that runs past its time limit, and never touches the command started after it', async () => {
    // The first step stops at once on SIGTERM; the next one starts straight after and runs past the
    // moment the first step's SIGKILL would have come (the bug of issue 18: a slow vitest run's
    // delayed SIGKILL hit the build).
    const hung = await runCommand(node, ['-e', 'setInterval(() => {}, 1000)'], options(300, 1500))
    expect(hung.isTimedOut).toBe(true)
    expect(reports).toContainEqual(expect.stringMatching(/exceeded 0\.3 s; stopping it\.$/))
    const next = await runCommand(node, ['-e', 'setTimeout(() => process.exit(0), 3000)'], options(20_000, 1500))
    expect(next).toEqual({ exitCode: 0, isTimedOut: false })
  })

  it('kills the whole process group of a timed-out command that ignores SIGTERM, after the grace period', async () => {
    const pidFile = path.join(os.tmpdir(), `run-command-test-${process.pid}-${Date.now()}.pid`)
    // The command ignores SIGTERM and starts a grandchild that ignores it too.
    const script = `
      const { spawn } = require('node:child_process')
      const { writeFileSync } = require('node:fs')
      process.on('SIGTERM', () => {})
      const grandchild = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' })
      writeFileSync(${JSON.stringify(pidFile)}, String(grandchild.pid))
      setInterval(() => {}, 1000)
    `
    try {
      const startedAt = performance.now()
      const result = await runCommand(node, ['-e', script], options(1500, 1000))
      expect(result).toEqual({ exitCode: null, isTimedOut: true })
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(2400)
      const grandchildPid = Number(readFileSync(pidFile, 'utf8'))
      await expect.poll(() => isProcessRunning(grandchildPid), { timeout: 5000 }).toBe(false)
    } finally {
      rmSync(pidFile, { force: true })
    }
  })
})
