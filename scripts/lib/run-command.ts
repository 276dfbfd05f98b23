// One step of `npm test` as a child process with a time limit (scripts/run-tests.ts). Each command
// runs in a process group of its own, so a time-out stops the step's whole tree (vitest workers,
// Playwright's workers), and only that tree: the SIGKILL that follows the stop signal is aimed at
// the group of the command that timed out, and is called off once that group is gone, so it can
// never reach a step that started afterwards (issue 18: a slow vitest run's SIGKILL hit the build).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'

export type CommandResult = { exitCode: number | null; isTimedOut: boolean }

export type CommandOptions = {
  cwd: string
  env: NodeJS.ProcessEnv
  timeoutMs: number
  /** How long a timed-out command has between its stop signal and SIGKILL. */
  killGraceMs: number
  /** What a timed-out command is asked to stop with: SIGTERM, or SIGINT for Playwright, which stops its tests, reporters and web server on it. */
  stopSignal?: NodeJS.Signals
  stdio?: StdioOptions
  /** Where the runner's own words about the command go (a time-out, a failed start); stderr by default. */
  report?: (message: string) => void
}

const runningChildren = new Set<ChildProcess>()

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is already gone.
  }
}

export function runCommand(command: string, args: string[], options: CommandOptions): Promise<CommandResult> {
  const report = options.report ?? ((message: string) => process.stderr.write(`${message}\n`))
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: options.stdio ?? 'inherit', detached: true })
    runningChildren.add(child)
    let isTimedOut = false
    let killTimer: NodeJS.Timeout | undefined
    const timer = setTimeout(() => {
      isTimedOut = true
      report(`[run-tests] ${[command, ...args].join(' ')} exceeded ${formatDuration(options.timeoutMs)}; stopping it.`)
      signalGroup(child, options.stopSignal ?? 'SIGTERM')
      killTimer = setTimeout(() => signalGroup(child, 'SIGKILL'), options.killGraceMs)
    }, options.timeoutMs)
    child.on('error', (error) => {
      report(`[run-tests] could not start ${command}: ${error.message}`)
    })
    child.on('close', (exitCode) => {
      clearTimeout(timer)
      clearTimeout(killTimer)
      runningChildren.delete(child)
      // What the timed-out command left in its group (a worker that ignored SIGTERM) goes now,
      // while the group id still names that group and nothing else.
      if (isTimedOut) signalGroup(child, 'SIGKILL')
      resolve({ exitCode, isTimedOut })
    })
  })
}

/** Passes a signal the runner itself received on to every command still running. */
export function signalRunningCommands(signal: NodeJS.Signals): void {
  for (const child of runningChildren) signalGroup(child, signal)
}

export function formatDuration(milliseconds: number): string {
  const minutes = milliseconds / 60_000
  return minutes >= 1 ? `${Number(minutes.toFixed(1))} min` : `${Number((milliseconds / 1000).toFixed(1))} s`
}
