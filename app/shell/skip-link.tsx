import { useTranslation } from '#app/i18n/react.tsx'

/** The first focusable element of every page: jumps past the header to <main id="main-content">. */
export function SkipLink() {
  const { t } = useTranslation('shell')
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipLink')}
    </a>
  )
}
