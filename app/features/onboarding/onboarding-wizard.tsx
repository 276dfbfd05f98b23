import { AlertCircle, ArrowLeft, ArrowRight, Check, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useWatch, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from '#app/i18n/react.tsx'
import type { z } from 'zod'
import { lazySchemaResolver } from '#app/lib/lazy-resolver.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import {
  companySizes,
  experienceLevels,
  jobTypes,
  nextOnboardingStep,
  ONBOARDING_STEPS,
  onboardingIndustries,
  OTHER_INDUSTRY,
  type OnboardingStep,
} from '#core/account/onboarding.ts'
import type { ExperienceStep, IndustryStep, LocationStep, OnboardingState, PreferencesStep } from '#core/account/onboarding.schema.ts'
import { describeSalary } from '#core/format/salary.ts'
import { industryInfo, isIndustryKey, suggestedSalaryFor } from '#core/reference/industries.ts'
import { renderIndustryName, renderPlaceName, renderSalary } from '#app/i18n/render.ts'
import { Button } from '#app/ui/button.tsx'
import { Chip } from '#app/ui/chip.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { Select } from '#app/ui/select.tsx'
import { cn } from '#app/ui/cn.ts'
import { saveOnboardingStep } from './api.ts'
import { renderValidationMessage } from './validation-text.ts'

/** The places the location step offers: India's states, and its cities with their state. */
export interface OnboardingPlaces {
  states: readonly string[]
  cities: ReadonlyArray<{ name: string; state: string }>
}

const stepNames = ['location', 'industry', 'experience', 'preferences'] as const

function stepAfter(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS.find((candidate) => candidate > step) ?? step
}

function stepBefore(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS.findLast((candidate) => candidate < step) ?? null
}

/**
 * Spec 000 §2 four-step onboarding: location, industry, experience, job preferences. Each step is
 * saved when the person goes on, so closing the page and coming back resumes at the next step.
 */
export function OnboardingWizard({
  initial,
  places,
  onCompleted,
}: {
  initial: OnboardingState
  places: OnboardingPlaces
  onCompleted(state: OnboardingState): void
}) {
  const { t } = useTranslation('account')
  const [state, setState] = useState(initial)
  const [step, setStep] = useState<OnboardingStep>(() => nextOnboardingStep(initial))
  const [failed, setFailed] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const isFirstRender = useRef(true)

  // Moving between steps puts focus on the new step's heading, so a screen reader announces it.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])

  async function save(body: Parameters<typeof saveOnboardingStep>[0]): Promise<void> {
    setFailed(false)
    try {
      const saved = await saveOnboardingStep(body)
      setState(saved)
      if (body.step === 4) {
        onCompleted(saved)
        return
      }
      setStep(stepAfter(body.step))
    } catch {
      setFailed(true)
    }
  }

  const previous = stepBefore(step)
  const back = previous === null ? null : () => setStep(previous)
  const stepProps = { state, onSave: save, onBack: back, headingRef }

  return (
    <section aria-labelledby="onboarding-title" className="rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
      <h1 id="onboarding-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('onboarding.title')}
      </h1>
      <p className="mt-2 text-base text-ink-muted">{t('onboarding.intro')}</p>
      <StepIndicator step={step} />
      {failed ? (
        <div
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('onboarding.saveFailed')}
        </div>
      ) : null}
      <div className="mt-6">
        {step === 1 ? <LocationStep {...stepProps} places={places} /> : null}
        {step === 2 ? <IndustryStep {...stepProps} /> : null}
        {step === 3 ? <ExperienceStep {...stepProps} /> : null}
        {step === 4 ? <PreferencesStep {...stepProps} /> : null}
      </div>
    </section>
  )
}

function StepIndicator({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('account')
  return (
    <div className="mt-6">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-200">
        {t('onboarding.progress', { step, total: 4 })}
        {/* Phones show only the current step's name; the list below names every step from sm up. */}
        <span className="sm:hidden"> · {t(`onboarding.steps.${stepNames[step - 1] ?? 'location'}`)}</span>
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2">
        {stepNames.map((name, index) => {
          const number = index + 1
          const isDone = number < step
          const isCurrent = number === step
          return (
            <li key={name} aria-current={isCurrent ? 'step' : undefined} className="min-w-0">
              <span className={cn('block h-1.5 rounded-full', isDone || isCurrent ? 'bg-brand-600' : 'bg-surface-muted')} />
              <span
                className={cn(
                  'sr-only mt-1.5 items-center gap-1 truncate text-sm sm:not-sr-only sm:flex',
                  isCurrent ? 'font-semibold text-ink' : 'text-ink-muted',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-3.5 shrink-0 text-brand-600" /> : null}
                <span className="truncate">{t(`onboarding.steps.${name}`)}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

interface StepProps {
  state: OnboardingState
  onSave(body: Parameters<typeof saveOnboardingStep>[0]): Promise<void>
  onBack: (() => void) | null
  headingRef: React.RefObject<HTMLHeadingElement | null>
}

const loadSchemas = () => import('#core/account/onboarding.schema.ts')
type Schemas = Awaited<ReturnType<typeof loadSchemas>>

const resolvers = {
  location: lazySchemaResolver<z.input<Schemas['locationStepSchema']>, LocationStep>(() =>
    loadSchemas().then((module) => module.locationStepSchema),
  ),
  industry: lazySchemaResolver<z.input<Schemas['industryStepSchema']>, IndustryStep>(() =>
    loadSchemas().then((module) => module.industryStepSchema),
  ),
  experience: lazySchemaResolver<z.input<Schemas['experienceStepSchema']>, ExperienceStep>(() =>
    loadSchemas().then((module) => module.experienceStepSchema),
  ),
  preferences: lazySchemaResolver<z.input<Schemas['preferencesStepSchema']>, PreferencesStep>(() =>
    loadSchemas().then((module) => module.preferencesStepSchema),
  ),
}

/** A step's form: the app's form hook validating with the same zod schema the server parses with (loaded on first check). */
function useStepForm<Input extends FieldValues, Output extends FieldValues>(
  resolver: Resolver<Input, unknown, Output>,
  defaultValues: DefaultValues<Input>,
) {
  return useAppForm<Input, Output>({ resolver, defaultValues, mode: 'onTouched' }).form
}

function errorOf<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, FieldValues>,
  name: Path<Values>,
  t: ReturnType<typeof useTranslation<'account'>>['t'],
) {
  const error = form.getFieldState(name, form.formState).error
  return renderValidationMessage(t, error?.message)
}

function StepLayout({
  heading,
  headingRef,
  onBack,
  isSaving,
  isLast,
  onSubmit,
  children,
}: {
  heading: string
  headingRef: StepProps['headingRef']
  onBack: (() => void) | null
  isSaving: boolean
  isLast?: boolean
  onSubmit(event: React.FormEvent<HTMLFormElement>): void
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  const headingId = useId()
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={isSaving}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        {heading}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button variant="outline" onClick={onBack} disabled={isSaving}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('onboarding.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? t('common.saving') : isLast ? t('onboarding.finish') : t('onboarding.continue')}
          {isSaving ? null : isLast ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          )}
        </Button>
      </div>
    </form>
  )
}

function LocationStep({ state, onSave, onBack, headingRef, places }: StepProps & { places: OnboardingPlaces }) {
  const { t } = useTranslation('account')
  const form = useStepForm(resolvers.location, { city: state.city ?? '', state: state.state ?? '' })
  const cityListId = useId()
  const cityError = errorOf(form, 'city', t)
  const stateError = errorOf(form, 'state', t)
  const cityField = form.register('city', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // A city from the list fills its state when none is chosen yet.
      const known = places.cities.find((city) => city.name.toLowerCase() === event.target.value.trim().toLowerCase())
      if (known && form.getValues('state') === '') form.setValue('state', known.state, { shouldValidate: true })
    },
  })
  return (
    <StepLayout
      heading={t('onboarding.location.heading')}
      headingRef={headingRef}
      onBack={onBack}
      isSaving={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((answers) => onSave({ step: 1, answers }))}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="onboarding-city" label={t('onboarding.location.city')} error={cityError}>
          <Input
            {...cityField}
            {...describedBy('onboarding-city', { error: cityError })}
            list={cityListId}
            autoComplete="address-level2"
            placeholder={t('onboarding.location.cityPlaceholder')}
            required
          />
          <datalist id={cityListId}>
            {places.cities.map((city) => (
              <option key={city.name} value={city.name}>
                {renderPlaceName(t, city.name)}
              </option>
            ))}
          </datalist>
        </Field>
        <Field id="onboarding-state" label={t('onboarding.location.state')} error={stateError}>
          <Select
            {...form.register('state')}
            {...describedBy('onboarding-state', { error: stateError })}
            autoComplete="address-level1"
            required
          >
            <option value="">{t('onboarding.location.statePlaceholder')}</option>
            {places.states.map((name) => (
              <option key={name} value={name}>
                {renderPlaceName(t, name)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </StepLayout>
  )
}

function IndustryStep({ state, onSave, onBack, headingRef }: StepProps) {
  const { t } = useTranslation('account')
  const form = useStepForm(resolvers.industry, {
    ...(state.industry ? { industry: state.industry } : {}),
    industryOther: state.industryOther ?? '',
  })
  const industry = useWatch({ control: form.control, name: 'industry' })
  const industryError = errorOf(form, 'industry', t)
  const otherError = errorOf(form, 'industryOther', t)
  return (
    <StepLayout
      heading={t('onboarding.industry.heading')}
      headingRef={headingRef}
      onBack={onBack}
      isSaving={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((answers) => onSave({ step: 2, answers }))}
    >
      <Field id="onboarding-industry" label={t('onboarding.industry.label')} error={industryError}>
        <Select {...form.register('industry')} {...describedBy('onboarding-industry', { error: industryError })} required>
          <option value="">{t('onboarding.industry.placeholder')}</option>
          {onboardingIndustries.map((key) => (
            <option key={key} value={key}>
              {key === OTHER_INDUSTRY ? t('onboarding.industry.other') : renderIndustryName(t, industryInfo[key].name)}
            </option>
          ))}
        </Select>
      </Field>
      {industry === OTHER_INDUSTRY ? (
        <Field id="onboarding-industry-other" label={t('onboarding.industry.otherLabel')} error={otherError}>
          <Input
            {...form.register('industryOther')}
            {...describedBy('onboarding-industry-other', { error: otherError })}
            placeholder={t('onboarding.industry.otherPlaceholder')}
            required
          />
        </Field>
      ) : null}
    </StepLayout>
  )
}

function ExperienceStep({ state, onSave, onBack, headingRef }: StepProps) {
  const { t } = useTranslation('account')
  const form = useStepForm(resolvers.experience, { designation: state.designation ?? '', experienceLevel: state.experienceLevel })
  const designationError = errorOf(form, 'designation', t)
  const level = useWatch({ control: form.control, name: 'experienceLevel' })
  const groupId = useId()
  return (
    <StepLayout
      heading={t('onboarding.experience.heading')}
      headingRef={headingRef}
      onBack={onBack}
      isSaving={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((answers) => onSave({ step: 3, answers }))}
    >
      <Field
        id="onboarding-designation"
        label={t('onboarding.experience.designation')}
        optionalText={t('onboarding.optional')}
        error={designationError}
      >
        <Input
          {...form.register('designation')}
          {...describedBy('onboarding-designation', { error: designationError })}
          autoComplete="organization-title"
          placeholder={t('onboarding.experience.designationPlaceholder')}
        />
      </Field>
      <fieldset>
        <legend id={groupId} className="text-sm font-semibold text-ink">
          {t('onboarding.experience.level')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {experienceLevels.map((value) => (
            <label
              key={value}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium sm:min-h-9',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                level === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-surface-raised text-ink hover:border-brand-500',
              )}
            >
              <input type="radio" value={value} {...form.register('experienceLevel')} className="sr-only" />
              {t(`onboarding.experience.levels.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </StepLayout>
  )
}

function PreferencesStep({ state, onSave, onBack, headingRef }: StepProps) {
  const { t } = useTranslation('account')
  const suggested = suggestedSalaryFor(state.industry)
  const form = useStepForm(resolvers.preferences, {
    jobTypes: state.jobTypes,
    salaryMin: state.salaryMin ?? suggested.min,
    salaryMax: state.salaryMax ?? suggested.max,
    excludeCompanies: state.excludeCompanies,
    companySizes: state.companySizes,
  })
  const picked = useWatch({ control: form.control, name: 'jobTypes' })
  const sizes = useWatch({ control: form.control, name: 'companySizes' })
  const excluded = useWatch({ control: form.control, name: 'excludeCompanies' })
  const [company, setCompany] = useState('')
  const minError = errorOf(form, 'salaryMin', t)
  const maxError = errorOf(form, 'salaryMax', t)
  const range = renderSalary(t, describeSalary({ min: suggested.min, max: suggested.max, currency: 'INR', period: 'YEAR' }))
  // The spec's fallback band is no industry's own figure: it is not called typical of the industry.
  const industryName =
    isIndustryKey(state.industry) && industryInfo[state.industry].salaryBand !== 'fallback'
      ? renderIndustryName(t, industryInfo[state.industry].name)
      : null
  const salaryNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) }

  function addCompany() {
    const name = company.trim()
    if (name === '') return
    if (!excluded.includes(name)) form.setValue('excludeCompanies', [...excluded, name], { shouldDirty: true, shouldValidate: true })
    setCompany('')
  }

  return (
    <StepLayout
      heading={t('onboarding.preferences.heading')}
      headingRef={headingRef}
      onBack={onBack}
      isSaving={form.formState.isSubmitting}
      isLast
      onSubmit={form.handleSubmit((answers) => onSave({ step: 4, answers }))}
    >
      <ChoiceGroup legend={t('onboarding.preferences.jobTypes')}>
        {jobTypes.map((value) => (
          <Chip
            key={value}
            pressed={picked.includes(value)}
            onClick={() => form.setValue('jobTypes', toggled(picked, value), { shouldDirty: true })}
          >
            {t(`onboarding.preferences.jobTypeNames.${value}`)}
          </Chip>
        ))}
      </ChoiceGroup>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('onboarding.preferences.salary')}</legend>
        <p className="mt-1 text-sm text-ink-muted">
          {industryName
            ? t('onboarding.preferences.suggested', { industry: industryName, range })
            : t('onboarding.preferences.suggestedFallback', { range })}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Field id="onboarding-salary-min" label={t('onboarding.preferences.salaryMin')} error={minError}>
            <Input
              {...form.register('salaryMin', salaryNumber)}
              {...describedBy('onboarding-salary-min', { error: minError })}
              type="number"
              inputMode="numeric"
              min={0}
              step={10000}
              startIcon={<span className="text-base">₹</span>}
            />
          </Field>
          <Field id="onboarding-salary-max" label={t('onboarding.preferences.salaryMax')} error={maxError}>
            <Input
              {...form.register('salaryMax', salaryNumber)}
              {...describedBy('onboarding-salary-max', { error: maxError })}
              type="number"
              inputMode="numeric"
              min={0}
              step={10000}
              startIcon={<span className="text-base">₹</span>}
            />
          </Field>
        </div>
        <SalaryPreview control={form} />
      </fieldset>

      <Field
        id="onboarding-exclude"
        label={t('onboarding.preferences.excludeCompanies')}
        hint={t('onboarding.preferences.excludeCompaniesHint')}
      >
        <div className="flex gap-2">
          <Input
            {...describedBy('onboarding-exclude', { hint: t('onboarding.preferences.excludeCompaniesHint') })}
            value={company}
            placeholder={t('onboarding.preferences.excludePlaceholder')}
            onChange={(event) => setCompany(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              addCompany()
            }}
          />
          <Button variant="outline" onClick={addCompany}>
            {t('onboarding.preferences.add')}
          </Button>
        </div>
      </Field>
      {excluded.length > 0 ? (
        <ul className="-mt-2 flex flex-wrap gap-2" aria-label={t('onboarding.preferences.excludeCompanies')}>
          {excluded.map((name) => (
            <li key={name} className="inline-flex items-center gap-1 rounded-full bg-surface-muted py-1 ps-3 pe-1 text-sm text-ink">
              {name}
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-line focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={t('onboarding.preferences.remove', { name })}
                onClick={() =>
                  form.setValue(
                    'excludeCompanies',
                    excluded.filter((item) => item !== name),
                    { shouldDirty: true },
                  )
                }
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <ChoiceGroup legend={t('onboarding.preferences.companySizes')}>
        {companySizes.map((value) => (
          <Chip
            key={value}
            pressed={sizes.includes(value)}
            onClick={() => form.setValue('companySizes', toggled(sizes, value), { shouldDirty: true })}
          >
            {t(`onboarding.preferences.companySizeNames.${value}`)}
          </Chip>
        ))}
      </ChoiceGroup>
    </StepLayout>
  )
}

/** The typed amounts as an Indian reader reads them ('₹6 – 12 LPA'), under the fields. */
function SalaryPreview({ control }: { control: UseFormReturn<z.input<Schemas['preferencesStepSchema']>, unknown, PreferencesStep> }) {
  const { t } = useTranslation('account')
  const [min, max] = useWatch({ control: control.control, name: ['salaryMin', 'salaryMax'] })
  // A reversed range has its own error under the fields; a preview of it would read as valid.
  if (typeof min === 'number' && typeof max === 'number' && min > max) return null
  const text = renderSalary(
    t,
    describeSalary({ min: Number.isFinite(min) ? min : null, max: Number.isFinite(max) ? max : null, currency: 'INR', period: 'YEAR' }),
  )
  if (text === '') return null
  return (
    <p className="mt-2 text-sm font-semibold text-ink" aria-live="polite">
      {text}
    </p>
  )
}

/** The list with `value` added, or taken out when it is there. */
function toggled<Value extends string>(list: readonly Value[], value: Value): Value[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  )
}
