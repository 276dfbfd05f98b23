import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from './cn.ts'

export const inputClasses =
  'block w-full min-h-11 rounded-xl border border-line bg-surface-raised px-3 text-base text-ink ' +
  'placeholder:text-ink-muted/80 shadow-xs transition-colors motion-reduce:transition-none ' +
  'hover:border-brand-200 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:outline-red-600/30 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 dark:aria-[invalid=true]:border-red-400'

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** An icon drawn inside the field at its start; the input is padded to clear it. */
  startIcon?: ReactNode
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, startIcon, ...props }, ref) {
  if (!startIcon) return <input ref={ref} className={cn(inputClasses, className)} {...props} />
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-ink-muted" aria-hidden="true">
        {startIcon}
      </span>
      <input ref={ref} className={cn(inputClasses, 'ps-10', className)} {...props} />
    </div>
  )
})
