import { useState } from 'react'
import { cn } from '#app/ui/cn.ts'

const palette = [
  'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
] as const

function getInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/u)
    .filter(Boolean)
  const initials = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return initials.join('').toLocaleUpperCase() || '?'
}

function pickColour(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return palette[hash % palette.length] ?? palette[0]
}

/** The employer's logo, or its initials on a stable colour when there is none or it fails to load. */
export function CompanyLogo({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const box = size === 'lg' ? 'size-14 rounded-2xl text-lg' : 'size-12 rounded-xl text-base'
  const pixels = size === 'lg' ? 56 : 48
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(url)}
        className={cn(box, 'shrink-0 border border-line bg-white object-contain p-1')}
      />
    )
  }
  return (
    <span aria-hidden="true" className={cn(box, 'flex shrink-0 items-center justify-center font-bold', pickColour(name))}>
      {getInitials(name)}
    </span>
  )
}
