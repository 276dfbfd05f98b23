import { and, between, count, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { dailyCounts, resumes, resumeTemplateOverrides, user, type ResumeTemplateOverrideRow } from '#server/db/schema/index.ts'

/** The SQL of staff's template overrides and of what /admin/resume-analytics counts (decision 072). */

export function readOverrides(db: Database): Promise<ResumeTemplateOverrideRow[]> {
  return db.select().from(resumeTemplateOverrides)
}

export interface OverrideWithStaff extends ResumeTemplateOverrideRow {
  updatedByEmail: string | null
}

/** The overrides with the e-mail of the staff member who last changed each (null once their account is gone). */
export function readOverridesWithStaff(db: Database): Promise<OverrideWithStaff[]> {
  return db
    .select({
      templateId: resumeTemplateOverrides.templateId,
      isEnabled: resumeTemplateOverrides.isEnabled,
      isPremium: resumeTemplateOverrides.isPremium,
      updatedByUserId: resumeTemplateOverrides.updatedByUserId,
      updatedAt: resumeTemplateOverrides.updatedAt,
      updatedByEmail: user.email,
    })
    .from(resumeTemplateOverrides)
    .leftJoin(user, eq(user.id, resumeTemplateOverrides.updatedByUserId))
}

export async function findOverrideForUpdate(tx: Database, templateId: string): Promise<ResumeTemplateOverrideRow | null> {
  const [row] = await tx.select().from(resumeTemplateOverrides).where(eq(resumeTemplateOverrides.templateId, templateId)).for('update')
  return row ?? null
}

export async function writeOverride(
  tx: Database,
  values: { templateId: string; isEnabled: boolean; isPremium: boolean; updatedByUserId: string; now: Date },
): Promise<void> {
  const change = {
    isEnabled: values.isEnabled,
    isPremium: values.isPremium,
    updatedByUserId: values.updatedByUserId,
    updatedAt: values.now,
  }
  await tx
    .insert(resumeTemplateOverrides)
    .values({ templateId: values.templateId, ...change })
    .onConflictDoUpdate({ target: resumeTemplateOverrides.templateId, set: change })
}

/** Resumes stored in each template now. */
export function countResumesPerTemplate(db: Database): Promise<Array<{ template: string; count: number }>> {
  return db.select({ template: resumes.template, count: count() }).from(resumes).groupBy(resumes.template)
}

/** The `daily_counts` of every metric starting with `prefix`, summed over the days of `range` (every day without one). */
export async function sumCountsByPrefix(
  db: Database,
  prefix: string,
  range?: { from: string; to: string },
): Promise<Array<{ metric: string; count: number }>> {
  const rows = await db
    .select({ metric: dailyCounts.metric, count: sql<number>`sum(${dailyCounts.count})::bigint` })
    .from(dailyCounts)
    .where(and(sql`starts_with(${dailyCounts.metric}, ${prefix})`, range ? between(dailyCounts.day, range.from, range.to) : undefined))
    .groupBy(dailyCounts.metric)
  return rows.map((row) => ({ metric: row.metric, count: Number(row.count) }))
}
