import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { accountLabel } from '#core/auth/account-label.ts'
import { cn } from '#app/ui/cn.ts'
import { useSignOut } from '#app/features/auth/use-sign-out.ts'
import type { SessionUser } from '#app/features/auth/use-session-user.ts'

/**
 * The signed-in header's user menu (spec 000 §2): a menu button showing the part of the e-mail before
 * the @ (a phone-only account's phone), and Dashboard, Settings, Sign Out. The ARIA menu button
 * pattern: Enter, Space or ArrowDown opens at the first item, ArrowUp at the last; arrows, Home and
 * End move; Escape or Tab closes and Escape returns focus to the button; a click outside closes.
 */
export function UserMenu({ user, className }: { user: SessionUser; className?: string }) {
  const { t } = useTranslation('shell')
  const { signOut, isSigningOut } = useSignOut()
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const items = useRef<Array<HTMLElement | null>>([])
  const label = accountLabel(user)

  const focusItem = (index: number) => {
    const count = items.current.length
    items.current[((index % count) + count) % count]?.focus()
  }

  const open = (focusIndex: number) => {
    setIsOpen(true)
    requestAnimationFrame(() => focusItem(focusIndex))
  }

  const close = (returnFocus: boolean) => {
    setIsOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      open(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      open(-1)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement)
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      focusItem(target)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  const itemClasses =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium text-ink hover:bg-surface-muted focus:bg-surface-muted focus:outline-none'

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={`${t('userMenu.label')}: ${label}`}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-10 max-w-48 items-center gap-2 rounded-full border border-line bg-surface-raised ps-1.5 pe-3 text-sm font-semibold text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        >
          <UserRound className="size-4" />
        </span>
        <span className="truncate">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen ? (
        <div
          id={menuId}
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
            onClick={() => close(false)}
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
            onClick={() => close(false)}
            className={itemClasses}
          >
            <Settings aria-hidden="true" className="size-4 text-ink-muted" />
            {t('userMenu.settings')}
          </Link>
          <button
            ref={(element) => {
              items.current[2] = element
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={isSigningOut}
            onClick={() => {
              close(true)
              void signOut()
            }}
            className={itemClasses}
          >
            <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
            {isSigningOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
