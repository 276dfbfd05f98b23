import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form'
import type { z } from 'zod'
import { FIELD_VALIDATION_DEBOUNCE_MS } from '#core/auth/validation.ts'
import { toApiError, type ApiErrorBody } from './api-client.ts'
import { lazySchemaResolver } from './lazy-resolver.ts'
import { check, isSubmitBlocked, resultsOf, startLiveValidation, typedIn, type FieldRules } from './live-validation.ts'

export type { FieldRule, FieldRules } from './live-validation.ts'

export interface AppFormOptions<Values extends FieldValues, Output> {
  /** The form's zod schema from core/ (the one the server parses with), loaded with the form (decision 007)… */
  loadSchema?: () => Promise<z.ZodType<Output, Values>>
  /** …or a resolver made once for the module (lazySchemaResolver). */
  resolver?: Resolver<Values, unknown, Output>
  defaultValues: DefaultValues<Values>
  /** When react-hook-form checks: on submit (with live rules) or once a field has been left. */
  mode?: 'onSubmit' | 'onTouched'
  /** Spec 000 §5's live rules: each field's result, 300 ms after the last keystroke (live-validation.ts). */
  rules?: FieldRules<Values>
}

/**
 * The one form hook (decision 033): react-hook-form resolving with the form's zod schema from core/,
 * the live validation of spec 000 §5 for forms that have rules, and a failed submit's answer mapped
 * back: the fields the server named get their messages, and the rest is the form's error (`formError`,
 * an error body the form shows with `renderError`, app/i18n/render.ts). A submit checks the current
 * values at once, whatever the debounce is waiting for.
 */
export function useAppForm<Values extends FieldValues, Output extends FieldValues = Values>(options: AppFormOptions<Values, Output>) {
  const { loadSchema, defaultValues, mode = 'onSubmit' } = options
  const rules = useMemo<FieldRules<Values>>(() => options.rules ?? {}, [options.rules])
  const [resolver] = useState(() => options.resolver ?? (loadSchema ? lazySchemaResolver(loadSchema) : undefined))
  useEffect(() => {
    // Fetch the schema while the person types, so a submit does not wait for it.
    loadSchema?.().catch(() => undefined)
  }, [loadSchema])
  const form = useForm<Values, unknown, Output>({
    ...(resolver ? { resolver } : {}),
    defaultValues,
    mode,
    reValidateMode: mode === 'onSubmit' ? 'onSubmit' : 'onChange',
  })
  const [formError, setFormError] = useState<ApiErrorBody | null>(null)
  const [live, setLive] = useState(() => startLiveValidation(form.getValues()))

  // useWatch re-renders on each keystroke; getValues then reads the whole form, typed.
  const watched = useWatch({ control: form.control })
  const values = form.getValues()
  // The debounce restarts only when a value changed, not on every render.
  const valuesKey = JSON.stringify(watched)
  const hasRules = Object.keys(rules).length > 0
  useEffect(() => {
    if (!hasRules) return
    const timer = setTimeout(() => setLive((state) => check(state, form.getValues())), FIELD_VALIDATION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [form, valuesKey, hasRules])

  const results = useMemo(() => resultsOf(live, rules), [live, rules])

  /** The input's props: react-hook-form's registration, showing the field's live result once it is typed in or left. */
  function field(name: Path<Values> & keyof Values) {
    return form.register(name, {
      onChange: () => setLive((state) => typedIn(state, name)),
      onBlur: (event: { target: { value: unknown } }) => {
        if (event.target.value !== '' || live.shown.has(name)) setLive((state) => check(state, form.getValues(), [name]))
      },
    })
  }

  /** Validates the current values now and submits them; a refusal shows every field's result. */
  function handleSubmit(onValid: SubmitHandler<Output>, onInvalid?: SubmitErrorHandler<Values>) {
    return form.handleSubmit(
      async (output, event) => {
        setFormError(null)
        await onValid(output, event)
      },
      (errors, event) => {
        if (hasRules) setLive((state) => check(state, form.getValues(), ruleNames(rules)))
        return onInvalid?.(errors, event)
      },
    )
  }

  /**
   * A failed submit's error: each field the server named (`fields`) is marked on its input with the
   * server's message, and the error becomes the form's (`formError`). Returns the error body.
   */
  const applyServerError = useCallback(
    (error: unknown): ApiErrorBody => {
      const body = toApiError(error).body
      const names = new Set(Object.keys(form.getValues()))
      for (const issue of body.fields ?? []) {
        const name = issue.path.split('.')[0] ?? ''
        if (names.has(name)) form.setError(issue.path as Path<Values>, { type: 'server', message: issue.message })
      }
      setFormError(body)
      return body
    },
    [form],
  )

  /** Back to the given (or first) values with nothing shown (the sign-in modal resets on open, spec 000 §4). */
  const reset = useCallback(
    (next: DefaultValues<Values> = defaultValues) => {
      form.reset(next)
      setLive(startLiveValidation(form.getValues()))
      setFormError(null)
    },
    [form, defaultValues],
  )

  return {
    form,
    values,
    results,
    isBlocked: isSubmitBlocked(live, rules, values),
    field,
    handleSubmit,
    applyServerError,
    formError,
    clearFormError: useCallback(() => setFormError(null), []),
    reset,
  }
}

function ruleNames<Values>(rules: FieldRules<Values>): Array<keyof Values> {
  return Object.keys(rules).filter((name): name is Extract<keyof Values, string> => Object.hasOwn(rules, name))
}
