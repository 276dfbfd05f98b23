import { MessageCircle } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { GatedLink, UserMenu, useSessionUser } from '#app/features/auth/index.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { BrandMark } from './brand-mark.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { SIGN_IN_HREF, START_FREE_HREF, WHATSAPP_ALERTS_PATH } from './nav-items.ts'
import { NavMenus } from './nav-menus.tsx'
import { ThemeToggle } from './theme-toggle.tsx'
import { TypographyButton } from './typography/typography-button.tsx'
import { useIsScrolledPast } from './use-scrolled-past.ts'

/**
 * The header of spec 000 §2: brand, the Jobs, Tools and Resources menus, the WhatsApp button, language,
 * theme, and Sign In and Start Free (both to /auth, at the Sign In and Sign Up tabs) or, signed in, the
 * user menu; below lg the menus move into the slide-in menu. Fixed to the top; it shrinks after 20 px of scroll. A spacer of the full height
 * sits in the flow, so the shrink moves nothing on the page.
 */
export function SiteHeader() {
  const { t } = useTranslation('shell')
  const isCompact = useIsScrolledPast()
  const { user } = useSessionUser()

  return (
    <>
      <header
        data-compact={isCompact}
        className={`fixed inset-x-0 top-0 z-40 border-b transition-[height,background-color,box-shadow] duration-200 motion-reduce:transition-none ${
          isCompact
            ? 'h-header-compact border-line bg-surface/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-surface/85'
            : 'h-header border-transparent bg-surface'
        }`}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link
            to={href('/')}
            className="-ml-1 flex shrink-0 items-center gap-2 rounded-lg p-1 text-lg font-bold tracking-tight text-ink"
            aria-label={t('brand.home')}
          >
            <BrandMark
              className={`transition-[width,height] duration-200 motion-reduce:transition-none ${isCompact ? 'size-7' : 'size-8'}`}
            />
            <span>JobYatra</span>
          </Link>

          <NavMenus />

          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <WhatsAppAlertsLink />
            <LanguageSwitcher />
            <ThemeToggle />
            <TypographyButton />
            {user ? (
              <UserMenu user={user} className="hidden lg:block" />
            ) : (
              <div className="hidden items-center gap-2 lg:flex">
                <Link to={SIGN_IN_HREF} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {t('auth.signIn')}
                </Link>
                <Link to={START_FREE_HREF} className={buttonClasses({ size: 'sm', className: 'px-4!' })}>
                  {t('auth.startFree')}
                </Link>
              </div>
            )}
            <MobileMenu className="lg:hidden" />
          </div>
        </div>
      </header>
      <div aria-hidden="true" className="h-header" />
    </>
  )
}

/**
 * The messaging-app button of spec 000 §2: it opens the WhatsApp job-alert settings (decision 025);
 * signed out, a tap opens the sign-in modal first, as every sign-in-only link does.
 */
function WhatsAppAlertsLink() {
  const { t } = useTranslation('shell')
  const label = t('whatsapp.label')
  return (
    <GatedLink
      to={WHATSAPP_ALERTS_PATH}
      label={label}
      className="hidden size-10 items-center justify-center rounded-lg text-whatsapp hover:bg-surface-muted sm:inline-flex"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </GatedLink>
  )
}
