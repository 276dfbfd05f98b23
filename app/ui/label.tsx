import type { LabelHTMLAttributes, ReactNode } from 'react'
import { cn } from './cn.ts'

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('block text-sm font-semibold text-ink', className)} {...props} />
}

/** The message under a field: an error, or an informational hint. */
export function FieldMessage({ id, tone, children }: { id: string; tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      id={id}
      className={cn(
        'mt-1.5 flex items-start gap-1.5 text-sm',
        tone === 'error' ? 'font-medium text-red-700 dark:text-red-300' : 'text-ink-muted',
      )}
    >
      {children}
    </p>
  )
}
