import type { HTMLAttributes } from 'react'
import { cn } from './cn.ts'

const roundedClasses = { lg: 'rounded-lg', xl: 'rounded-xl' } as const

/** A placeholder block; it pulses only when the reader allows motion. */
export function Skeleton({
  rounded = 'lg',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { rounded?: keyof typeof roundedClasses }) {
  return (
    <div
      aria-hidden="true"
      className={cn(roundedClasses[rounded], 'bg-surface-muted motion-safe:animate-pulse dark:bg-white/10', className)}
      {...props}
    />
  )
}
