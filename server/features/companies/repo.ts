import { and, eq, gt, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { companies, companyLogoFailures, companyLogos, websiteHostSql } from '#server/db/schema/jobs.ts'

/** The SQL of companies: matching employers to companies, creating and enriching them, and their stored logos. */

/** What matching needs of a stored company. */
export interface CompanyCandidate {
  id: number
  name: string
  website: string | null
  logoUrl: string | null
  companyType: string
  isVerified: boolean
}

export interface NewCompanyRow {
  name: string
  slug: string
  website: string | null
  logoUrl: string | null
  companyType: string
  employerKind: string
}

/** Fields to fill on a company that lacks them; null leaves the field as it is. */
export interface CompanyEnrichment {
  id: number
  website: string | null
  logoUrl: string | null
  companyType: string | null
}

export interface StoredLogo {
  contentType: string
  bytes: Uint8Array
  sha256: string
}

/** The advisory lock key of company creation (any fixed bigint; 'comp' in ASCII). */
const COMPANY_WRITE_LOCK = 0x636f6d70

/**
 * Ingestion runs of several sources may meet the same new employer at once; creating companies one
 * transaction at a time keeps them from creating it twice. Held until the caller's transaction ends.
 */
export async function lockCompanyWrites(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_WRITE_LOCK})`)
}

/**
 * Companies whose lower-cased name is one of `lowerNames` or whose website's host is one of `hosts`,
 * in one query on companies_name_lower_idx and companies_website_host_idx.
 */
export async function findMatchCandidates(
  db: Database,
  input: { lowerNames: readonly string[]; hosts: readonly string[] },
): Promise<CompanyCandidate[]> {
  const conditions = [sql`lower(${companies.name}) = any(${sql.param([...input.lowerNames])}::text[])`]
  if (input.hosts.length > 0) conditions.push(sql`${websiteHostSql(companies.website)} = any(${sql.param([...input.hosts])}::text[])`)
  return db
    .select({
      id: companies.id,
      name: companies.name,
      website: companies.website,
      logoUrl: companies.logoUrl,
      companyType: companies.companyType,
      isVerified: companies.isVerified,
    })
    .from(companies)
    .where(or(...conditions))
}

/** Which of these slugs are taken (one query on the unique slug index). */
export async function findTakenSlugs(db: Database, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set()
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, [...slugs]))
  return new Set(rows.map((row) => row.slug))
}

/** Inserts the companies whose slug is still free; returns the id of each one inserted, by slug. */
export async function insertCompanies(db: Database, rows: readonly NewCompanyRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map()
  const inserted = await db
    .insert(companies)
    .values([...rows])
    .onConflictDoNothing({ target: companies.slug })
    .returning({ id: companies.id, slug: companies.slug })
  return new Map(inserted.map((row) => [row.slug, row.id]))
}

/**
 * Fills website, logo source URL and an unknown company type where a company lacks them, in one
 * statement. A staff-verified company is left exactly as staff set it, and a value already there is
 * never replaced (checked again here, so a company changed since it was read keeps its data).
 */
export async function enrichCompanies(db: Database, enrichments: readonly CompanyEnrichment[], unknownType: string): Promise<void> {
  if (enrichments.length === 0) return
  const values = enrichments.map((enrichment) => ({
    id: enrichment.id,
    website: enrichment.website,
    logo_url: enrichment.logoUrl,
    company_type: enrichment.companyType,
  }))
  await db.execute(sql`
    update companies as c set
      website = coalesce(c.website, v.website),
      logo_url = coalesce(c.logo_url, v.logo_url),
      company_type = case when c.company_type = ${unknownType} then coalesce(v.company_type, c.company_type) else c.company_type end
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id integer, website text, logo_url text, company_type text)
    where c.id = v.id and not c.is_verified`)
}

/**
 * Up to `limit` companies whose logo source URL has been neither stored (from that URL) nor refused
 * (that URL, with no retry due at `now`), oldest company first.
 */
export async function listLogosToFetch(
  db: Database,
  input: { limit: number; now: Date },
): Promise<Array<{ companyId: number; sourceUrl: string }>> {
  const storedFromThisUrl = db
    .select({ one: sql`1` })
    .from(companyLogos)
    .where(and(eq(companyLogos.companyId, companies.id), eq(companyLogos.sourceUrl, companies.logoUrl)))
  const refusedThisUrl = db
    .select({ one: sql`1` })
    .from(companyLogoFailures)
    .where(
      and(
        eq(companyLogoFailures.companyId, companies.id),
        eq(companyLogoFailures.sourceUrl, companies.logoUrl),
        or(isNull(companyLogoFailures.retryAt), gt(companyLogoFailures.retryAt, input.now)),
      ),
    )
  const rows = await db
    .select({ companyId: companies.id, sourceUrl: companies.logoUrl })
    .from(companies)
    .where(and(isNotNull(companies.logoUrl), notExists(storedFromThisUrl), notExists(refusedThisUrl)))
    .orderBy(companies.id)
    .limit(input.limit)
  return rows.flatMap((row) => (row.sourceUrl === null ? [] : [{ companyId: row.companyId, sourceUrl: row.sourceUrl }]))
}

/** Stores (or replaces) a company's logo and forgets an earlier failure. */
export async function storeLogo(db: Database, logo: StoredLogo & { companyId: number; sourceUrl: string; fetchedAt: Date }): Promise<void> {
  const values = {
    contentType: logo.contentType,
    bytes: logo.bytes,
    sha256: logo.sha256,
    sourceUrl: logo.sourceUrl,
    fetchedAt: logo.fetchedAt,
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(companyLogos)
      .values({ companyId: logo.companyId, ...values })
      .onConflictDoUpdate({ target: companyLogos.companyId, set: values })
    await tx.delete(companyLogoFailures).where(eq(companyLogoFailures.companyId, logo.companyId))
  })
}

/** Remembers that a company's logo URL failed, and when (if ever) it may be tried again. */
export async function recordLogoFailure(
  db: Database,
  failure: { companyId: number; sourceUrl: string; reason: string; failedAt: Date; retryAt: Date | null },
): Promise<void> {
  const { companyId, ...values } = failure
  await db.insert(companyLogoFailures).values(failure).onConflictDoUpdate({ target: companyLogoFailures.companyId, set: values })
}

export async function findLogo(db: Database, companyId: number): Promise<StoredLogo | null> {
  const [row] = await db
    .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes, sha256: companyLogos.sha256 })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId))
  return row ?? null
}
