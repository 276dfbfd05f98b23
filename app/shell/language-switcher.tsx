import { Languages } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useRevalidator } from 'react-router'
import { languageOptions, resolveLanguage, type SupportedLanguage } from '#app/i18n/languages.ts'
import { switchLanguage } from '#app/i18n/setup.ts'
import { hasLanguageCookie, persistLanguage, readStoredLanguage } from './language-preference.ts'

/**
 * English / हिन्दी (spec 000 §2 "Language": only the languages with complete text are offered). The
 * change is live: the page switches as soon as the language's translations have loaded (a page
 * carries only its own language), and the loaders run again so page titles and other server-made
 * text follow.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('shell')
  const revalidator = useRevalidator()
  const id = useId()
  const selectRef = useRef<HTMLSelectElement>(null)
  const current = resolveLanguage(i18n.language)

  const switchTo = (language: SupportedLanguage) => {
    // The loaders run again once both the translations and the cookie are in place.
    void Promise.all([switchLanguage(i18n, language), persistLanguage(language)]).then(
      ([isApplied]) => (isApplied ? revalidator.revalidate() : undefined),
      () => {
        // Offline before this language ever loaded: the choice is kept, and the next page load shows it.
      },
    )
  }

  // A language picked before the page hydrated: React never saw that change event, so the pick is
  // applied once it has (before the effect below would put the select back).
  const applyPickBeforeHydration = useEffectEvent(() => {
    const picked = selectRef.current?.value
    if (picked !== undefined && picked !== current) switchTo(resolveLanguage(picked))
  })
  useEffect(() => applyPickBeforeHydration(), [])

  // The select is uncontrolled: a controlled one is reset to its old value by any render that
  // lands between the pick and the change event. The language changing elsewhere is shown here.
  useEffect(() => {
    if (selectRef.current && selectRef.current.value !== current) selectRef.current.value = current
  }, [current])

  useStoredLanguage(switchTo, current)

  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-ink-muted" />
      <select
        id={id}
        ref={selectRef}
        defaultValue={current}
        onChange={(event) => switchTo(resolveLanguage(event.target.value))}
        className="h-10 cursor-pointer appearance-none rounded-lg border border-line bg-surface-raised py-1 pr-3 pl-8 text-sm font-medium text-ink hover:border-brand-500 focus-visible:border-brand-500"
      >
        {languageOptions.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * A choice kept in local storage but missing from the cookie (cleared cookies, a first visit after
 * an update) is sent to the server again, and shown if the page was rendered in another language.
 */
function useStoredLanguage(switchTo: (language: SupportedLanguage) => void, current: SupportedLanguage) {
  const restoreStoredLanguage = useEffectEvent(async () => {
    // Most visits store nothing: they need not load the cookie's code to find that out.
    const stored = readStoredLanguage()
    if (stored === null) return
    if (await hasLanguageCookie()) return
    if (stored === current) {
      await persistLanguage(stored)
      return
    }
    switchTo(stored)
  })
  // Once per page load: later changes go through the switcher itself. Offline before the cookie's
  // code ever loaded, it waits for the next page load.
  useEffect(() => {
    restoreStoredLanguage().catch(() => undefined)
  }, [])
}
