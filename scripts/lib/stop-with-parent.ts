// Imported for its effect (by scripts/e2e-server.ts, and with `--import` by the server it starts):
// when the process that started this one is gone, this one stops as if it had been told to. Gone
// means the pipe it gave us as stdin closed (Playwright starts its web server with one, and a `sh -c`
// in between passes it on), or this process was re-parented (its parent died). The signal is SIGTERM,
// which both the supervisor and server/main.ts answer by shutting down; a process still alive
// 30 s later exits anyway. Without this, a test runner killed with SIGKILL left its e2e server
// holding the port for every later run (issue 18).
import { fstatSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const HARD_EXIT_AFTER_MS = 30_000
const POLL_MS = 1000
const startingParent = process.ppid
let isStopping = false

function stopBecauseParentIsGone(reason: string): void {
  if (isStopping) return
  isStopping = true
  process.stderr.write(`[e2e] ${reason}; stopping (pid ${process.pid})\n`)
  process.kill(process.pid, 'SIGTERM')
  setTimeout(() => process.exit(1), HARD_EXIT_AFTER_MS).unref()
}

function isStdinAPipe(): boolean {
  try {
    const stats = fstatSync(0)
    return stats.isFIFO() || stats.isSocket()
  } catch {
    return false
  }
}

// `--import` runs this in the server's worker threads too (the Typst render pool), where stdin is no
// pipe of ours and a signal would stop the whole server: only the main thread watches its parent.
if (isMainThread) watchParent()

function watchParent(): void {
  if (isStdinAPipe()) {
    process.stdin.on('end', () => stopBecauseParentIsGone('the process that started this one closed its pipe'))
    process.stdin.on('error', () => stopBecauseParentIsGone('the pipe from the process that started this one broke'))
    process.stdin.resume()
    // Reading stdin must not keep the process alive by itself.
    process.stdin.unref()
  }

  setInterval(() => {
    if (process.ppid !== startingParent) stopBecauseParentIsGone(`its parent (pid ${startingParent}) is gone`)
  }, POLL_MS).unref()
}
