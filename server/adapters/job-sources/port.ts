import type { JobSourceKind } from '#core/jobs/job-source-kinds.ts'
import type { JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import type { BoundedResponse } from '#server/lib/bounded-fetch.ts'

/**
 * A connector reads one kind of job source (Greenhouse, Lever, a feed …) and hands on its postings
 * mapped into the spec's Job shape (server/features/jobs/ingest/posting.schema.ts: job_id, job_title, employer_name,
 * job_description, job_apply_link, job_city/job_state/job_country or location, salary fields or
 * salary_range text, valid_through …). It does not validate or store them: the one normaliser
 * (server/features/jobs/ingest/normalize.ts) and the run (ingest/run-source.ts) do. Connectors never call fetch themselves: they ask
 * `context.http`, which holds the deadline, byte cap, retries on 429/5xx and cancellation.
 */
export interface JobConnector<K extends JobSourceKind = JobSourceKind> {
  kind: K
  /** Pages of postings in the source's own order; a connector follows the source's paging itself. */
  fetchPostings(source: SourceOf<K>, context: ConnectorContext): AsyncIterable<ConnectorPage>
}

export type SourceOf<K extends JobSourceKind> = Extract<JobSourceDeclaration, { kind: K }>

export interface ConnectorContext {
  /** GET (or POST) within the run's limits; throws BoundedFetchError (server/lib/bounded-fetch.ts). */
  http(url: string, init?: { headers?: Readonly<Record<string, string>>; method?: 'GET' | 'POST'; body?: string }): Promise<BoundedResponse>
  /** Credentials of the providers that need them (JSearch, Adzuna); null when not configured. */
  credentials: ProviderCredentials
  now: Date
  signal: AbortSignal
  /** A run stops asking for pages after this many (a source that pages forever ends). */
  maxPages: number
}

export interface ProviderCredentials {
  jsearch: { apiKey: string; host: string } | null
  adzuna: { appId: string; appKey: string } | null
}

export interface ConnectorPage {
  /** Postings in the spec's Job shape; `job_id` is the source's own id for the posting. */
  postings: Array<Record<string, unknown>>
  /** Items the connector could not read at all (an entry without a title, a broken JSON-LD block). */
  rejected: ConnectorRejection[]
}

export interface ConnectorRejection {
  /** The source's id or link for the item when it had one. */
  item: string | null
  reason: string
}

/** A source the connector cannot read at all (a bad board name, an unparseable feed); the run fails with it. */
export class SourceReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SourceReadError'
  }
}
