import type { ReactNode } from 'react'
import { FieldMessage, Label } from '#app/ui/label.tsx'

/** A labelled form field with its hint and error wired to the control by id (aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  optionalText,
  children,
}: {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  optionalText?: string | undefined
  children: ReactNode
}) {
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {optionalText ? <span className="ms-1.5 text-sm font-normal text-ink-muted">({optionalText})</span> : null}
      </Label>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <FieldMessage id={`${id}-hint`} tone="info">
          {hint}
        </FieldMessage>
      ) : null}
      {error ? (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  )
}

/** The aria props of a control inside Field. */
export function describedBy(id: string, options: { hint?: string | undefined; error?: string | undefined }) {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter((value) => value !== null)
  return {
    id,
    'aria-invalid': options.error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  }
}
