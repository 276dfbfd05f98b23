import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver, type SubmitHandler } from 'react-hook-form'
import type { z } from 'zod'
import { FIELD_VALIDATION_DEBOUNCE_MS, hasBlockingResult, type AuthValidationResult } from '#core/auth/validation.ts'

/** A field's rule: its value and the whole form (the confirmation needs the password). */
export type FieldRule<Values> = (value: string, values: Values) => AuthValidationResult

/**
 * A sign-in form: react-hook-form resolving with the form's zod schema from core (the server parses
 * the same schema; it loads with the form), plus the spec's live validation (spec 000 §5): each field's result (error,
 * warning, success, with its hint) shows once the field has been typed in or left, 300 ms after the
 * last keystroke; a submit shows every field's result at once. `isBlocked` is true while any shown
 * result is an error, which disables the submit button.
 */
export function useValidatedForm<Values extends Record<string, string> & FieldValues, Output extends FieldValues>(options: {
  /** Loads the form's schema (a dynamic import of core/auth/auth-forms.schema.ts: zod loads with the form, decision 007). */
  loadSchema: () => Promise<z.ZodType<Output, Values>>
  defaultValues: Values & DefaultValues<Values>
  rules: { [Key in keyof Values]: FieldRule<Values> }
}) {
  const { loadSchema, defaultValues, rules } = options
  const [resolver] = useState(() => lazyResolver(loadSchema))
  useEffect(() => {
    // Fetch the schema while the person types, so a submit does not wait for it.
    loadSchema().catch(() => undefined)
  }, [loadSchema])
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  // useWatch re-renders on each keystroke; getValues then reads the whole form, typed.
  const watched = useWatch({ control: form.control })
  const values = form.getValues()
  // The debounce restarts only when a value changed, not on every render.
  const valuesKey = JSON.stringify(watched)
  const [checkedValues, setCheckedValues] = useState<Values>(defaultValues)
  const [shownFields, setShownFields] = useState<ReadonlySet<keyof Values>>(new Set())

  useEffect(() => {
    const timer = setTimeout(() => setCheckedValues(form.getValues()), FIELD_VALIDATION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [form, valuesKey])

  const results = useMemo(() => {
    const shown: Partial<Record<keyof Values, AuthValidationResult>> = {}
    for (const key of shownFields) shown[key] = rules[key](checkedValues[key] ?? '', checkedValues)
    return shown
  }, [rules, shownFields, checkedValues])

  const show = useCallback(
    (keys: ReadonlyArray<keyof Values>) => {
      setShownFields((current) => new Set([...current, ...keys]))
      setCheckedValues(form.getValues())
    },
    [form],
  )

  /** The input's props: react-hook-form's registration, showing the field's result once it is typed in or left. */
  function field(name: Path<Values> & keyof Values) {
    const registration = form.register(name, {
      onChange: () => {
        if (!shownFields.has(name)) setShownFields((current) => new Set([...current, name]))
      },
      onBlur: (event: { target: { value: string } }) => {
        if (event.target.value !== '' || shownFields.has(name)) show([name])
      },
    })
    return registration
  }

  function handleSubmit(onValid: SubmitHandler<Output>) {
    return form.handleSubmit(onValid, () => show(Object.keys(rules)))
  }

  /** Back to the empty form with nothing shown (the modal resets on open, spec 000 §4). */
  const reset = useCallback(() => {
    form.reset(defaultValues)
    setShownFields(new Set())
    setCheckedValues(defaultValues)
  }, [form, defaultValues])

  return {
    form,
    values,
    results,
    isBlocked: hasBlockingResult(Object.values(results)),
    field,
    handleSubmit,
    reset,
  }
}

/** react-hook-form's Standard Schema resolver over a schema that loads on first use. */
function lazyResolver<Values extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Values>>,
): Resolver<Values, unknown, Output> {
  let resolve: Resolver<Values, unknown, Output> | null = null
  return async (values, context, options) => {
    resolve ??= standardSchemaResolver(await loadSchema())
    return resolve(values, context, options)
  }
}
