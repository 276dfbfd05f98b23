import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useRevalidator } from 'react-router'
import type { JobSourceKind } from '#core/jobs/job-source-kinds.ts'
import { jobSourceEndpoints } from '#core/admin/admin.endpoints.ts'
import { renderError } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { Select } from '#app/ui/select.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { sourceFailureReason } from './source-failure.ts'

type IdentityField = 'board' | 'company' | 'url' | 'query'
type FieldName = IdentityField | 'country' | 'name' | 'baseUrl' | 'schedule'
type HintKey = 'boardHintGreenhouse' | 'boardHintAshby' | 'companyHint' | 'urlHintJsonld' | 'urlHintFeed' | 'queryHint'

/** The fields each kind of source declares (core/jobs/job-source.schema.ts), in the select's order. */
const kindForms: Record<JobSourceKind, { identity: IdentityField; hint: HintKey; hasCountry: boolean; hasBaseUrl: boolean }> = {
  greenhouse: { identity: 'board', hint: 'boardHintGreenhouse', hasCountry: false, hasBaseUrl: true },
  lever: { identity: 'company', hint: 'companyHint', hasCountry: false, hasBaseUrl: true },
  ashby: { identity: 'board', hint: 'boardHintAshby', hasCountry: false, hasBaseUrl: true },
  jsonld: { identity: 'url', hint: 'urlHintJsonld', hasCountry: false, hasBaseUrl: false },
  feed: { identity: 'url', hint: 'urlHintFeed', hasCountry: false, hasBaseUrl: false },
  jsearch: { identity: 'query', hint: 'queryHint', hasCountry: true, hasBaseUrl: true },
  adzuna: { identity: 'query', hint: 'queryHint', hasCountry: true, hasBaseUrl: true },
}

function isKind(value: string): value is JobSourceKind {
  return value in kindForms
}

const kinds = Object.keys(kindForms).filter(isKind)

type Errors = Partial<Record<FieldName, string>>

/**
 * The form that adds a source as JOB_SOURCES_FILE declares one: a kind, the field that kind reads
 * (board, company, URL or search), then optional name, country, API root and schedule. It checks the
 * declaration with the server's own schema before sending, and shows the server's refusals (a source
 * that exists, a schedule the scheduler cannot read) beside their fields.
 */
export function AddSourceForm({ defaultSchedule, onAdded }: { defaultSchedule: string; onAdded: () => void }) {
  const { t } = useTranslation('admin')
  const revalidator = useRevalidator()
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [kind, setKind] = useState<JobSourceKind>('greenhouse')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const form = kindForms[kind]
  const fieldNames: FieldName[] = [
    form.identity,
    ...(form.hasCountry ? ['country' as const] : []),
    'name',
    ...(form.hasBaseUrl ? ['baseUrl' as const] : []),
    'schedule',
  ]

  function showErrors(found: Errors) {
    setErrors(found)
    const first = fieldNames.find((name) => found[name] !== undefined)
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const declaration: Record<string, string> = { kind }
    for (const name of fieldNames) {
      const value = String(data.get(name) ?? '').trim()
      if (value !== '' || name === form.identity) declaration[name] = value
    }
    setFailure(null)
    const { body: declarationSchema } = await jobSourceEndpoints.add.loadSchemas()
    const checked = declarationSchema.safeParse(declaration)
    if (!checked.success) {
      const found: Errors = {}
      for (const issue of checked.error.issues) {
        const field = fieldNames.find((name) => name === issue.path[0])
        if (field && found[field] === undefined)
          found[field] = messageFor(field, issue.code, 'maximum' in issue ? Number(issue.maximum) : null)
      }
      showErrors(found)
      return
    }
    setErrors({})
    setIsSubmitting(true)
    try {
      const { data: added } = await callApi(jobSourceEndpoints.add, { body: checked.data })
      showToast({ title: t('sources.toasts.added'), description: t('sources.toasts.addedText', { name: added.name }), tone: 'success' })
      formRef.current?.reset()
      onAdded()
      await revalidator.revalidate()
    } catch (error) {
      const body = toApiError(error).body
      const found: Errors = {}
      for (const issue of body.fields ?? []) {
        const field = fieldNames.find((name) => name === issue.path)
        if (field) found[field] = body.reason === undefined ? t('sources.errors.invalid') : renderError(t, body)
      }
      if (Object.keys(found).length > 0) showErrors(found)
      else setFailure(t(`sources.reasons.${sourceFailureReason(body)}`))
    } finally {
      setIsSubmitting(false)
    }
  }

  function messageFor(field: FieldName, code: string, maximum: number | null): string {
    if (code === 'too_small' || code === 'invalid_type') return t('sources.errors.required')
    if (code === 'too_big' && maximum !== null) return t('sources.errors.tooLong', { max: maximum })
    switch (field) {
      case 'board':
      case 'company':
        return t('sources.errors.token')
      case 'url':
      case 'baseUrl':
        return t('sources.errors.url')
      case 'country':
        return t('sources.errors.country')
      case 'schedule':
        return t('sources.errors.schedule')
      default:
        return t('sources.errors.invalid')
    }
  }

  const hints: Record<FieldName, string | undefined> = {
    board: t(`sources.add.${form.hint}`),
    company: t(`sources.add.${form.hint}`),
    url: t(`sources.add.${form.hint}`),
    query: t(`sources.add.${form.hint}`),
    country: t('sources.add.countryHint'),
    name: t('sources.add.nameHint'),
    baseUrl: t('sources.add.baseUrlHint'),
    schedule: t('sources.add.scheduleHint', { schedule: defaultSchedule }),
  }
  const optional = t('sources.add.optional')
  const hasErrors = Object.keys(errors).length > 0

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${baseId}-heading`}
      className="mt-4 rounded-xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h3 id={`${baseId}-heading`} className="text-base font-semibold text-ink">
        {t('sources.add.heading')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('sources.add.intro')}</p>
      {hasErrors ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {t('sources.add.checkFields')}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id={`${baseId}-kind`} label={t('sources.add.kind')}>
          <Select
            id={`${baseId}-kind`}
            name="kind"
            value={kind}
            onChange={(event) => {
              if (isKind(event.target.value)) setKind(event.target.value)
              setErrors({})
            }}
          >
            {kinds.map((option) => (
              <option key={option} value={option}>
                {t(`sources.kinds.${option}`)}
              </option>
            ))}
          </Select>
        </Field>
        {fieldNames.map((name) => {
          const id = `${baseId}-${name}`
          const isOptional = name !== form.identity
          return (
            <Field
              key={name}
              id={id}
              label={t(`sources.add.${name}`)}
              hint={hints[name]}
              error={errors[name]}
              {...(isOptional ? { optionalText: optional } : {})}
            >
              <Input
                {...describedBy(id, { hint: hints[name], error: errors[name] })}
                name={name}
                type={name === 'url' || name === 'baseUrl' ? 'url' : 'text'}
                inputMode={name === 'url' || name === 'baseUrl' ? 'url' : undefined}
                autoComplete="off"
                spellCheck={false}
                required={!isOptional}
                className={name === 'schedule' ? 'font-mono' : undefined}
              />
            </Field>
          )
        })}
      </div>
      {failure === null ? null : (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <Button type="submit" className="mt-5" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {isSubmitting ? t('sources.add.submitting') : t('sources.add.submit')}
      </Button>
    </form>
  )
}
