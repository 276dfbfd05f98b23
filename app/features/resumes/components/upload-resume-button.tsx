import { FileJson, Upload } from 'lucide-react'
import { useState } from 'react'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'
import type { UploadedPart } from '#app/features/resumes/editor/merge-parsed.ts'
import type { FileDialogMode } from './upload-resume-dialog.tsx'

const uploadDialog = loadOnOpen(() => import('./upload-resume-dialog.tsx').then((module) => module.UploadResumeDialog))

/**
 * The builder's "Upload resume" action (issue 20; decision 052), and with `mode="import"` its "Import
 * JSON / LinkedIn" action (decision 067): one dialog for both. The dialog, the upload helper and the
 * wire schema load on the first tap (or on hover and focus before it), not with the page.
 */
export function UploadResumeButton({
  onAccept,
  mode = 'upload',
}: {
  onAccept: (parsed: ResumeDocument, accepted: ReadonlySet<UploadedPart>) => void
  mode?: FileDialogMode
}) {
  const { t } = useTranslation('resume')
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={uploadDialog.preload}
        onFocus={uploadDialog.preload}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        {mode === 'import' ? <FileJson aria-hidden="true" className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
        {t(mode === 'import' ? 'builder.import.open' : 'builder.upload.open')}
      </Button>
      {hasOpened ? <uploadDialog.Component open={isOpen} onOpenChange={setIsOpen} onAccept={onAccept} mode={mode} /> : null}
    </>
  )
}
