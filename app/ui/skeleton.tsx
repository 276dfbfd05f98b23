import type { HTMLAttributes } from 'react'
import { cn } from './cn.ts'

/** A placeholder block; it pulses only when the reader allows motion. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-lg bg-surface-muted motion-safe:animate-pulse dark:bg-white/10', className)}
      {...props}
    />
  )
}
