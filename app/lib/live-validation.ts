import { hasBlockingResult, type AuthValidationResult } from '#core/auth/validation.ts'

/** A field's live rule: its value and the whole form (the confirmation needs the password). */
export type FieldRule<Values> = (value: string, values: Values) => AuthValidationResult

export type FieldRules<Values> = { readonly [Key in keyof Values]?: FieldRule<Values> }

/**
 * The live validation of spec 000 §5, without React (use-app-form.ts holds it in state): a field's
 * result shows once the field has been typed in and the typing paused (300 ms after the last
 * keystroke), or the field was left, for the values as they were then (`checked`); a submit checks
 * every field at once.
 */
export interface LiveValidation<Values> {
  /** The fields whose result shows. */
  shown: ReadonlySet<keyof Values>
  /** Fields typed in for the first time, whose result shows at the next check. */
  typed: ReadonlySet<keyof Values>
  /** The values the shown results are of. */
  checked: Values
}

export function startLiveValidation<Values>(values: Values): LiveValidation<Values> {
  return { shown: new Set(), typed: new Set(), checked: values }
}

/**
 * Typed in: the field's result shows from the next check on, never before it. Showing it at the first
 * keystroke showed the result of the value before the typing ('Password is required' under a password
 * being typed), and the check that followed when the field was left took that line away under the
 * reader's finger: the Sign in button moved between press and release, and the tap did nothing.
 */
export function typedIn<Values>(state: LiveValidation<Values>, name: keyof Values): LiveValidation<Values> {
  return state.shown.has(name) || state.typed.has(name) ? state : { ...state, typed: new Set([...state.typed, name]) }
}

/** The typing paused, a field was left, or the form was submitted: the typed and these fields show, of these values. */
export function check<Values>(state: LiveValidation<Values>, values: Values, names: Iterable<keyof Values> = []): LiveValidation<Values> {
  return { shown: new Set([...state.shown, ...state.typed, ...names]), typed: new Set(), checked: values }
}

export function resultsOf<Values>(
  state: LiveValidation<Values>,
  rules: FieldRules<Values>,
): Partial<Record<keyof Values, AuthValidationResult>> {
  const results: Partial<Record<keyof Values, AuthValidationResult>> = {}
  for (const name of state.shown) {
    const rule = rules[name]
    const value = state.checked[name]
    if (rule) results[name] = rule(typeof value === 'string' ? value : '', state.checked)
  }
  return results
}

/**
 * Whether the submit button is disabled: while a shown result is an error of the values as they are
 * now. Results of values typed since (the 300 ms debounce has not run) block nothing: a click then
 * submits, which checks the current values at once (issue 18: a click on Verify within the debounce
 * after typing did nothing).
 */
export function isSubmitBlocked<Values>(state: LiveValidation<Values>, rules: FieldRules<Values>, current: Values): boolean {
  if (!sameValues(state.checked, current)) return false
  return hasBlockingResult(Object.values<AuthValidationResult | undefined>(resultsOf(state, rules)))
}

function sameValues<Values>(left: Values, right: Values): boolean {
  return JSON.stringify(left) === JSON.stringify(right)
}
