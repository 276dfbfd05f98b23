import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts'

describe('lockDataDir', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-lock-'))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  test('one holder at a time: the lock file names it, a second taker is refused, release frees it', () => {
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    release()
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false)
    lockDataDir(dir)()
  })

  test('a live process of another pid holds it', () => {
    // pid 1 (init) is always alive; EPERM still means alive.
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), '1\n')
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1/)
  })

  test('a lock left by a process that is gone, or unreadable, is taken over', () => {
    // The pid of a process that has certainly ended: one we started and waited for.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)'])
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${dead.pid}\n`)
    lockDataDir(dir)()
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'garbage')
    lockDataDir(dir)()
  })

  test('creates the directory when it does not exist yet', () => {
    const nested = path.join(dir, 'pglite')
    lockDataDir(nested)()
    expect(existsSync(nested)).toBe(true)
  })
})
