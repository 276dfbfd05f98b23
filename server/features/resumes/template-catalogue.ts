import { periodDays, type DashboardPeriod } from '#core/admin/dashboard.ts'
import { indiaCalendarDay } from '#core/format/india-day.ts'
import { canUseFeature, type Plan } from '#core/plans/plans.ts'
import { RESUME_EXPORT_FORMATS } from '#core/resume/documents.schema.ts'
import {
  ATS_SCORE_BUCKET_COUNT,
  ATS_SCORE_BUCKET_WIDTH,
  atsScoreBucket,
  TEMPLATE_OVERRIDES_CACHE_MS,
  type TemplateAvailability,
} from '#core/resume/template-admin.ts'
import type { AdminResumeTemplate, ResumeAnalytics, TemplateOverride } from '#core/resume/template-admin.schema.ts'
import { DEFAULT_RESUME_TEMPLATE, isPremiumTemplate, RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#core/resume/templates.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { auditLog, resumes } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { countRowsPerIndiaDay } from '#server/lib/daily-metrics.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'
import { ATS_SCORE_METRIC_PREFIX, RESUME_EXPORT_METRIC_PREFIX, TEMPLATE_EXPORT_METRIC_PREFIX } from './resume-metrics.ts'
import * as repo from './template-repo.ts'

/** Who changes a template, as the audit log names them. */
export interface TemplateActor {
  userId: string
  label: string
}

interface TemplateState {
  isEnabled: boolean
  isPremium: boolean
}

/**
 * The resume templates as staff left them (issue 24, decision 072): the code's catalogue
 * (core/resume/templates.ts) with staff's overrides on top. Every export, create and save asks
 * `requireUsable` — a disabled template is refused (PERMISSION_DENIED, reason template_disabled), a
 * Premium one takes the plan right `premium_templates` (PREMIUM_REQUIRED, reason premium_template) —
 * and the builder and the /premium-templates gallery offer what `availability` says. The overrides are
 * read at most once per TEMPLATE_OVERRIDES_CACHE_MS per process; a change clears this process's copy
 * at once, and other servers see it within that time.
 */
export interface TemplateCatalogue {
  availability(): Promise<TemplateAvailability[]>
  requireUsable(template: ResumeTemplateId, readPlan: () => Promise<Plan>): Promise<void>
  /** The templates `requireUsable` lets this plan use, in the catalogue's order (the document generator offers these). */
  usableTemplates(readPlan: () => Promise<Plan>): Promise<ResumeTemplateId[]>
  listForStaff(): Promise<AdminResumeTemplate[]>
  update(actor: TemplateActor, template: ResumeTemplateId, change: TemplateOverride): Promise<AdminResumeTemplate>
  readAnalytics(period: DashboardPeriod): Promise<ResumeAnalytics>
}

function catalogueState(template: ResumeTemplateId): TemplateState {
  return { isEnabled: true, isPremium: isPremiumTemplate(template) }
}

export function createTemplateCatalogue(deps: {
  database: DatabaseHandle
  now?: () => Date
  cacheMs?: number
  /** The cache's clock in milliseconds (tests move it). */
  clock?: () => number
}): TemplateCatalogue {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())
  const cache = createTtlCache<'overrides', ReadonlyMap<string, TemplateState>>({
    maxEntries: 1,
    ttlMs: deps.cacheMs ?? TEMPLATE_OVERRIDES_CACHE_MS,
    ...(deps.clock ? { now: deps.clock } : {}),
  })

  function readStates(): Promise<ReadonlyMap<string, TemplateState>> {
    return cache.getOrLoad('overrides', async () => {
      const rows = await repo.readOverrides(db)
      return new Map(rows.map((row) => [row.templateId, { isEnabled: row.isEnabled, isPremium: row.isPremium }]))
    })
  }

  async function stateOf(template: ResumeTemplateId): Promise<TemplateState> {
    return (await readStates()).get(template) ?? catalogueState(template)
  }

  async function listForStaff(): Promise<AdminResumeTemplate[]> {
    const [overrides, used, exported] = await Promise.all([
      repo.readOverridesWithStaff(db),
      repo.countResumesPerTemplate(db),
      repo.sumCountsByPrefix(db, TEMPLATE_EXPORT_METRIC_PREFIX),
    ])
    const byId = new Map(overrides.map((row) => [row.templateId, row]))
    const resumeCounts = new Map(used.map((row) => [row.template, Number(row.count)]))
    const exportCounts = new Map(exported.map((row) => [row.metric.slice(TEMPLATE_EXPORT_METRIC_PREFIX.length), row.count]))
    return RESUME_TEMPLATE_IDS.map((id) => {
      const override = byId.get(id)
      const state = override ? { isEnabled: override.isEnabled, isPremium: override.isPremium } : catalogueState(id)
      return {
        id,
        enabled: state.isEnabled,
        premium: state.isPremium,
        catalogue_premium: isPremiumTemplate(id),
        is_default: id === DEFAULT_RESUME_TEMPLATE,
        resumes: resumeCounts.get(id) ?? 0,
        exports: exportCounts.get(id) ?? 0,
        updated_by: override?.updatedByEmail ?? null,
        updated_at: override ? override.updatedAt.toISOString() : null,
      }
    })
  }

  return {
    async availability() {
      const states = await readStates()
      return RESUME_TEMPLATE_IDS.map((id) => {
        const state = states.get(id) ?? catalogueState(id)
        return { id, isEnabled: state.isEnabled, isPremium: state.isPremium }
      })
    },

    async usableTemplates(readPlan) {
      const states = await readStates()
      const offered = RESUME_TEMPLATE_IDS.map((id) => ({ id, ...(states.get(id) ?? catalogueState(id)) })).filter(
        (state) => state.isEnabled,
      )
      const hasPremium = offered.some((state) => state.isPremium) && canUseFeature(await readPlan(), 'premium_templates')
      return offered.filter((state) => !state.isPremium || hasPremium).map((state) => state.id)
    },

    async requireUsable(template, readPlan) {
      const state = await stateOf(template)
      if (!state.isEnabled)
        throw new AppError('PERMISSION_DENIED', { reason: 'template_disabled', detail: `the ${template} template is disabled` })
      if (!state.isPremium) return
      const plan = await readPlan()
      if (canUseFeature(plan, 'premium_templates')) return
      throw new AppError('PREMIUM_REQUIRED', { reason: 'premium_template', detail: `the ${template} template on the ${plan} plan` })
    },

    listForStaff,

    async update(actor, template, change) {
      await db.transaction(async (tx) => {
        const row = await repo.findOverrideForUpdate(tx, template)
        const before = row ? { isEnabled: row.isEnabled, isPremium: row.isPremium } : catalogueState(template)
        const after = { isEnabled: change.enabled ?? before.isEnabled, isPremium: change.premium ?? before.isPremium }
        // New resumes start in the default template: disabled or Premium, a free person could not create one.
        if (template === DEFAULT_RESUME_TEMPLATE && (!after.isEnabled || after.isPremium)) {
          throw new AppError('PERMISSION_DENIED', { reason: 'default_template' })
        }
        await repo.writeOverride(tx, { templateId: template, ...after, updatedByUserId: actor.userId, now: now() })
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: 'resume_template.update',
          targetType: 'resume_template',
          targetId: template,
          before: { enabled: before.isEnabled, premium: before.isPremium },
          after: { enabled: after.isEnabled, premium: after.isPremium },
        })
      })
      cache.clear()
      const entry = (await listForStaff()).find((item) => item.id === template)
      if (!entry) throw new AppError('NOT_FOUND')
      return entry
    },

    async readAnalytics(period) {
      const days = periodDays(indiaCalendarDay(now()), period)
      const range = { from: days[0] ?? '', to: days.at(-1) ?? '' }
      const [created, exports, scores, templateExports, used] = await Promise.all([
        countRowsPerIndiaDay(db, resumes, resumes.createdAt, range),
        repo.sumCountsByPrefix(db, RESUME_EXPORT_METRIC_PREFIX, range),
        repo.sumCountsByPrefix(db, ATS_SCORE_METRIC_PREFIX, range),
        repo.sumCountsByPrefix(db, TEMPLATE_EXPORT_METRIC_PREFIX, range),
        repo.countResumesPerTemplate(db),
      ])
      const createdByDay = new Map(created.map((row) => [row.day, Number(row.count)]))
      const exportsByFormat = new Map(exports.map((row) => [row.metric.slice(RESUME_EXPORT_METRIC_PREFIX.length), row.count]))
      const buckets = Array.from({ length: ATS_SCORE_BUCKET_COUNT }, (_, index) => ({
        from: index * ATS_SCORE_BUCKET_WIDTH,
        to: index === ATS_SCORE_BUCKET_COUNT - 1 ? 100 : (index + 1) * ATS_SCORE_BUCKET_WIDTH - 1,
        count: 0,
      }))
      let checks = 0
      let scoreSum = 0
      for (const row of scores) {
        const score = Number(row.metric.slice(ATS_SCORE_METRIC_PREFIX.length))
        if (!Number.isInteger(score) || score < 0 || score > 100) continue
        checks += row.count
        scoreSum += score * row.count
        const bucket = buckets[atsScoreBucket(score)]
        if (bucket) bucket.count += row.count
      }
      const resumeCounts = new Map(used.map((row) => [row.template, Number(row.count)]))
      const exportCounts = new Map(templateExports.map((row) => [row.metric.slice(TEMPLATE_EXPORT_METRIC_PREFIX.length), row.count]))
      const templates = RESUME_TEMPLATE_IDS.map((id) => ({
        id,
        resumes: resumeCounts.get(id) ?? 0,
        exports: exportCounts.get(id) ?? 0,
      })).sort((a, b) => b.resumes - a.resumes || b.exports - a.exports)
      return {
        days,
        created: days.map((day) => createdByDay.get(day) ?? 0),
        exports: RESUME_EXPORT_FORMATS.map((format) => ({ format, count: exportsByFormat.get(format) ?? 0 })),
        ats: { checks, average: checks === 0 ? null : Math.round((scoreSum / checks) * 10) / 10, buckets },
        templates,
      }
    },
  }
}
