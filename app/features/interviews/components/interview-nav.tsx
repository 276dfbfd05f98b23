import { BarChart3, BookOpen, Mic } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/ui/cn.ts'

const sections = [
  { to: '/mock-interview', key: 'start', icon: Mic },
  { to: '/mock-interview/preparation', key: 'preparation', icon: BookOpen },
  { to: '/mock-interview/analytics', key: 'analytics', icon: BarChart3 },
] as const

/** The three places of the mock interview, as tabs above each page (the session is reached from the first). */
export function InterviewNav() {
  const { t } = useTranslation('interviews')
  return (
    <nav aria-label={t('nav.label')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {sections.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                  isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface-raised text-ink hover:border-brand-500',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The frame of every mock-interview page: its width, heading and the section tabs. */
export function InterviewPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <InterviewNav />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}
