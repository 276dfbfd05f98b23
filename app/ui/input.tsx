import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from './cn.ts'

/** An input's look without its height, which `controlSize` sets. */
const inputSurfaceClasses =
  'block w-full rounded-xl border border-line bg-surface-raised px-3 text-base text-ink ' +
  'placeholder:text-ink-muted/80 shadow-xs transition-colors motion-reduce:transition-none ' +
  'hover:border-brand-200 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:outline-red-600/30 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 dark:aria-[invalid=true]:border-red-400'

const controlSizeClasses = { md: 'min-h-11', lg: 'min-h-12' } as const
export type ControlSize = keyof typeof controlSizeClasses

/** The classes of a text field at the usual height, for other controls that must look like one (Select, AuthField). */
export const inputClasses = `${inputSurfaceClasses} ${controlSizeClasses.md}`

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** An icon drawn inside the field at its start; the input is padded to clear it. */
  startIcon?: ReactNode
  /** `lg` (48 px) for the hero search's fields; `md` (44 px) everywhere else. */
  controlSize?: ControlSize
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, startIcon, controlSize = 'md', ...props }, ref) {
  const classes = cn(inputSurfaceClasses, controlSizeClasses[controlSize], startIcon ? 'ps-10' : null, className)
  if (!startIcon) return <input ref={ref} className={classes} {...props} />
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-ink-muted" aria-hidden="true">
        {startIcon}
      </span>
      <input ref={ref} className={classes} {...props} />
    </div>
  )
})
