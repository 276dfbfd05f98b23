import { createHash } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { idempotencyKeys } from '#server/db/schema/index.ts'
import { AppError } from './app-error.ts'
import type { AppEnv } from './hono-env.ts'
import { ownedRows } from './personal-data.ts'
import { defineServerFeature } from './server-feature.ts'

/**
 * DESIGN.md Security: "Writes that must not repeat … carry an idempotency key; the first result is
 * stored and replayed." A write route wrapped in `idempotent(...)` reads the `Idempotency-Key` header
 * (made in the browser when the person acted, so every retry of the offline queue sends the same
 * one). The first request with a key claims it and runs; its status and body are stored. A repeat with
 * the same method, path and body gets that stored answer back (`Idempotent-Replayed: true`) and the
 * write does not run again. The same key with another request is refused with 422
 * IDEMPOTENCY_KEY_REUSED; a repeat while the first is still running gets 409
 * IDEMPOTENCY_REQUEST_IN_PROGRESS. Without the header the route runs as before. Decision 027.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/** The header as the API documents it on every route that takes it (server/lib/api-route.ts). */
export const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_HEADER.toLowerCase()]: z.string().optional().meta({
    description:
      'Optional (the offline queue sends one), 8–100 letters, digits, "-" or "_". A repeat with the same key and request gets the first answer back (header Idempotent-Replayed: true) and changes nothing; the same key with another request answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is still running 409 IDEMPOTENCY_REQUEST_IN_PROGRESS.',
  }),
})

/** Letters, digits, '-' and '_', 8–100 of them: a UUID fits, a guessable counter does not. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

/**
 * A claim whose request never finished (the process stopped between the write and storing its
 * answer) is given up after this long, so the key can run again instead of answering 409 for ever.
 */
export const STALE_CLAIM_MS = 60_000

/** How long stored answers are kept: longer than any queued action waits (the client purges after 7 days). */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

type Outcome = { kind: 'run' } | { kind: 'replay'; status: number; body: string | null; contentType: string | null }

function fingerprintOf(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex')
}

async function claim(db: Database, userId: string, key: string, fingerprint: string, now: Date): Promise<Outcome> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (inserted.length > 0) {
    // Each new key clears the user's answers past retention, so the table holds no more than a month of writes.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS))))
    return { kind: 'run' }
  }
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  // Deleted between the insert and the read (its first request failed with a server error): run.
  if (!row) return claim(db, userId, key, fingerprint, now)
  if (row.fingerprint !== fingerprint)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { detail: 'This Idempotency-Key was used for another request' })
  if (row.status !== null) return { kind: 'replay', status: row.status, body: row.body, contentType: row.contentType }
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  if (takenOver.length > 0) return { kind: 'run' }
  throw new AppError('IDEMPOTENCY_REQUEST_IN_PROGRESS', { detail: 'A request with this Idempotency-Key is still running' })
}

async function release(db: Database, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
}

async function store(db: Database, userId: string, key: string, response: Response): Promise<void> {
  const body = response.status === 204 ? null : await response.clone().text()
  await db
    .update(idempotencyKeys)
    .set({ status: response.status, body, contentType: response.headers.get('content-type') })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
}

function replay(outcome: Extract<Outcome, { kind: 'replay' }>): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' })
  if (outcome.contentType) headers.set('content-type', outcome.contentType)
  return new Response(outcome.body, { status: outcome.status, headers })
}

export interface Idempotency {
  /**
   * Middleware for write routes. `userOf` names whose keys these are (the signed-in viewer), so two
   * people can never see each other's stored answers. Server errors (5xx) are not stored: the key is
   * released and the same request may run again.
   */
  guard<Env extends AppEnv>(userOf: (c: Context<Env>) => string): MiddlewareHandler<Env>
}

/** Built once through `idempotencyPlumbing` (server/services.ts); routers take `services.idempotency`. */
export function createIdempotency(deps: { db: Database; now?: () => Date }): Idempotency {
  const now = deps.now ?? (() => new Date())
  return {
    guard(userOf) {
      return async (c, next) => {
        const key = c.req.header(IDEMPOTENCY_HEADER)
        if (key === undefined) return next()
        if (!KEY_PATTERN.test(key)) {
          throw new AppError('VALIDATION_INVALID_FORMAT', { detail: `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, '-' or '_'` })
        }
        const userId = userOf(c)
        // Hono keeps the body it read, so the route's own JSON validation still reads it afterwards.
        const body = await c.req.text()
        const outcome = await claim(deps.db, userId, key, fingerprintOf(c.req.method, c.req.path, body), now())
        if (outcome.kind === 'replay') {
          c.res = replay(outcome)
          return
        }
        try {
          await next()
        } catch (error) {
          await release(deps.db, userId, key)
          throw error
        }
        if (c.res.status >= 500) {
          await release(deps.db, userId, key)
          return
        }
        await store(deps.db, userId, key, c.res)
      }
    },
  }
}

/** The stored answers of the person's writes sent with a key (the offline queue's actions), kept 30 days. */
const idempotencyData = ownedRows({
  key: 'idempotencyKeys',
  table: idempotencyKeys,
  owner: idempotencyKeys.userId,
  fields: { key: idempotencyKeys.key, status: idempotencyKeys.status, body: idempotencyKeys.body, createdAt: idempotencyKeys.createdAt },
  orderBy: [idempotencyKeys.createdAt],
})

/** Shared plumbing registered the way a feature is: the `idempotency` service the write routes use, and its table's personal data. */
export const idempotencyPlumbing = defineServerFeature({
  name: 'idempotency',
  services: (deps: { database: DatabaseHandle }) => ({ idempotency: createIdempotency({ db: deps.database.db }) }),
  personalData: [idempotencyData],
})
