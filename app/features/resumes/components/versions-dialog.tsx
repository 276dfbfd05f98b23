import { useEffect, useState } from 'react'
import type { ResumeVersionSummary } from '#core/resume/resumes.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { listVersions } from '#app/features/resumes/api.ts'

/** The kept versions of the resume, newest first, each restorable (a restore is a save: nothing is overwritten). */
export function VersionsDialog({
  resumeId,
  currentVersion,
  isOpen,
  onOpenChange,
  onRestore,
}: {
  resumeId: string
  currentVersion: number
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onRestore: (version: number) => Promise<void>
}) {
  const { t } = useTranslation('resume')
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('builder.versions.close')} size="md">
        <DialogHeader>
          <DialogTitle>{t('builder.versions.heading')}</DialogTitle>
          <DialogDescription>{t('builder.versions.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <VersionList key={`${resumeId}-${currentVersion}`} resumeId={resumeId} currentVersion={currentVersion} onRestore={onRestore} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

/** The list, loaded each time the dialog opens (it mounts with the dialog's content). */
function VersionList({
  resumeId,
  currentVersion,
  onRestore,
}: {
  resumeId: string
  currentVersion: number
  onRestore: (version: number) => Promise<void>
}) {
  const { t, i18n } = useTranslation('resume')
  const [versions, setVersions] = useState<ResumeVersionSummary[] | null>(null)
  const [hasFailed, setHasFailed] = useState(false)
  const [restoring, setRestoring] = useState<number | null>(null)

  useEffect(() => {
    let isCurrent = true
    listVersions(resumeId)
      .then((list) => {
        if (isCurrent) setVersions(list)
      })
      .catch(() => {
        if (isCurrent) setHasFailed(true)
      })
    return () => {
      isCurrent = false
    }
  }, [resumeId])

  const format = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  })
  if (hasFailed) return <p role="alert">{t('builder.versions.failed')}</p>
  if (versions === null) return <Spinner />
  return (
    <ol className="flex flex-col gap-2">
      {versions.map((version) => (
        <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3">
          <span>
            <span className="block font-semibold">{t('builder.versions.version', { version: version.version })}</span>
            <span className="block text-sm text-ink-muted">{format.format(new Date(version.createdAt))}</span>
          </span>
          {version.version === currentVersion ? (
            <span className="text-sm font-semibold text-ink-muted">{t('builder.versions.current')}</span>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={restoring !== null}
              onClick={() => {
                setRestoring(version.version)
                void onRestore(version.version).finally(() => setRestoring(null))
              }}
            >
              {t('builder.versions.restore', { version: version.version })}
            </Button>
          )}
        </li>
      ))}
    </ol>
  )
}
