import { ExternalLink, Trash2 } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import type { ApplicationDetail, ApplicationEvent } from '#core/workspace/applications.schema.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { Select } from '#app/ui/select.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { addApplicationEvent, deleteApplication, fetchApplication } from '#app/features/applications/api.ts'

type AddKind = 'note' | 'interview' | 'follow_up'
const ADD_KINDS: readonly AddKind[] = ['note', 'interview', 'follow_up']

/** One application's details and timeline, where notes, interview dates and reminders are added (issue 19 "Tracking"). */
export function ApplicationDetailDialog({
  applicationId,
  onClose,
  onChanged,
}: {
  applicationId: number
  onClose: () => void
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('workspace')
  const [application, setApplication] = useState<ApplicationDetail | null>(null)
  const [isLoadFailed, setIsLoadFailed] = useState(false)
  useEffect(() => {
    fetchApplication(applicationId).then(setApplication, () => setIsLoadFailed(true))
  }, [applicationId])
  const formId = useId()
  const [kind, setKind] = useState<AddKind>('note')
  const [note, setNote] = useState('')
  const [dueAt, setDueAt] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [isBusy, setIsBusy] = useState(false)

  async function add(event: FormEvent) {
    event.preventDefault()
    const text = note.trim()
    if (kind === 'note' && text === '') return setError(t('detail.needsNote'))
    if (kind !== 'note' && dueAt === '') return setError(t('detail.needsDate'))
    setError(undefined)
    setIsBusy(true)
    try {
      const saved = await addApplicationEvent(applicationId, {
        kind,
        note: text === '' ? null : text,
        due_at: kind === 'note' ? null : new Date(dueAt).toISOString(),
      })
      setApplication(saved)
      setNote('')
      setDueAt('')
      onChanged()
    } catch {
      setError(t('detail.addFailed'))
    } finally {
      setIsBusy(false)
    }
  }

  async function remove() {
    if (!window.confirm(t('detail.deleteConfirm'))) return
    await deleteApplication(applicationId)
    showToast({ title: t('detail.deleted'), tone: 'success' })
    onChanged()
    onClose()
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md" closeLabel={t('detail.close')}>
        <DialogHeader>
          <DialogTitle translate="no">{application?.job_title ?? t('board.loading')}</DialogTitle>
          <DialogDescription>{application ? t('detail.at', { employer: application.employer_name }) : ''}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {isLoadFailed ? <p role="alert">{t('board.loadFailed')}</p> : null}
          {application ? (
            <>
              <p className="text-sm text-ink">
                <span className="font-semibold">{t('detail.status')}: </span>
                {t(`statuses.${application.application_status}`)}
                {application.portal ? ` · ${t('detail.portal', { portal: application.portal })}` : null}
              </p>
              {application.apply_link ? (
                <a
                  href={application.apply_link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}
                >
                  {t('detail.openJob')}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              ) : null}
              <h3 className="mt-5 text-base font-semibold text-ink">{t('detail.timeline')}</h3>
              {application.events.length === 0 ? (
                <p className="mt-2 text-sm text-ink-muted">{t('detail.timelineEmpty')}</p>
              ) : (
                <ol className="mt-2 space-y-2 border-s-2 border-line ps-4">
                  {application.events.map((event) => (
                    <li key={event.id} className="text-sm">
                      <p className="font-medium text-ink">{describeEvent(t, event, i18n.language)}</p>
                      {event.note ? <p className="text-ink">{event.note}</p> : null}
                      <p className="text-xs text-ink-muted">{formatIndiaDateTime(event.created_at, i18n.language)}</p>
                    </li>
                  ))}
                </ol>
              )}
              <form onSubmit={(event) => void add(event)} className="mt-5 space-y-3 rounded-2xl bg-surface-muted p-4" noValidate>
                <h3 className="text-base font-semibold text-ink">{t('detail.addTitle')}</h3>
                <Field id={`${formId}-kind`} label={t('detail.kind')}>
                  <Select
                    id={`${formId}-kind`}
                    value={kind}
                    onChange={(event) => setKind(ADD_KINDS.find((candidate) => candidate === event.target.value) ?? 'note')}
                  >
                    {ADD_KINDS.map((candidate) => (
                      <option key={candidate} value={candidate}>
                        {t(`detail.kinds.${candidate}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                {kind === 'note' ? null : (
                  <Field id={`${formId}-date`} label={t('detail.date')}>
                    <Input id={`${formId}-date`} type="datetime-local" value={dueAt} onChange={(event) => setDueAt(event.target.value)} />
                  </Field>
                )}
                <Field id={`${formId}-note`} label={t('detail.note')} error={error}>
                  <textarea
                    id={`${formId}-note`}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    rows={3}
                    maxLength={2000}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${formId}-note-error` : undefined}
                    className="w-full rounded-xl border border-line bg-surface-raised p-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
                  />
                </Field>
                <Button type="submit" disabled={isBusy}>
                  {t('detail.add')}
                </Button>
              </form>
              <Button variant="ghost" size="sm" className="mt-4 text-red-700 dark:text-red-300" onClick={() => void remove()}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('detail.delete')}
              </Button>
            </>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

function describeEvent(t: ReturnType<typeof useTranslation<'workspace'>>['t'], event: ApplicationEvent, language: string): string {
  const date = event.due_at ? formatIndiaDateTime(event.due_at, language) : ''
  switch (event.kind) {
    case 'status':
      return t('detail.events.status', { status: event.application_status ? t(`statuses.${event.application_status}`) : '' })
    case 'note':
      return t('detail.events.note')
    case 'interview':
      return t('detail.events.interview', { date })
    case 'follow_up':
      return t('detail.events.follow_up', { date })
  }
}
