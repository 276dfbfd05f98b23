import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import type { AuditEntry, AuditLogResponse } from '#core/admin/admin.schema.ts'
import { isStaffRole } from '#core/auth/roles.ts'
import { jobSourceKinds, type JobSourceKind } from '#core/jobs/job-source-kinds.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { AdminPage } from './admin-page.tsx'
import { formatIndiaDateTime } from '#core/format/date-time.ts'

/** /admin/audit-log: staff actions newest first (who, what, before, after, when), a page at a time. */
export function AuditLogScreen({ page, isFirstPage }: { page: AuditLogResponse; isFirstPage: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage heading={t('audit.heading')} intro={t('audit.intro')}>
      {page.data.length === 0 ? (
        <p className="text-base text-ink-muted">{t('audit.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="audit-entries">
          {page.data.map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t('audit.heading')} className="mt-6 flex flex-wrap gap-3">
        {isFirstPage ? null : (
          <Link to={href('/admin/audit-log')} className={buttonClasses({ variant: 'outline' })}>
            {t('audit.newest')}
          </Link>
        )}
        {page.next_after === null ? null : (
          <Link to={`${href('/admin/audit-log')}?after=${page.next_after}`} className={buttonClasses({ variant: 'outline' })}>
            {t('audit.older')}
          </Link>
        )}
      </nav>
    </AdminPage>
  )
}

function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin')
  return (
    <article className="rounded-xl border border-line bg-surface-raised p-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-ink-muted">{t('audit.when')}</dt>
        <dd className="text-ink">
          <time dateTime={entry.created_at}>{formatIndiaDateTime(entry.created_at, i18n.language)}</time>
        </dd>
        <dt className="font-semibold text-ink-muted">{t('audit.who')}</dt>
        <dd className="break-all text-ink">
          {entry.actor_user_id === null ? `${entry.actor_label} (${t('audit.system')})` : entry.actor_label}
        </dd>
        <dt className="font-semibold text-ink-muted">{t('audit.what')}</dt>
        <dd className="break-all text-ink">{describeAction(entry, t)}</dd>
        <dt className="font-semibold text-ink-muted">{t('audit.before')}</dt>
        <dd className="text-ink">{describeState(entry.before, t)}</dd>
        <dt className="font-semibold text-ink-muted">{t('audit.after')}</dt>
        <dd className="text-ink">{describeState(entry.after, t)}</dd>
      </dl>
    </article>
  )
}

type AdminT = ReturnType<typeof useTranslation<'admin'>>['t']

const sourceActions = {
  'job_source.add': 'sourceAdd',
  'job_source.pause': 'sourcePause',
  'job_source.resume': 'sourceResume',
  'job_source.run': 'sourceRun',
} as const

function isSourceAction(action: string): action is keyof typeof sourceActions {
  return action in sourceActions
}

const emailMonitorActions = {
  'email_monitor.credentials': 'monitorCredentials',
  'email_monitor.test': 'monitorTest',
  'email_monitor.start': 'monitorStart',
  'email_monitor.stop': 'monitorStop',
  'email_monitor.check': 'monitorCheck',
} as const

function isEmailMonitorAction(action: string): action is keyof typeof emailMonitorActions {
  return action in emailMonitorActions
}

function describeAction(entry: AuditEntry, t: AdminT): string {
  if (entry.action === 'role.set') return t('audit.actions.roleSet', { target: entry.target_label ?? t('audit.unknownTarget') })
  // A job source is named by its id, which stays the same for the life of the source.
  if (isSourceAction(entry.action)) return t(`audit.actions.${sourceActions[entry.action]}`, { target: entry.target_id ?? '' })
  if (isEmailMonitorAction(entry.action)) return t(`audit.actions.${emailMonitorActions[entry.action]}`)
  // Actions later admin screens add show as recorded until they bring their own words.
  return `${entry.action} · ${entry.target_type} ${entry.target_label ?? entry.target_id ?? ''}`.trim()
}

/** A role change's or a job source's state in words ('Editor', 'Paused'); anything else as its JSON. */
function isSourceKind(value: unknown): value is JobSourceKind {
  return jobSourceKinds.some((kind) => kind === value)
}

function describeState(state: unknown, t: AdminT): string {
  if (state === null || state === undefined) return '—'
  if (typeof state === 'object') {
    if ('role' in state) {
      const { role } = state
      if (role === null) return t('roles.none')
      if (isStaffRole(role)) return t(`roles.${role}`)
    }
    if ('enabled' in state && typeof state.enabled === 'boolean')
      return state.enabled ? t('audit.states.enabled') : t('audit.states.paused')
    if ('queued' in state && typeof state.queued === 'boolean')
      return state.queued ? t('audit.states.queued') : t('audit.states.alreadyQueued')
    // An added source: its name and kind in words, and its own schedule when it has one.
    if ('name' in state && typeof state.name === 'string' && 'kind' in state && isSourceKind(state.kind)) {
      const source = t('audit.states.sourceAdded', { name: state.name, kind: t(`sources.kinds.${state.kind}`) })
      const hasSchedule = 'schedule' in state && typeof state.schedule === 'string'
      return hasSchedule ? t('audit.states.sourceSchedule', { source, schedule: state.schedule }) : source
    }
  }
  return JSON.stringify(state ?? null)
}
