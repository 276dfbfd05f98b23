import { LoaderCircle } from 'lucide-react'
import { cn } from './cn.ts'

/**
 * A decorative spinner; pair it with visible or screen-reader text that says what is loading.
 * `className` replaces the default size (`size-5`), so a caller that passes one sets the size too.
 */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('motion-safe:animate-spin', className)} />
}
