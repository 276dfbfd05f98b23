import { useId, type ReactNode } from 'react'
import { cn } from './cn.ts'

export type SwitchProps = {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
  id?: string
  className?: string
}

/** An on/off setting: a button with role="switch", labelled by its visible text. */
export function Switch({ checked, onCheckedChange, label, description, disabled, id, className }: SwitchProps) {
  const fallbackId = useId()
  const switchId = id ?? fallbackId
  const labelId = `${switchId}-label`
  const descriptionId = `${switchId}-description`
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-4', className)}>
      <div className="min-w-0">
        <span id={labelId} className="block text-sm font-semibold text-ink">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="block text-xs text-ink-muted">
            {description}
          </span>
        ) : null}
      </div>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors motion-reduce:transition-none',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          'disabled:cursor-not-allowed disabled:opacity-50',
          // A 44 px hit area around the 28 px track.
          'before:absolute before:-inset-2 before:content-[""]',
          checked ? 'bg-brand-700' : 'bg-ink-muted/40',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-6 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  )
}
