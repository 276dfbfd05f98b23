import type { TFunction } from '#app/i18n/translator.ts'
import { Info, MapPin, Search, SlidersHorizontal } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Suggestion } from '#core/jobs/search.schema.ts'
import { MAX_LOCATION_LENGTH, MAX_QUERY_LENGTH } from '#core/jobs/search-constants.ts'
import { readJobSearchForm, validateJobTitle, validateSearchLocation } from '#core/jobs/validation.ts'
import { renderJobSearchValidation, renderPlaceName } from '#app/i18n/render.ts'
import { Button } from '#app/ui/button.tsx'
import { Chip } from '#app/ui/chip.tsx'
import { Combobox, type ComboboxOption } from '#app/ui/combobox.tsx'
import { FieldMessage, Label } from '#app/ui/label.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { countActiveFilters, defaultAdvancedFilters, type AdvancedFilters } from '#app/features/jobs/filters.ts'
import { isPopularCity, popularLocations } from '#app/features/jobs/popular-locations.ts'
import type { JobSearchRequest } from '#app/features/jobs/search-request.ts'
import { useSuggestions } from '#app/features/jobs/use-suggestions.ts'
import { AdvancedFiltersDialog, preloadAdvancedFiltersDialog } from './lazy-dialogs.tsx'
import { withQueryProvider } from '#app/lib/query-provider.tsx'

export type QuickSearch = { label: string; query: string }

export type JobSearchFormProps = {
  onSearch: (request: JobSearchRequest) => void
  initialQuery?: string
  initialLocation?: string
  initialFilters?: AdvancedFilters
  isSearching?: boolean
  /** One-tap searches shown above the fields (the landing page's Software Engineer, Product Manager). */
  quickSearches?: readonly QuickSearch[]
  /** The popular location chips under the fields; on by default. */
  showPopularLocations?: boolean
  /** Starts with the job-title-required message shown and the title focused (after a native submit). */
  showTitleRequired?: boolean
  /** Prefix of the inputs' ids; give each form on a page its own. */
  id?: string
  className?: string
}

function toOptions(t: TFunction<'jobs'>, suggestions: Suggestion[]): ComboboxOption[] {
  return suggestions.map((suggestion) => ({
    value: suggestion.value,
    hint: suggestion.job_count > 0 ? t('search.suggestionJobs', { count: suggestion.job_count }) : undefined,
  }))
}

/**
 * The job search bar (spec 001 §2 "Job search bar"): a required job title and an optional location,
 * both with typo-tolerant suggestions, the popular location chips and the Advanced Filters dialog.
 * It checks the fields with the rules of core/jobs/validation.ts when submitted and hands a
 * JobSearchRequest to `onSearch`.
 */
function JobSearchFormContent({
  onSearch,
  initialQuery = '',
  initialLocation = '',
  initialFilters = defaultAdvancedFilters,
  isSearching = false,
  quickSearches,
  showPopularLocations = true,
  showTitleRequired = false,
  id,
  className,
}: JobSearchFormProps) {
  const { t } = useTranslation('jobs')
  const generatedId = useId()
  const baseId = id ?? generatedId
  const [query, setQuery] = useState(initialQuery)
  const [location, setLocation] = useState(initialLocation)
  const [filters, setFilters] = useState(initialFilters)
  const [hasSubmitted, setHasSubmitted] = useState(showTitleRequired)
  const [activeField, setActiveField] = useState<'title' | 'location' | null>(null)
  const [filtersDialog, setFiltersDialog] = useState({ open: false, session: 0 })
  const titleInput = useRef<HTMLInputElement>(null)

  const titleSuggestions = useSuggestions(query, 'title', activeField === 'title')
  const locationSuggestions = useSuggestions(location, 'location', activeField === 'location')
  const titleCheck = validateJobTitle(query)
  const locationCheck = validateSearchLocation(location)
  const titleMessage = renderJobSearchValidation(t, titleCheck)
  const isTitleInvalid = hasSubmitted && !titleCheck.isValid
  const isTitleGeneric = hasSubmitted && titleCheck.severity === 'info'
  const isLocationInvalid = !locationCheck.isValid
  const activeFilterCount = countActiveFilters(filters)
  const titleMessageId = `${baseId}-title-message`
  const locationMessageId = `${baseId}-location-message`

  function submit(nextQuery: string, nextLocation: string, nextFilters: AdvancedFilters) {
    setHasSubmitted(true)
    const form = readJobSearchForm({ query: nextQuery, location: nextLocation })
    if (!form) {
      titleInput.current?.focus()
      return
    }
    setActiveField(null)
    onSearch({ query: form.query, location: form.location, filters: nextFilters })
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit(query, location, filters)
  }

  return (
    <form role="search" aria-label={t('search.formLabel')} noValidate onSubmit={handleSubmit} className={className}>
      {quickSearches && quickSearches.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <span className="sr-only text-sm font-medium text-ink-muted sm:not-sr-only">{t('search.trending')}</span>
          {quickSearches.map((quick) => (
            <Chip
              key={quick.query}
              surface="translucent"
              onClick={() => {
                setQuery(quick.query)
                submit(quick.query, location, filters)
              }}
            >
              <Search aria-hidden="true" />
              {quick.label}
            </Chip>
          ))}
        </div>
      ) : null}

      <div className="rounded-2xl bg-surface-raised p-3 shadow-xl ring-1 shadow-brand-900/10 ring-line sm:p-4">
        <div className="grid gap-3 md:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)_auto] md:items-start">
          <div>
            <Label htmlFor={`${baseId}-title`} className="sr-only">
              {t('search.jobTitleLabel')}
            </Label>
            <Combobox
              ref={titleInput}
              id={`${baseId}-title`}
              name="q"
              value={query}
              onValueChange={setQuery}
              options={toOptions(t, titleSuggestions)}
              listLabel={t('search.titleSuggestions')}
              placeholder={t('search.jobTitlePlaceholder')}
              startIcon={<Search className="size-5" />}
              enterKeyHint="search"
              maxLength={MAX_QUERY_LENGTH}
              controlSize="lg"
              aria-invalid={isTitleInvalid}
              aria-required="true"
              autoFocus={showTitleRequired}
              aria-describedby={isTitleInvalid || isTitleGeneric ? titleMessageId : undefined}
              onFocus={() => setActiveField('title')}
              onBlur={() => setActiveField((field) => (field === 'title' ? null : field))}
            />
            {isTitleInvalid ? (
              <FieldMessage id={titleMessageId} tone="error">
                {titleMessage.message}
              </FieldMessage>
            ) : null}
            {isTitleGeneric ? (
              <FieldMessage id={titleMessageId} tone="info">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" />
                <span>
                  {titleMessage.message}
                  {titleMessage.suggestion ? <span className="block text-xs">{titleMessage.suggestion}</span> : null}
                </span>
              </FieldMessage>
            ) : null}
          </div>
          <div>
            <Label htmlFor={`${baseId}-location`} className="sr-only">
              {t('search.locationLabel')}
            </Label>
            <Combobox
              id={`${baseId}-location`}
              name="location"
              value={location}
              onValueChange={setLocation}
              options={toOptions(t, locationSuggestions)}
              listLabel={t('search.locationSuggestions')}
              placeholder={t('search.locationPlaceholder')}
              startIcon={<MapPin className="size-5" />}
              enterKeyHint="search"
              maxLength={MAX_LOCATION_LENGTH}
              controlSize="lg"
              aria-invalid={isLocationInvalid}
              aria-describedby={isLocationInvalid ? locationMessageId : undefined}
              onFocus={() => setActiveField('location')}
              onBlur={() => setActiveField((field) => (field === 'location' ? null : field))}
            />
            {isLocationInvalid ? (
              <FieldMessage id={locationMessageId} tone="error">
                {renderJobSearchValidation(t, locationCheck).message}
              </FieldMessage>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full md:w-auto" disabled={isSearching}>
            {isSearching ? <Spinner className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
            {isSearching ? t('search.searching') : t('search.submit')}
          </Button>
        </div>

        <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-center">
          <Button
            variant="ghostBrand"
            size="sm"
            className="self-start"
            aria-haspopup="dialog"
            onPointerEnter={preloadAdvancedFiltersDialog}
            onFocus={preloadAdvancedFiltersDialog}
            onClick={() => setFiltersDialog((state) => ({ open: true, session: state.session + 1 }))}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('search.advancedFilters')}
            {activeFilterCount > 0 ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                <span className="sr-only">{t('search.activeFilters', { count: activeFilterCount })}</span>
                <span aria-hidden="true">{activeFilterCount}</span>
              </span>
            ) : null}
          </Button>
          {showPopularLocations ? (
            <div
              className="flex min-w-0 flex-col gap-2 md:ms-auto md:flex-row md:items-center"
              role="group"
              aria-labelledby={`${baseId}-popular`}
            >
              <span id={`${baseId}-popular`} className="shrink-0 text-sm font-medium text-ink-muted">
                {t('search.popularLocations')}
              </span>
              {/* Phones scroll the chips sideways instead of stacking three rows of them. */}
              <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
                {popularLocations.map((place) => {
                  const isChosen = location.trim().toLocaleLowerCase() === place.toLocaleLowerCase()
                  return (
                    <Chip key={place} pressed={isChosen} compact className="shrink-0" onClick={() => setLocation(isChosen ? '' : place)}>
                      {isPopularCity(place) ? renderPlaceName(t, place) : t(`popularLocations.${place}`)}
                    </Chip>
                  )
                })}
              </div>
            </div>
          ) : null}
        </div>
      </div>

      {filtersDialog.session > 0 ? (
        <AdvancedFiltersDialog
          key={filtersDialog.session}
          open={filtersDialog.open}
          onOpenChange={(open) => setFiltersDialog((state) => ({ ...state, open }))}
          filters={filters}
          onApply={(next) => {
            setFilters(next)
            // A search with a title runs at once with the new filters; without one the form asks for it.
            if (query.trim() !== '') {
              submit(query, location, next)
              return
            }
            setHasSubmitted(true)
          }}
        />
      ) : null}
    </form>
  )
}

/** Queries need a QueryProvider: the component brings its own (decision 032). */
export const JobSearchForm = withQueryProvider(JobSearchFormContent)
