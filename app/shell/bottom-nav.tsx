import { FileText, Heart, House, LayoutDashboard, LogIn, MessagesSquare, UserRound, type LucideIcon } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useLocation } from 'react-router'
import { GatedLink, useSessionUser } from '#app/features/auth/index.ts'
import { bottomNavItems, isNavItemActive, type BottomNavItem } from './nav-items.ts'

const icons: Record<BottomNavItem['labelKey'], LucideIcon> = {
  home: House,
  resume: FileText,
  dashboard: LayoutDashboard,
  favorites: Heart,
  interview: MessagesSquare,
  profile: UserRound,
  signIn: LogIn,
}

/**
 * The bottom navigation of phones (below md, spec 000 §2). Resume, Dashboard, Favorites and Interview
 * need sign-in: signed out, a tap opens the sign-in modal ('Sign in to access {label}') and goes on
 * after sign-in. It is fixed to the bottom edge; the root leaves its height free below the page
 * (`pb-bottom-nav`), and toasts sit above it, so it covers nothing.
 */
export function BottomNav() {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const { isSignedIn } = useSessionUser()

  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface-raised/85 md:hidden"
    >
      <ul className="mx-auto grid h-bottom-nav max-w-lg grid-cols-6">
        {bottomNavItems(isSignedIn).map((item) => {
          const Icon = icons[item.labelKey]
          const label = t(`bottomNav.${item.labelKey}`)
          const isActive = isNavItemActive(item.to, location)
          return (
            <li key={item.id} className="flex">
              <GatedLink
                to={item.to}
                label={label}
                requiresSignIn={item.requiresSignIn}
                ariaCurrent={isActive ? 'page' : undefined}
                className={`flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[0.6875rem] leading-tight font-medium ${
                  isActive ? 'text-brand-700 dark:text-brand-200' : 'text-ink-muted hover:text-ink'
                }`}
              >
                <span
                  className={`inline-flex items-center justify-center rounded-full ${
                    item.isHighlighted ? 'size-9 bg-brand-600 text-white shadow-sm dark:bg-brand-500' : 'size-6'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="max-w-full truncate tracking-tight">{label}</span>
              </GatedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
