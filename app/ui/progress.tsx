import { cn } from './cn.ts'

export type ProgressProps = {
  /** 0 to 100. */
  value: number
  label: string
  className?: string
}

/** A determinate progress bar with role="progressbar"; the label names it for assistive technology. */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-muted dark:bg-white/10', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-500 transition-[width] duration-100 ease-linear motion-reduce:transition-none"
        style={{ width: `${clamped}%` }}
      />
    </div>
  )
}
