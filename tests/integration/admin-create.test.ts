import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { DATA_DIR_LOCK_FILE } from '#server/db/data-dir-lock.ts'
import { auditLog, profiles, user } from '#server/db/schema/index.ts'
import { buildTestApp } from '#tests/support/services.ts'
import { newAccount, signUp } from '#tests/support/sign-in.ts'

const run = promisify(execFile)
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/admin-create.ts')

/** npm run admin:create -- <email>, as a separate process on the data directory. */
async function adminCreate(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 60_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run admin:create on the embedded database', () => {
  let dataDir: string
  const pgliteDir = () => path.join(dataDir, 'pglite')

  async function withDatabase<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir() })
    try {
      return await use(database)
    } finally {
      await database.close()
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-admin-create-'))
    await withDatabase(async (database) => {
      const app = buildTestApp(database)
      expect((await signUp(app, newAccount({ email: 'first@example.com' }))).status).toBe(200)
      expect((await signUp(app, newAccount({ email: 'unverified@example.com' }))).status).toBe(200)
      await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'first@example.com'))
    })
  })

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('makes a verified user super_admin with an audit row by cli, and says so', async () => {
    const result = await adminCreate(dataDir, 'First@Example.com')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^first@example\.com is now super_admin \(user .+\); the grant is in the audit log as 'cli'\.\n$/)
    await withDatabase(async (database) => {
      const [row] = await database.db
        .select({ id: user.id, role: profiles.role })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.email, 'first@example.com'))
      expect(row?.role).toBe('super_admin')
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, row?.id ?? ''))
      expect(audit.map((entry) => [entry.actorUserId, entry.actorLabel, entry.before, entry.after])).toEqual([
        [null, 'cli', { role: null }, { role: 'super_admin' }],
      ])
    })
    const again = await adminCreate(dataDir, 'first@example.com')
    expect(again.stdout).toBe('first@example.com is already super_admin; nothing changed.\n')
  })

  test('refuses an address nobody signed up with, and one not verified yet', async () => {
    const missing = await adminCreate(dataDir, 'nobody@example.com')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No user has the e-mail nobody@example.com: sign up first')
    const unverified = await adminCreate(dataDir, 'unverified@example.com')
    expect(unverified.code).toBe(1)
    expect(unverified.stderr).toContain('unverified@example.com has not verified the address yet')
  })

  test('says so clearly, and touches nothing, while another process (a running server) holds the embedded database', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir() })
    try {
      const result = await adminCreate(dataDir, 'first@example.com')
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`A running JobYatra server (process ${process.pid}) holds the embedded database in ${pgliteDir()}`)
      expect(result.stderr).toContain('add first@example.com to ADMIN_EMAILS')
      // The holder still works: the refused process neither opened nor closed the directory.
      await database.ping()
    } finally {
      await database.close()
    }
  })

  test('takes over the lock of a process that died without giving it back', async () => {
    // The pid of a process that has certainly ended: one we started and waited for.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)'])
    writeFileSync(path.join(pgliteDir(), DATA_DIR_LOCK_FILE), `${dead.pid}\n`)
    const result = await adminCreate(dataDir, 'first@example.com')
    expect(result.code).toBe(0)
  })

  test('prints its usage without an e-mail', async () => {
    const result = await adminCreate(dataDir)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Usage: npm run admin:create -- <email>')
  })
})
