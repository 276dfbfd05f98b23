import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import * as schema from '#server/db/schema/index.ts'

/**
 * The test database through a second Drizzle instance on the same client that records every statement
 * it sends, for tests that bound how many queries an operation makes.
 */
export function recordQueries(handle: DatabaseHandle): { db: Database; queries: string[] } {
  const queries: string[] = []
  const logger = { logQuery: (query: string) => void queries.push(query) }
  const client: unknown = Reflect.get(handle.db, '$client')
  if (client instanceof PGlite) return { db: drizzlePglite({ client, schema, logger }), queries }
  if (client instanceof pg.Pool) return { db: drizzleNodePg({ client, schema, logger }), queries }
  throw new Error('the database handle has neither a PGlite nor a pg.Pool client')
}
