import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useClaimBottomPanel } from '#app/lib/bottom-panel.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { ConsentChoices } from '#core/analytics/consent.ts'
import { Button } from '#app/ui/button.tsx'
import { Switch } from '#app/ui/switch.tsx'
import { CONSENT_BANNER_CLASS } from './consent-banner-shell.tsx'

type Choices = Omit<ConsentChoices, 'necessary'>

const switchable = ['analytics', 'marketing', 'functional'] as const

/**
 * The cookie-consent banner (spec 001 §4): Accept all, Reject non-essential, or Customise the
 * categories — necessary always on and shown switched on but disabled. A region with a heading at
 * the foot of the window, above the bottom navigation on phones; it does not trap focus (the page
 * stays usable), and reopened from the footer it takes focus and gives it back after the choice.
 */
export function ConsentBanner({
  headingId,
  title,
  initial,
  shouldFocus,
  isCustomisingAtFirst = false,
  onChoose,
}: {
  headingId: string
  title: string
  initial: ConsentChoices | null
  shouldFocus: boolean
  isCustomisingAtFirst?: boolean
  onChoose: (choices: Choices) => void
}) {
  const { t } = useTranslation('shell')
  useClaimBottomPanel('consent')
  const [isCustomising, setIsCustomising] = useState(isCustomisingAtFirst)
  const [choices, setChoices] = useState<Choices>({
    analytics: initial?.analytics ?? false,
    marketing: initial?.marketing ?? false,
    functional: initial?.functional ?? false,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  const categories = useRef<HTMLFieldSetElement>(null)
  const customiseButton = useRef<HTMLButtonElement>(null)
  const hasCustomised = useRef(false)

  useEffect(() => {
    if (shouldFocus) heading.current?.focus()
  }, [shouldFocus])

  // The button pressed goes away with the change: focus follows to what replaced it.
  useEffect(() => {
    if (isCustomising) {
      hasCustomised.current = true
      categories.current?.querySelector<HTMLElement>('[role="switch"]:not(:disabled)')?.focus()
      return
    }
    if (hasCustomised.current) customiseButton.current?.focus()
  }, [isCustomising])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isCustomising) return
    event.stopPropagation()
    setIsCustomising(false)
  }

  return (
    <section aria-labelledby={headingId} onKeyDown={onKeyDown} data-testid="consent-banner" className={CONSENT_BANNER_CLASS}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-bold outline-none focus-visible:underline">
        {title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('consent.description')}</p>
      {isCustomising ? (
        <fieldset ref={categories} className="mt-3 space-y-1 border-t border-line pt-3">
          <legend className="sr-only">{t('consent.categoriesLegend')}</legend>
          <Switch
            checked
            disabled
            onCheckedChange={() => undefined}
            label={t('consent.categories.necessary.label')}
            description={t('consent.categories.necessary.description')}
          />
          {switchable.map((category) => (
            <Switch
              key={category}
              checked={choices[category]}
              onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
              label={t(`consent.categories.${category}.label`)}
              description={t(`consent.categories.${category}.description`)}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {isCustomising ? (
          <Button size="sm" onClick={() => onChoose(choices)}>
            {t('consent.save')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => onChoose({ analytics: true, marketing: true, functional: true })}>
            {t('consent.acceptAll')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onChoose({ analytics: false, marketing: false, functional: false })}>
          {t('consent.rejectNonEssential')}
        </Button>
        {isCustomising ? null : (
          <Button ref={customiseButton} size="sm" variant="ghost" onClick={() => setIsCustomising(true)}>
            {t('consent.customise')}
          </Button>
        )}
      </div>
    </section>
  )
}
