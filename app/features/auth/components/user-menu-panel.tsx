import { LayoutDashboard, LogOut, Settings, ShieldCheck } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { useSignOut } from '#app/features/auth/use-sign-out.ts'
import { useSessionUser } from '#app/features/auth/use-session-user.ts'

/** Focuses the item at `index`, counting from the end when negative. */
function focusItem(items: ReadonlyArray<HTMLElement | null>, index: number) {
  const count = items.length
  items[((index % count) + count) % count]?.focus()
}

export interface UserMenuPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  id: string
  label: string
  /** The item to focus when the menu opens (-1: the last), and a new value for each opening. */
  focus: { index: number; opening: number }
  /** Closes the menu; `returnFocus` gives the focus back to the button. */
  onClose: (returnFocus: boolean) => void
}

/**
 * The user menu's list (user-menu.tsx is its button): Dashboard, Settings, for staff the admin area,
 * and Sign Out. Its code loads on
 * the first press of the button, and the menu opens when it arrives; it stays mounted afterwards, so
 * a sign-out under way is still shown when the menu opens again.
 */
export function UserMenuPanel({ open, id, label, focus, onClose }: UserMenuPanelProps) {
  const { t } = useTranslation('shell')
  const { signOut, isSigningOut } = useSignOut()
  const { user } = useSessionUser()
  const isStaff = user?.role != null
  const items = useRef<Array<HTMLElement | null>>([])
  // The items on screen: a ref set to null when its item left (the admin item when a role was taken away).
  const shownItems = () => items.current.filter((item) => item !== null)

  useEffect(() => {
    if (open) focusItem(shownItems(), focus.index)
  }, [open, focus])

  if (!open) return null

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shown = shownItems()
    const current = shown.findIndex((item) => item === document.activeElement)
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      focusItem(shown, target)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'Tab') {
      onClose(false)
    }
  }

  const itemClasses =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium text-ink hover:bg-surface-muted focus:bg-surface-muted focus:outline-none'

  return (
    <div
      id={id}
      role="menu"
      aria-label={t('userMenu.label')}
      onKeyDown={onMenuKeyDown}
      className="absolute end-0 top-full z-50 mt-2 w-60 rounded-2xl border border-line bg-surface-raised p-1.5 shadow-xl"
    >
      <p className="px-3 pt-2 pb-1 text-xs text-ink-muted" role="presentation">
        {t('userMenu.signedInAs')} <span className="font-semibold break-all text-ink">{label}</span>
      </p>
      <div role="separator" className="my-1 h-px bg-line" />
      <Link
        ref={(element) => {
          items.current[0] = element
        }}
        to={href('/dashboard')}
        role="menuitem"
        tabIndex={-1}
        onClick={() => onClose(false)}
        className={itemClasses}
      >
        <LayoutDashboard aria-hidden="true" className="size-4 text-ink-muted" />
        {t('userMenu.dashboard')}
      </Link>
      <Link
        ref={(element) => {
          items.current[1] = element
        }}
        to={href('/settings')}
        role="menuitem"
        tabIndex={-1}
        onClick={() => onClose(false)}
        className={itemClasses}
      >
        <Settings aria-hidden="true" className="size-4 text-ink-muted" />
        {t('userMenu.settings')}
      </Link>
      {isStaff ? (
        <Link
          ref={(element) => {
            items.current[2] = element
          }}
          to={href('/admin')}
          role="menuitem"
          tabIndex={-1}
          onClick={() => onClose(false)}
          className={itemClasses}
          data-testid="user-menu-admin"
        >
          <ShieldCheck aria-hidden="true" className="size-4 text-ink-muted" />
          {t('userMenu.admin')}
        </Link>
      ) : null}
      <button
        ref={(element) => {
          items.current[isStaff ? 3 : 2] = element
        }}
        type="button"
        role="menuitem"
        tabIndex={-1}
        disabled={isSigningOut}
        onClick={() => {
          onClose(true)
          void signOut()
        }}
        className={itemClasses}
      >
        <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
        {isSigningOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
      </button>
    </div>
  )
}
