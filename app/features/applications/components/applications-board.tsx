import { CalendarClock, ClipboardList, Download, GripVertical } from 'lucide-react'
import { useCallback, useEffect, useId, useState, type DragEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError, renderErrorTitle } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { Select } from '#app/ui/select.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { APPLICATION_STATUSES, type ApplicationStatus } from '#core/workspace/applications.ts'
import type { Application } from '#core/workspace/applications.schema.ts'
import { applicationsCsvHref, changeApplicationStatus, fetchApplications, fetchApplicationUsage } from '#app/features/applications/api.ts'
import { ApplicationDetailDialog } from './application-detail-dialog.tsx'
import { formatIndiaDate } from '#core/format/india-date.ts'

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/** Loads once on mount and on `reload`; the board is this page's only reader, so no query cache is loaded for it. */
function useLoaded<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  const reload = useCallback(() => {
    load().then(
      (data) => setLoaded({ state: 'ready', data }),
      () => setLoaded({ state: 'failed' }),
    )
  }, [load])
  useEffect(reload, [reload])
  const update = useCallback((change: (data: T) => T) => {
    setLoaded((current) => (current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current))
  }, [])
  return { loaded, reload, update }
}

/** The card id a keyboard move keeps focus on, so the person can keep pressing arrows. */
const handleId = (id: number) => `application-move-${id}`

/**
 * The tracking board on /dashboard (spec 001 §4 "Application status"; issue 19): a column per status
 * with its count, each card with job, employer, date and next step. A card moves by dragging, by the
 * left and right arrow keys on its handle, or by its Move to menu (phones); each move is a dated event
 * on the server. The details dialog shows the timeline.
 */
export function ApplicationsBoard() {
  const { t, i18n } = useTranslation(['workspace', 'common'])
  const headingId = useId()
  const applications = useLoaded(fetchApplications)
  const usage = useLoaded(fetchApplicationUsage)
  const list = applications.loaded.state === 'ready' ? applications.loaded.data : null
  const [announcement, setAnnouncement] = useState('')
  const [focusId, setFocusId] = useState<number | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const [draggedId, setDraggedId] = useState<number | null>(null)

  useEffect(() => {
    if (focusId === null) return
    document.getElementById(handleId(focusId))?.focus()
  }, [focusId, list])

  async function move(application: Application, status: ApplicationStatus, keepFocus: boolean) {
    if (application.application_status === status) return
    const previous = application.application_status
    const setStatus = (next: ApplicationStatus) =>
      applications.update((items) => items.map((item) => (item.id === application.id ? { ...item, application_status: next } : item)))
    setStatus(status)
    if (keepFocus) setFocusId(application.id)
    const statusName = t(`statuses.${status}`)
    setAnnouncement(t('board.moved', { job: application.job_title, status: statusName }))
    try {
      const saved = await changeApplicationStatus(application.id, status)
      const { events: _events, ...updated } = saved
      applications.update((items) => items.map((item) => (item.id === saved.id ? updated : item)))
      if (status === 'applied') usage.reload()
    } catch (error) {
      setStatus(previous)
      const body = toApiError(error).body
      const isLimit = body.code === 'DAILY_APPLICATION_LIMIT'
      setAnnouncement('')
      showToast({
        title: isLimit ? (renderErrorTitle(t, body) ?? t('board.moveFailed')) : t('board.moveFailed'),
        ...(isLimit ? { description: renderError(t, body) } : {}),
        tone: 'destructive',
      })
    }
  }

  function moveBy(application: Application, step: number) {
    const index = APPLICATION_STATUSES.indexOf(application.application_status)
    const next = APPLICATION_STATUSES[index + step]
    if (next) void move(application, next, true)
  }

  const usageText = (() => {
    if (usage.loaded.state !== 'ready') return ''
    const { limit, usage_count: count } = usage.loaded.data
    if (limit === null) return t('board.unlimitedToday')
    return t('board.leftToday', { left: Math.max(limit - count, 0), limit })
  })()

  let body
  if (applications.loaded.state === 'loading') {
    body = (
      <p role="status" className="mt-4 text-sm text-ink-muted">
        {t('board.loading')}
      </p>
    )
  } else if (list === null) {
    body = (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-ink">
        {t('board.loadFailed')}
        <Button variant="outline" size="sm" onClick={applications.reload}>
          {t('board.retry')}
        </Button>
      </div>
    )
  } else if (list.length === 0) {
    body = <p className="mt-4 rounded-2xl bg-surface-muted p-4 text-sm text-ink">{t('board.empty')}</p>
  } else {
    body = (
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-describedby={`${headingId}-description`}>
        {APPLICATION_STATUSES.map((status) => {
          const items = list.filter((application) => application.application_status === status)
          const columnId = `${headingId}-${status}`
          return (
            <li
              key={status}
              aria-labelledby={columnId}
              data-status={status}
              onDragOver={(event: DragEvent) => event.preventDefault()}
              onDrop={(event: DragEvent) => {
                event.preventDefault()
                const dragged = list.find((application) => application.id === draggedId)
                setDraggedId(null)
                if (dragged) void move(dragged, status, false)
              }}
              className={cn('min-w-0 rounded-2xl bg-surface-muted p-3', draggedId !== null && 'outline-2 outline-brand-200 outline-dashed')}
            >
              <h3 id={columnId} className="flex items-center justify-between gap-2 text-sm font-semibold text-ink">
                {t(`statuses.${status}`)}
                <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold text-ink-muted">
                  <span aria-hidden="true">{items.length}</span>
                  <span className="sr-only">{t('board.count', { count: items.length })}</span>
                </span>
              </h3>
              {items.length === 0 ? (
                <p className="mt-2 text-xs text-ink-muted">{t('board.emptyColumn')}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {items.map((application) => (
                    <li key={application.id}>
                      <ApplicationCard
                        application={application}
                        onOpen={() => setOpenId(application.id)}
                        onMove={(next) => void move(application, next, false)}
                        onMoveBy={(step) => moveBy(application, step)}
                        onDragStart={() => setDraggedId(application.id)}
                        onDragEnd={() => setDraggedId(null)}
                        language={i18n.language}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ol>
    )
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
            <ClipboardList aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
            {t('boardTitle')}
          </h2>
          <p id={`${headingId}-description`} className="mt-1 text-sm text-ink-muted">
            {t('board.description')}
          </p>
          <p className="mt-1 min-h-5 text-sm font-medium text-ink" data-testid="applications-left">
            {usageText}
          </p>
        </div>
        {list && list.length > 0 ? (
          <a href={applicationsCsvHref()} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            {t('board.exportCsv')}
          </a>
        ) : null}
      </div>
      {body}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {openId !== null ? (
        <ApplicationDetailDialog applicationId={openId} onClose={() => setOpenId(null)} onChanged={applications.reload} />
      ) : null}
    </section>
  )
}

function ApplicationCard({
  application,
  onOpen,
  onMove,
  onMoveBy,
  onDragStart,
  onDragEnd,
  language,
}: {
  application: Application
  onOpen: () => void
  onMove: (status: ApplicationStatus) => void
  onMoveBy: (step: number) => void
  onDragStart: () => void
  onDragEnd: () => void
  language: string
}) {
  const { t } = useTranslation('workspace')
  const selectId = useId()
  const status = t(`statuses.${application.application_status}`)
  const date = application.applied_at
    ? t('board.appliedOn', { date: formatIndiaDate(application.applied_at, language) })
    : t('board.updatedOn', { date: formatIndiaDate(application.status_updated_at, language) })
  const next = application.next_step
  let nextText = t('board.noNextStep')
  if (next) {
    const when = formatIndiaDate(next.due_at, language)
    nextText = next.kind === 'interview' ? t('board.nextInterview', { date: when }) : t('board.nextFollowUp', { date: when })
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const rtl = document.documentElement.dir === 'rtl'
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      onMoveBy((event.key === 'ArrowRight') !== rtl ? 1 : -1)
    }
  }

  return (
    <article
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', String(application.id))
        onDragStart()
      }}
      onDragEnd={onDragEnd}
      className="rounded-xl border border-line bg-surface-raised p-3 shadow-xs"
      data-testid="application-card"
    >
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          id={handleId(application.id)}
          onKeyDown={onKeyDown}
          aria-label={t('board.moveHandle', { job: application.job_title, status })}
          aria-describedby={`${selectId}-hint`}
          className="-ms-1 inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span id={`${selectId}-hint`} className="sr-only">
          {t('board.moveHint')}
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="text-sm leading-snug font-semibold break-words text-ink">
            <button
              type="button"
              onClick={onOpen}
              aria-haspopup="dialog"
              aria-label={t('board.details', { job: application.job_title })}
              className="text-start hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              translate="no"
            >
              {application.job_title}
            </button>
          </h4>
          <p className="mt-0.5 text-xs break-words text-ink-muted" translate="no">
            {application.employer_name}
          </p>
        </div>
      </div>
      <p className="mt-2 text-xs text-ink-muted">{date}</p>
      <p className="mt-1 flex items-center gap-1 text-xs font-medium text-ink">
        <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
        {nextText}
      </p>
      <label htmlFor={selectId} className="sr-only">
        {t('board.moveTo')}
      </label>
      <Select
        id={selectId}
        value={application.application_status}
        onChange={(event) => {
          const chosen = APPLICATION_STATUSES.find((candidate) => candidate === event.target.value)
          if (chosen) onMove(chosen)
        }}
        className="mt-2 h-9 w-full text-xs"
      >
        {APPLICATION_STATUSES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {t('board.moveTo')}: {t(`statuses.${candidate}`)}
          </option>
        ))}
      </Select>
    </article>
  )
}
