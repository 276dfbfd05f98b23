import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * PGlite takes no lock on its data directory: a second process opens a directory another process
 * holds without complaint, both write, and the second one's close deletes the first's
 * postmaster.pid — the directory ends up corrupt (decision 019). So whoever opens an embedded
 * database directory first writes this file with its process id, and everyone else is refused while
 * that process lives. A file left by a process that died (killed, crashed) is taken over.
 */
export const DATA_DIR_LOCK_FILE = 'jobyatra.pid'

/** Another live process (a running server, another command) holds the embedded database directory. */
export class DataDirInUseError extends Error {
  readonly dataDir: string
  readonly pid: number

  constructor(dataDir: string, pid: number) {
    super(`the embedded database in ${dataDir} is in use by process ${pid} (a running JobYatra server?)`)
    this.name = 'DataDirInUseError'
    this.dataDir = dataDir
    this.pid = pid
  }
}

/** Takes the directory's lock or throws DataDirInUseError; answers the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const holder = tryCreate(lockPath)
    if (holder === null) return () => releaseLock(lockPath)
    if (holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder)
    if (holder === process.pid) throw new DataDirInUseError(dataDir, holder)
    // The holder is gone: its lock is stale.
    unlinkSync(lockPath)
  }
  throw new Error(`could not take the lock ${lockPath}`)
}

/** null when the lock file was created (the lock is ours), else the pid written in the existing one (0 if unreadable). */
function tryCreate(lockPath: string): number | null {
  try {
    const fd = openSync(lockPath, 'wx')
    writeSync(fd, `${process.pid}\n`)
    closeSync(fd)
    return null
  } catch (error) {
    if (!isErrnoException(error) || error.code !== 'EEXIST') throw error
    return readHolder(lockPath)
  }
}

function readHolder(lockPath: string): number {
  const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10)
  return Number.isSafeInteger(pid) && pid > 0 ? pid : 0
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoException(error) && error.code === 'EPERM'
  }
}

function releaseLock(lockPath: string): void {
  try {
    if (readHolder(lockPath) === process.pid) unlinkSync(lockPath)
  } catch (error) {
    if (!isErrnoException(error) || error.code !== 'ENOENT') throw error
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error
}
