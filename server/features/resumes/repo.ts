import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { resumes, resumeVersions, user, type ResumeRow, type ResumeVersionRow } from '#server/db/schema/index.ts'

/** The SQL of resumes: every statement names the owner, so one person's id never reaches another's rows. */

/** The columns of a resume without its document (the list). */
const summaryColumns = {
  id: resumes.id,
  userId: resumes.userId,
  name: resumes.name,
  template: resumes.template,
  isBaseResume: resumes.isBaseResume,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
  version: resumes.version,
}
export type ResumeSummaryRow = Omit<ResumeRow, 'document'>

/**
 * Holds the person's row until the transaction ends: writes that read the person's resumes before they
 * change them (the count under the cap, the base flag) run one after another for one person, whichever
 * server they reach. NO KEY UPDATE leaves inserts that reference the user (sessions) free.
 */
export async function lockOwner(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update')
  return row !== undefined
}

export function listResumes(db: Database, userId: string): Promise<ResumeSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.isBaseResume), desc(resumes.createdAt), resumes.id)
}

export async function countResumes(db: Database, userId: string): Promise<number> {
  return db.$count(resumes, eq(resumes.userId, userId))
}

export async function findResume(
  db: Database,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResumeRow | null> {
  const query = db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function insertResume(
  db: Database,
  values: { userId: string; name: string; document: unknown; template: string; isBaseResume: boolean; now: Date },
): Promise<ResumeRow> {
  const [row] = await db
    .insert(resumes)
    .values({
      userId: values.userId,
      name: values.name,
      document: values.document,
      template: values.template,
      isBaseResume: values.isBaseResume,
      createdAt: values.now,
      updatedAt: values.now,
      version: 1,
    })
    .returning()
  if (!row) throw new Error('The resume insert returned no row')
  return row
}

export async function updateResume(
  db: Database,
  id: string,
  values: { name: string; document: unknown; template: string; version: number; now: Date },
): Promise<ResumeRow> {
  const [row] = await db
    .update(resumes)
    .set({ name: values.name, document: values.document, template: values.template, version: values.version, updatedAt: values.now })
    .where(eq(resumes.id, id))
    .returning()
  if (!row) throw new Error('The resume update returned no row')
  return row
}

export async function deleteResume(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id })
  return deleted.length > 0
}

/** Makes `id` the person's one base resume: the others' flag is cleared first, so the one-base index never sees two. */
export async function setBaseResume(db: Database, userId: string, id: string): Promise<void> {
  await db
    .update(resumes)
    .set({ isBaseResume: false })
    .where(and(eq(resumes.userId, userId), eq(resumes.isBaseResume, true), ne(resumes.id, id)))
  await db
    .update(resumes)
    .set({ isBaseResume: true })
    .where(and(eq(resumes.userId, userId), eq(resumes.id, id)))
}

/** Keeps the save as a version and drops the versions older than the newest `keep`. */
export async function insertVersion(
  db: Database,
  row: Pick<ResumeRow, 'id' | 'version' | 'name' | 'document' | 'template' | 'updatedAt'>,
  keep: number,
): Promise<void> {
  await db.insert(resumeVersions).values({
    resumeId: row.id,
    version: row.version,
    name: row.name,
    document: row.document,
    template: row.template,
    createdAt: row.updatedAt,
  })
  await db.delete(resumeVersions).where(and(eq(resumeVersions.resumeId, row.id), lt(resumeVersions.version, row.version - keep + 1)))
}

export function listVersions(db: Database, resumeId: string): Promise<Omit<ResumeVersionRow, 'document' | 'id' | 'resumeId'>[]> {
  return db
    .select({
      version: resumeVersions.version,
      name: resumeVersions.name,
      template: resumeVersions.template,
      createdAt: resumeVersions.createdAt,
    })
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, resumeId))
    .orderBy(desc(resumeVersions.version))
}

export async function findVersion(db: Database, resumeId: string, version: number): Promise<ResumeVersionRow | null> {
  const [row] = await db
    .select()
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.version, version)))
  return row ?? null
}

/** The person's resumes with every kept version, for "Download my data". */
export async function exportResumes(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.isBaseResume), desc(resumes.createdAt))
  const versions = await db
    .select({
      resumeId: resumeVersions.resumeId,
      version: resumeVersions.version,
      name: resumeVersions.name,
      template: resumeVersions.template,
      document: resumeVersions.document,
      createdAt: resumeVersions.createdAt,
    })
    .from(resumeVersions)
    .innerJoin(resumes, eq(resumes.id, resumeVersions.resumeId))
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumeVersions.version))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    template: row.template,
    isBaseResume: row.isBaseResume,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    document: row.document,
    versions: versions.filter((version) => version.resumeId === row.id).map(({ resumeId: _resumeId, ...version }) => version),
  }))
}

/** Deletes the person's resumes and their versions (explicitly, not only by the cascade). */
export async function eraseResumes(tx: Database, userId: string): Promise<void> {
  await tx
    .delete(resumeVersions)
    .where(inArray(resumeVersions.resumeId, tx.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, userId))))
  await tx.delete(resumes).where(eq(resumes.userId, userId))
}
