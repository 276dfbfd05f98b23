import { Star } from 'lucide-react'
import { cn } from '#app/ui/cn.ts'

/** Stars for a rating (rounded to the nearest half star), with the number as text for screen readers. */
export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const rounded = Math.round(rating * 2) / 2
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= rounded ? 'fill-amber-400 text-amber-500' : star - 0.5 === rounded ? 'fill-amber-200 text-amber-500' : 'text-line',
          )}
        />
      ))}
    </span>
  )
}
