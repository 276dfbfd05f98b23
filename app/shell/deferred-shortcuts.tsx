import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { readShortcut, type ShortcutId } from './shortcuts.ts'

/** A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page without shortcuts, not broken. */
const KeyboardShortcuts = lazy(() =>
  import('./keyboard-shortcuts.tsx').then(
    (module): { default: ComponentType<{ firstShortcut: ShortcutId }> } => ({ default: module.KeyboardShortcuts }),
    (): { default: ComponentType<{ firstShortcut: ShortcutId }> } => ({ default: NoShortcuts }),
  ),
)

function NoShortcuts() {
  return null
}

/**
 * Listens for the keyboard shortcuts with nothing but the key map, and loads their code (the actions,
 * the toasts and the help dialog, a chunk of their own) when the first one is pressed, which it then
 * runs: no page loads that code up front or while it starts (DESIGN.md "Budgets"). The press is
 * claimed at once, so the browser's own Alt+D or Alt+F does not act on it while the chunk loads.
 */
export function DeferredShortcuts() {
  const [firstShortcut, setFirstShortcut] = useState<ShortcutId | null>(null)

  useEffect(() => {
    if (firstShortcut !== null) return
    const onKeyDown = (event: KeyboardEvent) => {
      const id = readShortcut(event)
      if (id === null) return
      event.preventDefault()
      setFirstShortcut(id)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [firstShortcut])

  if (firstShortcut === null) return null
  return (
    <Suspense fallback={null}>
      <KeyboardShortcuts firstShortcut={firstShortcut} />
    </Suspense>
  )
}
