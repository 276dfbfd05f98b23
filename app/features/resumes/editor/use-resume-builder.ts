import { useCallback, useEffect, useRef, useState } from 'react'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { Resume, ResumeSummary } from '#core/resume/resumes.schema.ts'
import { toApiError } from '#app/lib/api-client.ts'
import * as api from '#app/features/resumes/api.ts'
import { saveResumeOrQueue } from '#app/features/resumes/offline/resume-update.ts'
import { prepareDocument } from './document-edits.ts'
import { emptyDraft, type Draft } from './draft.ts'
import { readGuestResume, removeGuestResume, writeGuestResume } from './guest-storage.ts'
import { canRedo, canUndo, recordStep, redoStep, startHistory, undoStep, type History } from './history.ts'

/**
 * The builder's state (issue 20): the draft under undo and redo, saved on its own after a pause —
 * a guest's in this browser, a signed-in person's to their account (queued offline) — and, signed in,
 * the person's resumes and the one being edited with the version it was loaded at.
 */

/** A signed-in save waits for a pause in typing; a guest's goes to this browser sooner (it costs nothing). */
export const AUTOSAVE_DELAY_MS = 1500
export const GUEST_SAVE_DELAY_MS = 300

export type SaveState = 'idle' | 'saving' | 'saved' | 'saved-here' | 'queued' | 'failed' | 'conflict'

export interface BuilderStart {
  resumes: ResumeSummary[]
  current: Resume | null
}

export type MoveOutcome = 'moved' | 'failed' | null

function draftOf(resume: Resume): Draft {
  return { name: resume.name, document: resume.document, template: resume.template }
}

function summaryOf(resume: Resume): ResumeSummary {
  const { document: _document, ...summary } = resume
  return summary
}

export function useResumeBuilder(options: {
  userId: string | null
  start: BuilderStart | null
  guestName: string
  emptyDocument: ResumeDocument
}) {
  const { userId, start, emptyDocument } = options
  const [history, setHistory] = useState<History<Draft>>(() =>
    startHistory(start?.current ? draftOf(start.current) : emptyDraft(options.guestName, emptyDocument)),
  )
  const [resumes, setResumes] = useState<ResumeSummary[]>(start?.resumes ?? [])
  const [active, setActive] = useState<{ id: string; version: number } | null>(
    start?.current ? { id: start.current.id, version: start.current.version } : null,
  )
  // A resume loaded from the account or this browser is saved where it came from until it changes.
  const [saveState, setSaveState] = useState<SaveState>(start?.current ? 'saved' : 'idle')
  const [conflictVersion, setConflictVersion] = useState<number | null>(null)
  const [isReady, setIsReady] = useState(false)
  const [moveOutcome, setMoveOutcome] = useState<MoveOutcome>(null)
  const savedRef = useRef<Draft>(history.present)
  const savingRef = useRef<Promise<void> | null>(null)
  // What the save and the conflict read when they run, after a pause: the latest, not a render's.
  const activeRef = useRef(active)
  const presentRef = useRef(history.present)
  useEffect(() => {
    activeRef.current = active
    presentRef.current = history.present
  })

  /** Starts over on another draft (a loaded resume): its history is its own. */
  const loadDraft = useCallback((draft: Draft) => {
    savedRef.current = draft
    setHistory(startHistory(draft))
  }, [])

  const loadResume = useCallback(
    (resume: Resume) => {
      setActive({ id: resume.id, version: resume.version })
      setResumes((list) =>
        list.some((item) => item.id === resume.id)
          ? list.map((item) => (item.id === resume.id ? summaryOf(resume) : item))
          : [summaryOf(resume), ...list],
      )
      setConflictVersion(null)
      setSaveState('saved')
      loadDraft(draftOf(resume))
    },
    [loadDraft],
  )

  const saveNow = useCallback(async (): Promise<void> => {
    if (savingRef.current) await savingRef.current
    const draft = presentRef.current
    if (draft === savedRef.current) return
    if (userId === null) {
      savedRef.current = draft
      setSaveState(writeGuestResume(draft) ? 'saved-here' : 'failed')
      return
    }
    const target = activeRef.current
    if (target === null) return
    setSaveState('saving')
    const run = (async () => {
      try {
        const result = await saveResumeOrQueue({
          userId,
          resumeId: target.id,
          resumeData: {
            baseVersion: target.version,
            name: draft.name.trim() || options.guestName,
            document: prepareDocument(draft.document),
            template: draft.template,
          },
        })
        savedRef.current = draft
        if (result.outcome === 'queued') {
          setSaveState('queued')
          return
        }
        setActive({ id: result.resume.id, version: result.resume.version })
        activeRef.current = { id: result.resume.id, version: result.resume.version }
        setResumes((list) => list.map((item) => (item.id === result.resume.id ? summaryOf(result.resume) : item)))
        setSaveState(presentRef.current === draft ? 'saved' : 'saving')
      } catch (error) {
        const failure = toApiError(error)
        const current = failure.body.params?.['currentVersion']
        if (failure.body.code === 'EDIT_CONFLICT' && typeof current === 'number') {
          setConflictVersion(current)
          setSaveState('conflict')
          return
        }
        setSaveState('failed')
      }
    })()
    savingRef.current = run
    await run
    savingRef.current = null
  }, [userId, options.guestName])

  // A guest's resume comes back from this browser; a signed-in person's browser resume moves into the account.
  useEffect(() => {
    let isCurrent = true
    void readGuestResume().then(async (guest) => {
      if (!isCurrent) return
      if (userId === null) {
        if (guest) {
          loadDraft(guest)
          setSaveState('saved-here')
        }
        setIsReady(true)
        return
      }
      setIsReady(true)
      if (!guest) return
      try {
        const name = guest.name.trim() || options.guestName
        const resume = await api.createResume({ name, document: prepareDocument(guest.document), template: guest.template }, guest.moveKey)
        removeGuestResume()
        if (!isCurrent) return
        loadResume(resume)
        setMoveOutcome('moved')
      } catch {
        if (isCurrent) setMoveOutcome('failed')
      }
    })
    return () => {
      isCurrent = false
    }
    // Once per page and person: the browser's resume is read when the page starts.
  }, [userId]) // eslint-disable-line react-hooks/exhaustive-deps

  // Autosave after a pause; a conflict waits for the person's choice.
  useEffect(() => {
    if (!isReady || saveState === 'conflict' || history.present === savedRef.current) return
    const timer = setTimeout(() => void saveNow(), userId === null ? GUEST_SAVE_DELAY_MS : AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [history.present, isReady, saveNow, saveState, userId])

  // A guest's last keystrokes reach the browser's storage even when the tab closes within the pause.
  useEffect(() => {
    if (userId !== null) return
    const flush = () => {
      if (presentRef.current !== savedRef.current) writeGuestResume(presentRef.current)
    }
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [userId])

  const change = useCallback((next: (draft: Draft) => Draft, key: string | null = null) => {
    setHistory((current) => recordStep(current, next(current.present), key))
  }, [])

  const changeDocument = useCallback(
    (next: (document: ResumeDocument) => ResumeDocument, key: string | null = null) =>
      change((draft) => ({ ...draft, document: next(draft.document) }), key),
    [change],
  )

  const undo = useCallback(() => setHistory(undoStep), [])
  const redo = useCallback(() => setHistory(redoStep), [])

  /** The conflict's two ways out: take what is stored, or save this draft over it (the stored one stays a version). */
  const resolveConflict = useCallback(
    async (choice: 'load-latest' | 'keep-mine') => {
      const target = activeRef.current
      if (!target) return
      if (choice === 'load-latest') {
        loadResume(await api.readResume(target.id))
        return
      }
      if (conflictVersion === null) return
      activeRef.current = { id: target.id, version: conflictVersion }
      setActive(activeRef.current)
      setConflictVersion(null)
      savedRef.current = { ...savedRef.current }
      setSaveState('idle')
      await saveNow()
    },
    [conflictVersion, loadResume, saveNow],
  )

  return {
    draft: history.present,
    history: { canUndo: canUndo(history), canRedo: canRedo(history) },
    undo,
    redo,
    change,
    changeDocument,
    saveState,
    retrySave: saveNow,
    resolveConflict,
    resumes,
    setResumes,
    active,
    loadResume,
    clearActive: () => {
      setActive(null)
      loadDraft(emptyDraft(options.guestName, emptyDocument))
    },
    moveOutcome,
    isReady,
  }
}
