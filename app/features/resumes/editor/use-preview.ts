import { useEffect, useRef, useState } from 'react'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { previewResume } from '#app/features/resumes/api.ts'
import { prepareDocument } from './document-edits.ts'

/** The preview waits for a pause in typing, so a word typed is one render, not one per key. */
export const PREVIEW_DELAY_MS = 800

export type PreviewStatus = 'waiting' | 'rendering' | 'current' | 'stale'

/**
 * The live preview (issue 20): the SVG pages of the renderer's compile of the document, asked for after
 * a pause; a newer request cancels the one in flight, so the latest edit always wins. When a render
 * fails (offline, the renderer down) the last pages stay, marked as not current.
 */
export function usePreview(document: ResumeDocument, template: ResumeTemplateId, isEnabled: boolean) {
  const [pages, setPages] = useState<readonly string[]>([])
  const [status, setStatus] = useState<PreviewStatus>('waiting')
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => {
    if (!isEnabled) return
    const timer = setTimeout(() => {
      controllerRef.current?.abort()
      const controller = new AbortController()
      controllerRef.current = controller
      setStatus('rendering')
      previewResume(prepareDocument(document), template, controller.signal)
        .then((answer) => {
          if (controller.signal.aborted) return
          setPages(answer.pages)
          setStatus('current')
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('stale')
        })
    }, PREVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [document, template, isEnabled])

  useEffect(() => () => controllerRef.current?.abort(), [])

  return { pages, status }
}
