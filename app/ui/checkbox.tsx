import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from './cn.ts'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  description?: ReactNode
}

/**
 * A native checkbox with its label; the whole row is the 44 px touch target and shows the focus ring
 * (the `!` beats the global :focus-visible outline in app.css, which sits outside Tailwind's layers).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, className, id, ...props },
  ref,
) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const descriptionId = `${inputId}-description`
  return (
    <label
      htmlFor={inputId}
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface-raised px-3 py-2.5',
        'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/40',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        className,
      )}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none!"
        {...props}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink">{label}</span>
        {description ? (
          <span id={descriptionId} className="block text-xs text-ink-muted">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  )
})
