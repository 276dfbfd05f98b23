import { Building2 } from 'lucide-react'
import { cn } from '#app/ui/cn.ts'

/** A company's logo (ours once stored, else the source's), or a building when it has none. */
export function CompanyLogo({ logoUrl, alt, size = 'md' }: { logoUrl: string | null; alt: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 sm:size-20' : 'size-12'
  if (logoUrl === null) {
    return (
      <span className={cn('flex shrink-0 items-center justify-center rounded-xl bg-surface-muted text-ink-muted', box)}>
        <Building2 aria-hidden="true" className="size-1/2" />
      </span>
    )
  }
  return (
    <img
      src={logoUrl}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={cn('shrink-0 rounded-xl border border-line bg-white object-contain p-1', box)}
    />
  )
}
