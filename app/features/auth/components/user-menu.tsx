import { ChevronDown, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { accountLabel } from '#core/auth/account-label.ts'
import { cn } from '#app/ui/cn.ts'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'
import type { SessionUser } from '#app/features/auth/use-session-user.ts'

const panel = loadOnOpen(() => import('./user-menu-panel.tsx').then((module) => module.UserMenuPanel))

/**
 * The signed-in header's user menu (spec 000 §2): a menu button showing the part of the e-mail before
 * the @ (a phone-only account's phone), and Dashboard, Settings, Sign Out. The ARIA menu button
 * pattern: Enter, Space or ArrowDown opens at the first item, ArrowUp at the last; arrows, Home and
 * End move; Escape or Tab closes and Escape returns focus to the button; a click outside closes.
 *
 * The button hydrates with the header, so a press is never lost; the list (user-menu-panel.tsx) loads
 * on the first press, or earlier when the pointer or the focus reaches the button, and the menu opens
 * when it arrives (decision 032).
 */
export function UserMenu({ user, className }: { user: SessionUser; className?: string }) {
  const { t } = useTranslation('shell')
  const [isOpen, setIsOpen] = useState(false)
  const [focus, setFocus] = useState<{ index: number; opening: number } | null>(null)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const label = accountLabel(user)

  const open = (index: number) => {
    setIsOpen(true)
    setFocus((previous) => ({ index, opening: (previous?.opening ?? 0) + 1 }))
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
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
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
      {focus ? (
        <panel.Component
          open={isOpen}
          onOpenChange={(next) => {
            if (!next) close(false)
          }}
          id={menuId}
          label={label}
          focus={focus}
          onClose={close}
        />
      ) : null}
    </div>
  )
}
