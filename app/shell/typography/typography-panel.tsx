import { useId, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { Select } from '#app/ui/select.tsx'
import { Switch } from '#app/ui/switch.tsx'
import { chooseThemePreference, readThemePreference, subscribeToTheme, themePreferences, type ThemePreference } from '#app/shell/theme.ts'
import {
  applyTypography,
  clearTypography,
  contrastLevels,
  defaultTypography,
  fontFamilies,
  fontWeights,
  readTypography,
  storeTypography,
  typographyLimits,
  type NumericPreference,
  type TypographyPreferences,
} from './preferences.ts'
import { isReadAloudSupported, startReadAloud, stopReadAloud } from './read-aloud.ts'

function readServerThemePreference(): ThemePreference {
  return 'system'
}

/**
 * The typography and accessibility panel (spec 000 §3, spec 001 §9): every change shows at once
 * and is remembered in this browser; Reset goes back to the defaults. Loaded on first use.
 */
export function TypographyPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell')
  const [preferences, setPreferences] = useState(readTypography)
  const [announcement, setAnnouncement] = useState('')
  const colorScheme = useSyncExternalStore(subscribeToTheme, readThemePreference, readServerThemePreference)
  const canReadAloud = isReadAloudSupported()

  const update = (changes: Partial<TypographyPreferences>) => {
    const next = { ...preferences, ...changes }
    setPreferences(next)
    applyTypography(next)
    storeTypography(next)
    if (changes.readAloud === true) {
      startReadAloud()
      setAnnouncement(t('typography.readAloudOn'))
    } else if (changes.readAloud === false) {
      stopReadAloud()
      setAnnouncement(t('typography.readAloudOff'))
    }
  }

  const reset = () => {
    setPreferences(defaultTypography)
    applyTypography(defaultTypography)
    clearTypography()
    stopReadAloud()
    chooseThemePreference('system')
    setAnnouncement(t('typography.resetDone'))
  }

  const pixels = (value: number) => t('typography.pixels', { value })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" size="md" closeLabel={t('typography.close')}>
        <DialogHeader>
          <DialogTitle>{t('typography.title')}</DialogTitle>
          <DialogDescription>{t('typography.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-5">
          <Slider name="fontSize" label={t('typography.fontSize')} value={preferences.fontSize} display={pixels} onChange={update} />
          <Slider name="lineHeight" label={t('typography.lineHeight')} value={preferences.lineHeight} display={String} onChange={update} />
          <Slider
            name="letterSpacing"
            label={t('typography.letterSpacing')}
            value={preferences.letterSpacing}
            display={pixels}
            onChange={update}
          />
          <Slider
            name="wordSpacing"
            label={t('typography.wordSpacing')}
            value={preferences.wordSpacing}
            display={pixels}
            onChange={update}
          />
          <FontWeightSelect value={preferences.fontWeight} onChange={(fontWeight) => update({ fontWeight })} />
          <RadioGroup
            legend={t('typography.fontFamily')}
            name="typography-font-family"
            value={preferences.fontFamily}
            options={fontFamilies.map((family) => ({ value: family, label: t(`typography.families.${family}`) }))}
            onValueChange={(fontFamily) => update({ fontFamily })}
          />
          <RadioGroup
            legend={t('typography.contrast')}
            name="typography-contrast"
            value={preferences.contrast}
            options={contrastLevels.map((contrast) => ({ value: contrast, label: t(`typography.contrasts.${contrast}`) }))}
            onValueChange={(contrast) => update({ contrast })}
          />
          <RadioGroup
            legend={t('typography.colorScheme')}
            name="typography-color-scheme"
            value={colorScheme}
            options={themePreferences.map((scheme) => ({ value: scheme, label: t(`typography.schemes.${scheme}`) }))}
            onValueChange={chooseThemePreference}
          />
          <div className="space-y-3">
            <Switch
              checked={preferences.dyslexiaFriendly}
              onCheckedChange={(dyslexiaFriendly) => update({ dyslexiaFriendly })}
              label={t('typography.dyslexiaFriendly')}
              description={t('typography.dyslexiaFriendlyHint')}
            />
            <Switch
              checked={preferences.reducedMotion}
              onCheckedChange={(reducedMotion) => update({ reducedMotion })}
              label={t('typography.reducedMotion')}
              description={t('typography.reducedMotionHint')}
            />
            <Switch
              checked={canReadAloud && preferences.readAloud}
              disabled={!canReadAloud}
              onCheckedChange={(readAloud) => update({ readAloud })}
              label={t('typography.readAloud')}
              description={canReadAloud ? t('typography.readAloudHint') : t('typography.readAloudUnsupported')}
            />
          </div>
          <p role="status" aria-live="polite" className="text-sm text-ink-muted">
            {announcement}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={reset}>
            {t('typography.reset')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('typography.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function Slider({
  name,
  label,
  value,
  display,
  onChange,
}: {
  name: NumericPreference
  label: string
  value: number
  display: (value: number) => string
  onChange: (changes: Partial<TypographyPreferences>) => void
}) {
  const id = useId()
  const { min, max, step } = typographyLimits[name]
  // The value is shown beside the label and read out through aria-valuetext, not as a live region.
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <span aria-hidden="true" className="text-sm text-ink-muted tabular-nums">
          {display(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display(value)}
        onChange={(event) => onChange({ [name]: Number(event.target.value) })}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
    </div>
  )
}

function FontWeightSelect({ value, onChange }: { value: number; onChange: (weight: number) => void }) {
  const { t } = useTranslation('shell')
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {t('typography.fontWeight')}
      </label>
      <Select id={id} value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {fontWeights.map((weight) => (
          <option key={weight} value={weight}>
            {t(`typography.weights.${weight}`)}
          </option>
        ))}
      </Select>
    </div>
  )
}
