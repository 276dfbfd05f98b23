import * as Dialog from '@radix-ui/react-dialog'
import { LayoutDashboard, LogOut, MessageCircle, Settings, ShieldCheck, UserRound, X } from 'lucide-react'
import type { RefObject } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useLocation } from 'react-router'
import { accountLabel, useSessionUser, useSignOut } from '#app/features/auth/index.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { BrandMark } from './brand-mark.tsx'
import { isNavItemActive, navGroups, SIGN_IN_HREF, START_FREE_HREF, WHATSAPP_ALERTS_PATH } from './nav-items.ts'

export type MobileMenuPanelProps = {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which gets the focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

/**
 * The slide-in panel of the mobile menu (mobile-menu.tsx loads it on first use). Radix Dialog traps
 * focus inside while open, closes on Escape or a tap outside, and hides the rest of the page from
 * assistive technology; the button that opened it is outside Radix, so focus is returned to it here.
 */
export function MobileMenuPanel({ id, open, onOpenChange, triggerRef }: MobileMenuPanelProps) {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const close = () => onOpenChange(false)
  const { user } = useSessionUser()
  const { signOut, isSigningOut } = useSignOut()

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-surface-raised shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-ink">
              <BrandMark className="size-7" />
              <span>{t('menu.title')}</span>
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
              aria-label={t('menu.close')}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
            {navGroups.map((group) => (
              <section key={group.id} aria-labelledby={`${id}-${group.id}`} className="mb-4 last:mb-0">
                <h2 id={`${id}-${group.id}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {t(`nav.groups.${group.id}`)}
                </h2>
                <ul className="space-y-0.5">
                  {group.items.map((item) => {
                    const isActive = isNavItemActive(item.to, location)
                    return (
                      <li key={item.labelKey}>
                        <Link
                          to={item.to}
                          onClick={close}
                          aria-current={isActive ? 'page' : undefined}
                          className={`block rounded-lg px-3 py-2.5 text-base font-medium ${
                            isActive
                              ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100'
                              : 'text-ink hover:bg-surface-muted'
                          }`}
                        >
                          {t(`nav.${item.labelKey}`)}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </section>
            ))}
            <Link
              to={WHATSAPP_ALERTS_PATH}
              onClick={close}
              className="mt-2 flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-surface-muted"
            >
              <MessageCircle aria-hidden="true" className="size-5 text-whatsapp" />
              {t('whatsapp.label')}
            </Link>
          </nav>
          {user ? (
            <div className="border-t border-line p-3">
              <p className="flex items-center gap-2 px-3 pt-1 pb-2 text-sm text-ink-muted">
                <UserRound aria-hidden="true" className="size-4" />
                {t('userMenu.signedInAs')} <span className="font-semibold break-all text-ink">{accountLabel(user)}</span>
              </p>
              <ul className="space-y-1">
                <li>
                  <Link
                    to={href('/dashboard')}
                    onClick={close}
                    className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-surface-muted"
                  >
                    <LayoutDashboard aria-hidden="true" className="size-5 text-ink-muted" />
                    {t('userMenu.dashboard')}
                  </Link>
                </li>
                <li>
                  <Link
                    to={href('/settings')}
                    onClick={close}
                    className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-surface-muted"
                  >
                    <Settings aria-hidden="true" className="size-5 text-ink-muted" />
                    {t('userMenu.settings')}
                  </Link>
                </li>
                {user?.role ? (
                  <li>
                    <Link
                      to={href('/admin')}
                      onClick={close}
                      className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-surface-muted"
                    >
                      <ShieldCheck aria-hidden="true" className="size-5 text-ink-muted" />
                      {t('userMenu.admin')}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <button
                    type="button"
                    disabled={isSigningOut}
                    onClick={() => {
                      close()
                      void signOut()
                    }}
                    className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-start text-base font-medium text-ink hover:bg-surface-muted"
                  >
                    <LogOut aria-hidden="true" className="size-5 text-ink-muted" />
                    {isSigningOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
                  </button>
                </li>
              </ul>
            </div>
          ) : (
            <div className="grid gap-2 border-t border-line p-4">
              <Link to={SIGN_IN_HREF} onClick={close} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                {t('auth.signIn')}
              </Link>
              <Link to={START_FREE_HREF} onClick={close} className={buttonClasses({ size: 'lg' })}>
                {t('auth.startFree')}
              </Link>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
