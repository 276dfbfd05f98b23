import { Moon, Sun } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { chooseTheme, flipTheme, readAppliedTheme, subscribeToTheme, type ResolvedTheme } from './theme.ts'

/** The server cannot know the reader's theme; the button learns it after hydration. */
function readServerTheme(): ResolvedTheme | null {
  return null
}

/** Light/dark toggle of the header (spec: it flips only between light and dark). */
export function ThemeToggle() {
  const { t } = useTranslation('shell')
  const theme = useSyncExternalStore(subscribeToTheme, readAppliedTheme, readServerTheme)
  const isDark = theme === 'dark'
  return (
    <button
      type="button"
      onClick={() => chooseTheme(flipTheme(readAppliedTheme()))}
      aria-pressed={theme === null ? undefined : isDark}
      aria-label={t('theme.dark')}
      title={theme === null ? t('theme.dark') : t(isDark ? 'theme.switchToLight' : 'theme.switchToDark')}
      className="inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
    >
      {/* Both icons are drawn and CSS picks one, so the first paint is right before hydration. */}
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  )
}
