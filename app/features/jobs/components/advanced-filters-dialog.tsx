import { Info, Plus, X } from 'lucide-react'
import { useId, useReducer, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { companySizeTypes, employmentTypes } from '#core/jobs/job-constants.ts'
import { datePostedOptions, jobRequirementOptions } from '#core/jobs/search-constants.ts'
import { isSalaryRangeReversed } from '#core/jobs/validation.ts'
import { renderEmploymentType } from '#app/i18n/render.ts'
import { Button } from '#app/ui/button.tsx'
import { Chip } from '#app/ui/chip.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Input } from '#app/ui/input.tsx'
import { FieldMessage, Label } from '#app/ui/label.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { Select } from '#app/ui/select.tsx'
import { Switch } from '#app/ui/switch.tsx'
import {
  checkCustomJobTitle,
  filterCountries,
  filtersReducer,
  getQuickAddTitles,
  quickAddJobTitles,
  shouldShowRemoteDisabledNotice,
  type AdvancedFilters,
  type FiltersAction,
} from '#app/features/jobs/filters.ts'

export type AdvancedFiltersDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The filters in force; the dialog edits a copy until Apply Filters. */
  filters: AdvancedFilters
  onApply: (filters: AdvancedFilters) => void
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <fieldset className="min-w-0 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <legend id={id} className="float-left mb-3 w-full text-sm font-bold text-ink">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

function parseSalaryInput(value: string): number | null {
  if (value.trim() === '') return null
  const amount = Number(value)
  return Number.isFinite(amount) ? amount : null
}

/**
 * The Advanced Filters dialog (spec 001 §2, §4, §5): date posted, remote only, visa sponsorship
 * (which turns remote-only off with the "Remote Search Disabled" notice), employment types,
 * experience, job titles with custom titles, company types with Exclude agencies, salary and
 * country. Nothing applies until Apply Filters.
 */
export function AdvancedFiltersDialog({ open, onOpenChange, filters, onApply }: AdvancedFiltersDialogProps) {
  const { t } = useTranslation(['jobs', 'common'])
  const [draft, dispatchDraft] = useReducer(filtersReducer, filters)
  const [isRemoteNoticeShown, setIsRemoteNoticeShown] = useState(false)
  const [titleInput, setTitleInput] = useState('')
  const [titleError, setTitleError] = useState<'duplicate' | 'tooLong' | 'tooMany' | null>(null)
  const id = useId()
  const quickTitles = getQuickAddTitles(draft.jobTitles, quickAddJobTitles)
  const isSalaryRangeInvalid = isSalaryRangeReversed(draft.salaryMin, draft.salaryMax)

  function dispatch(action: FiltersAction) {
    if (shouldShowRemoteDisabledNotice(draft, action)) setIsRemoteNoticeShown(true)
    if ((action.type === 'setVisaSponsorship' && !action.value) || action.type === 'reset') setIsRemoteNoticeShown(false)
    dispatchDraft(action)
  }

  function addTitle(raw: string) {
    const check = checkCustomJobTitle(raw, draft.jobTitles)
    if (!check.ok) {
      // Spec 001 §5: an empty title is ignored without complaint; the others say why.
      setTitleError(check.reason === 'empty' ? null : check.reason)
      return
    }
    dispatch({ type: 'addJobTitle', value: check.title })
    setTitleInput('')
    setTitleError(null)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The dialog is portalled, but React still bubbles its submit to the search form around it.
    event.stopPropagation()
    if (isSalaryRangeInvalid) return
    onApply(draft)
    onOpenChange(false)
  }

  const titleErrorId = `${id}-title-error`
  const salaryErrorId = `${id}-salary-error`

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="fullscreen" size="lg" closeLabel={t('common:actions.close')}>
        <form onSubmit={handleSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader className="border-b border-line">
            <DialogTitle>{t('filters.title')}</DialogTitle>
            <DialogDescription>{t('filters.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5 pt-5">
            <RadioGroup
              legend={t('filters.datePostedLabel')}
              name={`${id}-date-posted`}
              value={draft.datePosted}
              options={datePostedOptions.map((option) => ({ value: option, label: t(`filters.datePosted.${option}`) }))}
              onValueChange={(value) => dispatch({ type: 'setDatePosted', value })}
            />

            <Section title={t('filters.workplaceLabel')}>
              <div className="space-y-3">
                <Switch
                  checked={draft.remoteOnly}
                  onCheckedChange={(value) => dispatch({ type: 'setRemoteOnly', value })}
                  disabled={draft.visaSponsorship}
                  label={t('filters.remoteOnly')}
                  description={draft.visaSponsorship ? t('remoteSearchDisabled.description') : t('filters.remoteOnlyHint')}
                />
                <Switch
                  checked={draft.visaSponsorship}
                  onCheckedChange={(value) => dispatch({ type: 'setVisaSponsorship', value })}
                  label={t('filters.visaSponsorship')}
                  description={t('filters.visaSponsorshipHint')}
                />
                <div role="status">
                  {isRemoteNoticeShown ? (
                    <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
                      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span>
                        <strong className="block font-semibold">{t('remoteSearchDisabled.title')}</strong>
                        {t('remoteSearchDisabled.description')}
                      </span>
                    </p>
                  ) : null}
                </div>
              </div>
            </Section>

            <Section title={t('filters.employmentTypesLabel')}>
              <div className="flex flex-wrap gap-2">
                {employmentTypes.map((type) => (
                  <Chip
                    key={type}
                    pressed={draft.employmentTypes.includes(type)}
                    onClick={() => dispatch({ type: 'toggleEmploymentType', value: type })}
                  >
                    {renderEmploymentType(t, type)}
                  </Chip>
                ))}
              </div>
            </Section>

            <Section title={t('filters.requirementsLabel')}>
              <div className="flex flex-wrap gap-2">
                {jobRequirementOptions.map((requirement) => (
                  <Chip
                    key={requirement}
                    pressed={draft.jobRequirements.includes(requirement)}
                    onClick={() => dispatch({ type: 'toggleJobRequirement', value: requirement })}
                  >
                    {t(`filters.requirements.${requirement}`)}
                  </Chip>
                ))}
              </div>
            </Section>

            <Section title={t('filters.jobTitlesLabel')}>
              {draft.jobTitles.length > 0 ? (
                <ul className="mb-3 flex flex-wrap gap-2" aria-label={t('filters.chosenTitles')}>
                  {draft.jobTitles.map((title) => (
                    <li key={title}>
                      <Chip
                        pressed
                        aria-pressed={undefined}
                        aria-label={t('filters.removeTitle', { title })}
                        onClick={() => dispatch({ type: 'removeJobTitle', value: title })}
                      >
                        {title}
                        <X aria-hidden="true" />
                      </Chip>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Label htmlFor={`${id}-title`} className="sr-only">
                {t('filters.customTitleLabel')}
              </Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-title`}
                  value={titleInput}
                  placeholder={t('filters.customTitlePlaceholder')}
                  maxLength={120}
                  aria-invalid={titleError !== null}
                  aria-describedby={titleError ? titleErrorId : undefined}
                  onChange={(event) => {
                    setTitleInput(event.target.value)
                    setTitleError(null)
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return
                    event.preventDefault()
                    addTitle(titleInput)
                  }}
                />
                <Button variant="outline" onClick={() => addTitle(titleInput)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('filters.addTitle')}
                </Button>
              </div>
              {titleError ? (
                <FieldMessage id={titleErrorId} tone="error">
                  {t(`filters.titleErrors.${titleError}`)}
                </FieldMessage>
              ) : null}
              {quickTitles.length > 0 ? (
                <div className="mt-3">
                  <p className="mb-2 text-xs font-medium text-ink-muted">{t('filters.quickAdd')}</p>
                  <div className="flex flex-wrap gap-2">
                    {quickTitles.map((title) => {
                      // Shown in the reader's language; the title searched is the English one jobs carry.
                      const label = t(`filters.quickAddTitles.${title}`)
                      return (
                        <Chip key={title} onClick={() => addTitle(title)} aria-label={t('filters.addNamedTitle', { title: label })}>
                          <Plus aria-hidden="true" />
                          {label}
                        </Chip>
                      )
                    })}
                  </div>
                </div>
              ) : null}
            </Section>

            <Section title={t('filters.companyTypesLabel')}>
              <div className="flex flex-wrap gap-2">
                {companySizeTypes.map((type) => (
                  <Chip
                    key={type}
                    pressed={draft.companyTypes.includes(type)}
                    onClick={() => dispatch({ type: 'toggleCompanyType', value: type })}
                  >
                    {t(`filters.companyTypes.${type}`)}
                  </Chip>
                ))}
              </div>
              <Switch
                className="mt-3"
                checked={draft.excludeAgencies}
                onCheckedChange={(value) => dispatch({ type: 'setExcludeAgencies', value })}
                label={t('filters.excludeAgencies')}
                description={t('filters.excludeAgenciesHint')}
              />
            </Section>

            <Section title={t('filters.salaryLabel')}>
              <div className="grid grid-cols-2 gap-3">
                <div>
                  <label htmlFor={`${id}-salary-min`} className="mb-1.5 block text-sm font-medium text-ink">
                    {t('filters.salaryMin')}
                  </label>
                  <Input
                    id={`${id}-salary-min`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={50000}
                    placeholder="300000"
                    value={draft.salaryMin ?? ''}
                    aria-invalid={isSalaryRangeInvalid}
                    aria-describedby={isSalaryRangeInvalid ? salaryErrorId : undefined}
                    onChange={(event) => dispatch({ type: 'setSalaryMin', value: parseSalaryInput(event.target.value) })}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-salary-max`} className="mb-1.5 block text-sm font-medium text-ink">
                    {t('filters.salaryMax')}
                  </label>
                  <Input
                    id={`${id}-salary-max`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={50000}
                    placeholder="1500000"
                    value={draft.salaryMax ?? ''}
                    aria-invalid={isSalaryRangeInvalid}
                    aria-describedby={isSalaryRangeInvalid ? salaryErrorId : undefined}
                    onChange={(event) => dispatch({ type: 'setSalaryMax', value: parseSalaryInput(event.target.value) })}
                  />
                </div>
              </div>
              {isSalaryRangeInvalid ? (
                <FieldMessage id={salaryErrorId} tone="error">
                  {t('filters.salaryRangeInvalid')}
                </FieldMessage>
              ) : (
                <p className="mt-1.5 text-xs text-ink-muted">{t('filters.salaryHint')}</p>
              )}
            </Section>

            <Section title={t('filters.countryLabel')}>
              <Label htmlFor={`${id}-country`} className="sr-only">
                {t('filters.countryLabel')}
              </Label>
              <Select
                id={`${id}-country`}
                value={draft.country ?? ''}
                onChange={(event) => dispatch({ type: 'setCountry', value: event.target.value === '' ? null : event.target.value })}
              >
                <option value="">{t('filters.anyCountry')}</option>
                {filterCountries.map((code) => (
                  <option key={code} value={code}>
                    {t(`filters.countries.${code}`)}
                  </option>
                ))}
              </Select>
            </Section>
          </DialogBody>
          <DialogFooter layout="row">
            <Button variant="ghost" className="flex-1 sm:flex-none" onClick={() => dispatch({ type: 'reset' })}>
              {t('filters.reset')}
            </Button>
            <Button type="submit" className="flex-[2] sm:flex-none" disabled={isSalaryRangeInvalid}>
              {t('filters.apply')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
