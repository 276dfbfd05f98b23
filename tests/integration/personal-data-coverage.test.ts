import { getTableName, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { serverFeatures } from '#server/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Issue 17 item 4: every table that holds a user's rows is covered by some feature's personal-data
 * declaration (server/lib/personal-data.ts), so "Download my data" exports it and "Delete account"
 * erases it. The tables are read from the migrated database's catalogue, not from a list: a new
 * table with a `user_id` column, a `…_user_id` column or a foreign key to `user`(id) fails this test
 * until a feature declares it.
 */

/** Tables with a user column that are deliberately in no declaration, each with the decision that says why. */
const KEPT_ON_PURPOSE: Record<string, string> = {
  audit_log: 'decision 018: the append-only record of staff actions names actors and targets by id; it outlives the accounts it names',
  seo_overrides: "decision 065: the staff member who last edited a page's head, by id, as the audit log names them",
  link_check_runs: 'decision 065: the staff member who started a link check, by id, as the audit log names them',
  resume_template_overrides: 'decision 072: the staff member who last changed a template, by id, as the audit log names them',
}

interface UserColumn {
  table: string
  column: string
}

describeOnDatabases('personal data coverage', (getHandle) => {
  let userColumns: UserColumn[]

  beforeAll(async () => {
    userColumns = await getHandle().query<{ table: string; column: string }>(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      where c.table_schema = 'public' and (c.column_name = 'user_id' or c.column_name like '%\\_user\\_id')
      union
      select cl.relname as "table", a.attname as "column"
      from pg_constraint k
      join pg_class cl on cl.oid = k.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
      where k.contype = 'f' and n.nspname = 'public' and k.confrelid = 'public."user"'::regclass
      order by 1, 2`)
  })

  test('the catalogue finds the user columns this test knows to exist', () => {
    // A guard on the query itself: were it to find nothing, every later assertion would pass vacuously.
    expect(userColumns).toEqual(
      expect.arrayContaining([
        { table: 'favorites', column: 'user_id' },
        { table: 'session', column: 'user_id' },
        { table: 'click_events', column: 'user_id' },
        { table: 'audit_log', column: 'actor_user_id' },
      ]),
    )
  })

  test('every table with a user column, and `user` itself, is exported and erased by a feature', () => {
    const declared = new Map<string, string[]>()
    for (const part of serverFeatures.personalData) {
      for (const table of part.tables) declared.set(getTableName(table), [...(declared.get(getTableName(table)) ?? []), part.key])
    }
    const tables = [...new Set(['user', ...userColumns.map((column) => column.table)])].filter((table) => !(table in KEPT_ON_PURPOSE))
    const uncovered = tables.filter((table) => !declared.has(table))
    expect(
      uncovered,
      'tables holding a user’s rows that no feature exports and erases (declare them in the feature’s personalData)',
    ).toEqual([])
  })

  test('each exception still names a table with a user column, and no declaration claims it', () => {
    const withUserColumns = new Set(userColumns.map((column) => column.table))
    for (const table of Object.keys(KEPT_ON_PURPOSE)) {
      expect(withUserColumns.has(table), table).toBe(true)
      expect(serverFeatures.personalData.some((part) => part.tables.some((declared) => getTableName(declared) === table))).toBe(false)
    }
  })
})

describe('personal data declarations', () => {
  test('each part of the export has a key of its own', () => {
    const keys = serverFeatures.personalData.map((part) => part.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).not.toContain('exportedAt')
  })
})
