import { useId } from 'react'
import { Input, inputClasses } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { cn } from '#app/ui/cn.ts'

/** A labelled text input or text area of the builder; every change names its field, so typing in it is one undo step. */
export function TextField({
  label,
  value,
  onChange,
  isMultiline = false,
  type = 'text',
  inputMode,
  autoComplete,
  hint,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  isMultiline?: boolean
  type?: 'text' | 'email' | 'tel' | 'url' | 'number'
  inputMode?: 'numeric' | 'decimal'
  autoComplete?: string
  hint?: string
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={isMultiline ? 'sm:col-span-2' : undefined}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">
        {isMultiline ? (
          <textarea
            id={id}
            rows={4}
            value={value}
            aria-describedby={hint ? hintId : undefined}
            className={cn(inputClasses, 'py-2')}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            id={id}
            type={type}
            value={value}
            inputMode={inputMode}
            autoComplete={autoComplete ?? 'off'}
            aria-describedby={hint ? hintId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A number that may be left empty (null): notice period, CTC. */
export function NumberField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  hint?: string
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      value={value === null ? '' : String(value)}
      {...(hint ? { hint } : {})}
      onChange={(text) => {
        const parsed = Number(text)
        onChange(text.trim() === '' || !Number.isFinite(parsed) || parsed < 0 ? null : parsed)
      }}
    />
  )
}
