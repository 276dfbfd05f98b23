import { FileUp } from 'lucide-react'
import { useId, useRef, useState, type DragEvent } from 'react'
import { MAX_FILE_CONTENT_LENGTH } from '#core/chat/chat.ts'
import { resumeToText } from '#core/resume/resume-text.ts'
import { RESUME_UPLOAD_ACCEPT, RESUME_UPLOAD_EXTENSIONS, RESUME_UPLOAD_MAX_BYTES } from '#core/resume/upload-limits.ts'
import { resumeUploadEndpoints } from '#core/resume/upload.endpoints.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { uploadToApi } from '#app/lib/upload-to-api.ts'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { showToast } from '#app/ui/toast.tsx'

/** Text that is mostly control characters or U+FFFD is a binary file wearing a text name. */
function isReadableText(text: string): boolean {
  let unreadable = 0
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (code === 0) return false
    if (code === 0xfffd || (code < 32 && code !== 9 && code !== 10 && code !== 13)) unreadable += 1
  }
  return text.trim() !== '' && unreadable / text.length < 0.02
}

/**
 * The chat's upload (spec 001 §2 "Upload modal", §5 the resume-upload rules, §8 upload messages): one
 * PDF, DOC, DOCX or TXT file under 5 MB, dropped or chosen; a TXT is read here, the others through the
 * resume parser (uploadToApi), and the text goes to the assistant as fileContent.
 */
export function ChatUploadDialog({
  open,
  onOpenChange,
  onText,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onText: (fileName: string, text: string) => void
}) {
  const { t } = useTranslation(['chat', 'common'])
  const [error, setError] = useState<string | null>(null)
  const [reading, setReading] = useState<string | null>(null)
  const [isOver, setIsOver] = useState(false)
  const inputId = useId()
  const errorId = useId()
  const upload = useRef<AbortController | null>(null)

  function changeOpen(isOpen: boolean) {
    if (!isOpen) {
      upload.current?.abort()
      upload.current = null
      setReading(null)
      setError(null)
    }
    onOpenChange(isOpen)
  }

  function fail(message: string) {
    setReading(null)
    setError(message)
    showToast({ type: 'error', title: t('upload.failed'), description: message })
  }

  async function read(file: File) {
    const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : ''
    if (!(RESUME_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
      setError(renderError(t, { code: 'FILE_INVALID_TYPE' }))
      return
    }
    if (file.size > RESUME_UPLOAD_MAX_BYTES) {
      setError(renderError(t, { code: 'FILE_TOO_LARGE' }))
      return
    }
    setError(null)
    setReading(file.name)
    let text: string
    if (extension === 'txt') {
      try {
        text = await file.text()
      } catch {
        fail(t('upload.readFailed'))
        return
      }
      if (!isReadableText(text)) {
        fail(t('upload.readFailed'))
        return
      }
    } else {
      const controller = new AbortController()
      upload.current = controller
      try {
        const parsed = await uploadToApi(resumeUploadEndpoints.parse, { file, signal: controller.signal })
        text = resumeToText(parsed.document)
      } catch {
        if (controller.signal.aborted) return
        fail(extension === 'pdf' ? t('upload.pdfReadFailed') : t('upload.readFailed'))
        return
      } finally {
        if (upload.current === controller) upload.current = null
      }
      if (text.trim() === '') {
        fail(extension === 'pdf' ? t('upload.pdfProcessFailed') : t('upload.readFailed'))
        return
      }
    }
    showToast({ type: 'success', title: t('upload.success') })
    onText(file.name, text.slice(0, MAX_FILE_CONTENT_LENGTH))
    changeOpen(false)
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setIsOver(false)
    const files = event.dataTransfer.files
    // Spec 001 §5: only one file.
    const file = files.length === 1 ? files[0] : undefined
    if (file) void read(file)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('upload.cancel')} layout="sheet" size="md">
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {reading !== null ? (
            <p role="status" className="flex items-center gap-2 py-8 text-sm text-ink">
              <Spinner /> {t('upload.reading', { name: reading })}
            </p>
          ) : (
            <div
              onDragOver={(event) => {
                event.preventDefault()
                setIsOver(true)
              }}
              onDragLeave={() => setIsOver(false)}
              onDrop={drop}
              className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center ${isOver ? 'border-brand-500 bg-brand-50 dark:bg-brand-950' : 'border-line'}`}
            >
              <FileUp aria-hidden="true" className="size-8 text-brand-600" />
              <p className="text-sm text-ink">{t('upload.drop')}</p>
              <label
                htmlFor={inputId}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-brand-500 hover:bg-brand-800"
              >
                {t('upload.choose')}
                <input
                  id={inputId}
                  type="file"
                  accept={RESUME_UPLOAD_ACCEPT}
                  className="sr-only"
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => {
                    const file = event.target.files?.[0]
                    event.target.value = ''
                    if (file) void read(file)
                  }}
                />
              </label>
              {error ? (
                <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                  {error}
                </p>
              ) : null}
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
            {t('upload.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
