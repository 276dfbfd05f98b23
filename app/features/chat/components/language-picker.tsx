import { Check, Search } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { CHAT_LANGUAGES, LANGUAGE_REGIONS, POPULAR_CHAT_LANGUAGES, type ChatLanguageCode, type LanguageRegion } from '#core/chat/chat.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { cn } from '#app/ui/cn.ts'

/** Spec 001 §2: the language picker: search, region chips, the Popular Languages grid and the full list of 20. */
export function LanguagePicker({
  open,
  onOpenChange,
  value,
  onChoose,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  value: ChatLanguageCode
  onChoose: (language: ChatLanguageCode) => void
}) {
  const { t } = useTranslation('chat')
  const [query, setQuery] = useState('')
  const [region, setRegion] = useState<LanguageRegion | null>(null)
  const searchId = useId()
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase()
    return CHAT_LANGUAGES.filter(
      (language) =>
        (region === null || language.region === region) &&
        (needle === '' || language.name.toLowerCase().includes(needle) || language.nativeName.includes(needle) || language.code === needle),
    )
  }, [query, region])

  function choose(code: ChatLanguageCode) {
    onChoose(code)
    onOpenChange(false)
  }

  const option = (code: ChatLanguageCode, isTile: boolean) => {
    const language = CHAT_LANGUAGES.find((entry) => entry.code === code)
    if (!language) return null
    const isChosen = code === value
    return (
      <button
        key={code}
        type="button"
        lang={code}
        aria-pressed={isChosen}
        onClick={() => choose(code)}
        className={cn(
          'flex min-h-11 items-center justify-between gap-2 rounded-xl border px-3 py-2 text-start text-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500',
          isChosen ? 'border-brand-600 bg-brand-50 dark:bg-brand-950' : 'border-line bg-surface-raised',
          isTile ? 'flex-col items-start' : '',
        )}
      >
        <span>
          <span className="block font-semibold text-ink">{language.nativeName}</span>
          <span className="block text-xs text-ink-muted" lang="en">
            {language.name}
          </span>
        </span>
        {isChosen ? <Check aria-hidden="true" className="size-4 text-brand-600" /> : null}
      </button>
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('panel.close')} layout="fullscreen" size="md">
        <DialogHeader>
          <DialogTitle>{t('languages.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              {t('languages.search')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('languages.search')}
              className="h-11 w-full rounded-xl border border-line bg-surface ps-9 pe-3 text-sm text-ink"
            />
          </div>
          <div role="group" aria-label={t('languages.regions.label')} className="flex flex-wrap gap-2">
            {[null, ...LANGUAGE_REGIONS].map((chip) => (
              <button
                key={chip ?? 'any'}
                type="button"
                aria-pressed={region === chip}
                onClick={() => setRegion(chip)}
                className={cn(
                  'min-h-9 rounded-full border px-3 text-xs font-medium',
                  region === chip ? 'border-brand-600 bg-brand-600 text-white' : 'border-line text-ink hover:border-brand-500',
                )}
              >
                {t(`languages.regions.${chip ?? 'any'}`)}
              </button>
            ))}
          </div>
          {query === '' && region === null ? (
            <section aria-labelledby={`${searchId}-popular`}>
              <h3 id={`${searchId}-popular`} className="mb-2 text-sm font-semibold text-ink">
                {t('languages.popular')}
              </h3>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">{POPULAR_CHAT_LANGUAGES.map((code) => option(code, true))}</div>
            </section>
          ) : null}
          <section aria-labelledby={`${searchId}-all`}>
            <h3 id={`${searchId}-all`} className="mb-2 text-sm font-semibold text-ink">
              {t('languages.all')}
            </h3>
            {shown.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('languages.none', { query })}</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">{shown.map((language) => option(language.code, false))}</div>
            )}
          </section>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
