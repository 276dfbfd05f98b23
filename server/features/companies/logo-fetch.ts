import { createHash } from 'node:crypto'
import type { Database } from '#server/db/client.ts'
import { BoundedFetchError, type BoundedFetchOptions, type BoundedResponse } from '#server/lib/bounded-fetch.ts'
import { checkLogoImage } from './logo-image.ts'
import { listLogosToFetch, recordLogoFailure, storeLogo } from './repo.ts'
import { readHttpUrl } from './website-host.ts'

/** fetchBounded (server/lib/bounded-fetch.ts) or a wrapper of it. */
export type BoundedHttp = (url: string, options: BoundedFetchOptions) => Promise<BoundedResponse>

export interface LogoFetchSummary {
  stored: number
  failed: Array<{ companyId: number; sourceUrl: string; reason: string }>
}

/** Logos are small: a larger answer is not a logo (or is one we do not want to serve). */
export const LOGO_MAX_BYTES = 256 * 1024
const LOGO_TIMEOUT_MS = 10_000
/** When a logo URL timed out or its server failed, it is tried again after this long; other failures never. */
export const LOGO_RETRY_AFTER_MS = 7 * 86_400_000
/** Fetches at once: logos come from many hosts, and a slow one should not hold up the rest. */
const CONCURRENCY = 4

const ACCEPT = 'image/png,image/webp,image/jpeg,image/gif,image/x-icon;q=0.9,*/*;q=0.1'

/**
 * Fetches, checks and stores the logos of up to `limit` companies that have a logo source URL
 * (companies.logo_url) we have neither stored nor refused: each URL once. The bytes must be a PNG,
 * JPEG, GIF, WebP or ICO image (logo-image.ts) of at most LOGO_MAX_BYTES, arriving within
 * LOGO_TIMEOUT_MS; anything else is remembered as a failure with its reason and not fetched again
 * (a time-out or server error after LOGO_RETRY_AFTER_MS).
 *
 * `http` reaches hosts that sources name: in production it must refuse private and loopback addresses
 * (the URL comes from a third party's feed).
 */
export async function fetchMissingLogos(options: {
  db: Database
  http: BoundedHttp
  limit: number
  now?: Date
  signal?: AbortSignal
}): Promise<LogoFetchSummary> {
  const now = options.now ?? new Date()
  const due = await listLogosToFetch(options.db, { limit: options.limit, now })
  const summary: LogoFetchSummary = { stored: 0, failed: [] }
  let next = 0
  const work = async () => {
    while (next < due.length && options.signal?.aborted !== true) {
      const logo = due[next]
      next += 1
      if (logo === undefined) break
      const outcome = await fetchLogo(options.http, logo.sourceUrl, options.signal)
      if (outcome.kind === 'cancelled') break
      if (outcome.kind === 'fetched') {
        await storeLogo(options.db, { ...logo, ...outcome.logo, fetchedAt: now })
        summary.stored += 1
        continue
      }
      const retryAt = outcome.isRetryable ? new Date(now.getTime() + LOGO_RETRY_AFTER_MS) : null
      await recordLogoFailure(options.db, { ...logo, reason: outcome.reason, failedAt: now, retryAt })
      summary.failed.push({ ...logo, reason: outcome.reason })
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, work))
  return summary
}

type LogoOutcome =
  | { kind: 'fetched'; logo: { contentType: string; bytes: Uint8Array; sha256: string } }
  | { kind: 'failed'; reason: string; isRetryable: boolean }
  /** The caller's signal ended the run: nothing is known of the URL, so nothing is recorded. */
  | { kind: 'cancelled' }

async function fetchLogo(http: BoundedHttp, sourceUrl: string, signal: AbortSignal | undefined): Promise<LogoOutcome> {
  if (readHttpUrl(sourceUrl) === null) return { kind: 'failed', reason: 'Not an http(s) URL', isRetryable: false }
  let response: BoundedResponse
  try {
    response = await http(sourceUrl, {
      maxBytes: LOGO_MAX_BYTES,
      timeoutMs: LOGO_TIMEOUT_MS,
      headers: { accept: ACCEPT },
      ...(signal === undefined ? {} : { signal }),
    })
  } catch (error) {
    if (signal?.aborted === true) return { kind: 'cancelled' }
    if (error instanceof BoundedFetchError) return { kind: 'failed', reason: error.message, isRetryable: error.isRetryable }
    // A wrapper's own refusal (an address it will not reach) is as final as a 404.
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error), isRetryable: false }
  }
  const check = await checkLogoImage(response.bytes)
  if (!check.ok) return { kind: 'failed', reason: check.reason, isRetryable: false }
  const sha256 = createHash('sha256').update(response.bytes).digest('hex')
  return { kind: 'fetched', logo: { contentType: check.contentType, bytes: response.bytes, sha256 } }
}
