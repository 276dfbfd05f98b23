import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from './cn.ts'

export type ChipProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** A toggle chip announces its state with aria-pressed; a plain action chip leaves it undefined. */
  pressed?: boolean
  /** `translucent`: over a picture (the hero's trending searches), the page shows through when not pressed. */
  surface?: 'solid' | 'translucent'
  /** Narrower sides (px-3), for a row of many chips. */
  compact?: boolean
}

/** A rounded pill button: quick searches, filter toggles, popular locations. */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip(
  { pressed, surface = 'solid', compact = false, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-pressed={pressed}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border text-sm font-medium sm:min-h-9',
        compact ? 'px-3' : 'px-3.5',
        'transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : cn(
              'border-line text-ink hover:border-brand-500 hover:bg-brand-50 dark:hover:bg-brand-900/40',
              surface === 'translucent' ? 'bg-surface-raised/80 backdrop-blur' : 'bg-surface-raised',
            ),
        className,
      )}
      {...props}
    />
  )
})
