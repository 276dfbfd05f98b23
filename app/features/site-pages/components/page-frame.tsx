import type { ReactNode } from 'react'

/** The frame of a site page: a readable column, its heading and lead paragraph. */
export function PageFrame({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  return (
    <div className={wide ? 'mx-auto max-w-5xl px-4 py-8 sm:py-12' : 'mx-auto max-w-3xl px-4 py-8 sm:py-12'}>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-3 text-base leading-relaxed text-ink-muted">{intro}</div> : null}
      </header>
      <div className="mt-8">{children}</div>
    </div>
  )
}

/** A titled section of a site page. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 text-base leading-relaxed text-ink">{children}</div>
    </section>
  )
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}
