import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from './cn.ts'

export type ChipProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** A toggle chip announces its state with aria-pressed; a plain action chip leaves it undefined. */
  pressed?: boolean
}

/** A rounded pill button: quick searches, filter toggles, popular locations. */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip({ pressed, className, type = 'button', ...props }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      aria-pressed={pressed}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium sm:min-h-9',
        'transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-line bg-surface-raised text-ink hover:border-brand-500 hover:bg-brand-50 dark:hover:bg-brand-900/40',
        className,
      )}
      {...props}
    />
  )
})
