import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, useLocation, useNavigate } from 'react-router'
import { useSessionUser } from '#app/features/auth/index.ts'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { showToast } from '#app/ui/toast.tsx'
import {
  describeKeys,
  readShortcut,
  SHORTCUT_ERROR_TOAST_MS,
  SHORTCUT_TOAST_MS,
  shortcutPath,
  shortcuts,
  type ShortcutId,
} from './shortcuts.ts'

/** The search field of the page: the first field of its search form (the landing and job pages have one). */
function findSearchField(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('form[role="search"] input:not([type="hidden"])')
}

/**
 * The keyboard shortcuts and their help dialog (spec 000 §2). Loaded on the first shortcut pressed
 * (deferred-shortcuts.tsx), which it runs on mount; none of it is in the initial JavaScript. A shortcut
 * that goes somewhere says so in a 2 s toast; one that fails says 'Failed to execute keyboard shortcut'
 * for 3 s. Alt+S on a page without a search field goes home and focuses the landing page's.
 */
export function KeyboardShortcuts({ firstShortcut }: { firstShortcut: ShortcutId }) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const location = useLocation()
  const { isSignedIn } = useSessionUser()
  const [isHelpOpen, setIsHelpOpen] = useState(firstShortcut === 'help')
  const isSearchPending = useRef(false)

  useEffect(() => {
    if (!isSearchPending.current) return
    const field = findSearchField()
    if (field === null) return
    isSearchPending.current = false
    field.focus()
  }, [location])

  const go = async (id: ShortcutId) => {
    const label = t(`shortcuts.actions.${id}`)
    if (id === 'search') {
      const field = findSearchField()
      if (field) {
        field.focus()
        return
      }
      isSearchPending.current = true
      await navigate(href('/'))
    } else {
      const path = shortcutPath(id, isSignedIn)
      if (path === null) return
      await navigate(path)
    }
    showToast({ title: t('shortcuts.toast', { action: label }), durationMs: SHORTCUT_TOAST_MS })
  }

  const start = (id: ShortcutId) => {
    go(id).catch(() => {
      showToast({ title: t('shortcuts.failed'), tone: 'destructive', durationMs: SHORTCUT_ERROR_TOAST_MS })
    })
  }

  const run = useEffectEvent((id: ShortcutId) => {
    if (id === 'help') {
      setIsHelpOpen((open) => !open)
      return
    }
    setIsHelpOpen(false)
    start(id)
  })

  // The shortcut that loaded this module runs once, now (the help one opened the dialog above).
  const runFirst = useEffectEvent(() => {
    if (firstShortcut !== 'help') start(firstShortcut)
  })

  useEffect(() => {
    runFirst()
    const onKeyDown = (event: KeyboardEvent) => {
      const id = readShortcut(event)
      if (id === null) return
      event.preventDefault()
      run(id)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <Dialog open={isHelpOpen} onOpenChange={setIsHelpOpen}>
      <DialogContent size="sm" closeLabel={t('shortcuts.close')}>
        <DialogHeader>
          <DialogTitle>{t('shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <dl className="divide-y divide-line">
            {shortcuts.map((shortcut) => (
              <div key={shortcut.id} className="flex items-center justify-between gap-4 py-2.5">
                <dt className="text-sm text-ink">{t(`shortcuts.actions.${shortcut.id}`)}</dt>
                <dd>
                  <kbd className="rounded-md border border-line bg-surface-muted px-2 py-1 font-mono text-xs font-semibold whitespace-nowrap text-ink">
                    {describeKeys(shortcut.keys)}
                  </kbd>
                </dd>
              </div>
            ))}
          </dl>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
