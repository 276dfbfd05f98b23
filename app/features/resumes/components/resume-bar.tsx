import { History, Pin, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { MAX_RESUMES_PER_USER } from '#core/resume/resume-limits.ts'
import type { ResumeSummary } from '#core/resume/resumes.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'

/** A signed-in person's resumes: pick one, rename it, make another, delete (confirmed), set as base, see versions. */
export function ResumeBar({
  resumes,
  activeId,
  name,
  onRename,
  onSelect,
  onCreate,
  onDelete,
  onSetBase,
  onShowVersions,
}: {
  resumes: readonly ResumeSummary[]
  activeId: string | null
  name: string
  onRename: (name: string) => void
  onSelect: (id: string) => void
  onCreate: () => void
  onDelete: () => Promise<void>
  onSetBase: () => void
  onShowVersions: () => void
}) {
  const { t } = useTranslation('resume')
  const selectId = useId()
  const nameId = useId()
  const [isConfirming, setIsConfirming] = useState(false)
  const active = resumes.find((resume) => resume.id === activeId) ?? null
  const isFull = resumes.length >= MAX_RESUMES_PER_USER
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-3 sm:p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={selectId}>{t('builder.list.label')}</Label>
          <div className="mt-1.5">
            <Select id={selectId} value={activeId ?? ''} onChange={(event) => onSelect(event.target.value)}>
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.isBaseResume ? t('builder.list.baseOption', { name: resume.name }) : resume.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {active ? (
          <div>
            <Label htmlFor={nameId}>{t('builder.list.name')}</Label>
            <div className="mt-1.5">
              <Input id={nameId} value={name} maxLength={100} onChange={(event) => onRename(event.target.value)} />
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" aria-disabled={isFull} onClick={() => (isFull ? undefined : onCreate())}>
          <Plus aria-hidden="true" className="size-4" />
          {t('builder.list.create')}
        </Button>
        {active ? (
          <>
            {active.isBaseResume ? (
              <span className="inline-flex min-h-11 items-center gap-1 px-2 text-sm font-semibold text-brand-800 sm:min-h-9 dark:text-brand-200">
                <Pin aria-hidden="true" className="size-4" />
                {t('builder.list.isBase')}
              </span>
            ) : (
              <Button type="button" variant="outline" size="sm" onClick={onSetBase}>
                <Pin aria-hidden="true" className="size-4" />
                {t('builder.list.setBase')}
              </Button>
            )}
            <Button type="button" variant="outline" size="sm" onClick={onShowVersions}>
              <History aria-hidden="true" className="size-4" />
              {t('builder.versions.open')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('builder.list.delete')}
            </Button>
          </>
        ) : null}
      </div>
      {isFull ? <p className="text-sm text-ink-muted">{t('builder.list.full', { limit: MAX_RESUMES_PER_USER })}</p> : null}
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent size="sm" role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('builder.list.deleteTitle', { name: active?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('builder.list.deleteDescription')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setIsConfirming(false)}>
              {t('builder.list.cancel')}
            </Button>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                setIsConfirming(false)
                void onDelete()
              }}
            >
              {t('builder.list.confirmDelete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
