import { getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/jobs.ts'
import type { JobInsert } from './normalize.ts'

const jobTableColumns = Object.entries(getTableColumns(jobs))

/**
 * Rows as one JSON parameter for json_populate_recordset, in both PGlite and PostgreSQL. Measured on
 * PGlite at 1,500 rows a batch, this takes about a quarter less CPU than Drizzle's multi-row VALUES,
 * which binds ~40 parameters per row and spends ~0.35 ms a row building them. Columns are the keys
 * the first row carries, so defaults (created_at) and generated columns (the tsvectors) are left to
 * the database.
 */
function toRecordset(rows: readonly Partial<JobInsert>[]) {
  const first = rows[0]
  const columns = first === undefined ? [] : jobTableColumns.filter(([key, column]) => column.generated === undefined && key in first)
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {}
    for (const [key, column] of columns) {
      const value: unknown = Reflect.get(row, key)
      record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null)
    }
    return record
  })
  const columnList = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  return { columns, columnList, json: JSON.stringify(records) }
}

/** Inserts jobs in one statement; a duplicate key fails it (the demo seed loads an empty table). */
export async function insertJobRows(db: Database, rows: readonly JobInsert[]): Promise<void> {
  if (rows.length === 0) return
  const { columnList, json } = toRecordset(rows)
  await db.execute(sql`
    insert into jobs (${columnList})
    select ${columnList} from json_populate_recordset(null::jobs, ${json}::json)`)
}

/**
 * Inserts the jobs whose id and de-duplication hash are both new, in one statement, and answers the
 * ids it inserted: a job another run stored meanwhile is skipped, and the caller merges into it.
 */
export async function insertNewJobRows(db: Database, rows: readonly JobInsert[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const { columnList, json } = toRecordset(rows)
  const inserted = await db.execute(sql`
    insert into jobs (${columnList})
    select ${columnList} from json_populate_recordset(null::jobs, ${json}::json)
    on conflict do nothing
    returning id`)
  return new Set(rowsOf(inserted).map((row) => String(row.id)))
}

/** Writes the given columns of existing jobs, one statement for the batch; every row carries the same keys and `id`. */
export async function updateJobRows(db: Database, rows: readonly Partial<JobInsert>[]): Promise<void> {
  if (rows.length === 0) return
  const { columns, json } = toRecordset(rows)
  const assignments = sql.join(
    columns.filter(([key]) => key !== 'id').map(([, column]) => sql`${sql.identifier(column.name)} = u.${sql.identifier(column.name)}`),
    sql`, `,
  )
  await db.execute(sql`
    update jobs set ${assignments}
    from json_populate_recordset(null::jobs, ${json}::json) as u
    where jobs.id = u.id`)
}

/** The rows of a statement run through drizzle's `execute`: PGlite and node-postgres both answer `{ rows }`. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows
  throw new Error('the database driver answered without rows')
}
