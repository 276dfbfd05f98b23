import { useTranslation } from '#app/i18n/react.tsx'
import type { SkillCount } from '#core/matching/matching.schema.ts'

/** Skills by how many jobs ask for them, as CSS bars: a list a screen reader reads as text ('SQL, 214 jobs'). */
export function SkillBars({ skills, label }: { skills: readonly SkillCount[]; label: string }) {
  const { t } = useTranslation('workspace')
  const top = Math.max(...skills.map((skill) => skill.jobs), 1)
  return (
    <ol className="mt-3 space-y-2" aria-label={label}>
      {skills.map((skill) => (
        <li
          key={skill.skill}
          className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_auto]"
        >
          <span translate="no" className="truncate font-medium text-ink">
            {skill.skill}
          </span>
          <span aria-hidden="true" className="h-3 rounded-full bg-surface-muted">
            <span
              className="block h-3 rounded-full bg-accent-500/80 dark:bg-accent-400/80"
              style={{ width: `${Math.max((100 * skill.jobs) / top, 2)}%` }}
            />
          </span>
          <span className="text-ink-muted tabular-nums">{t('careerIntelligence.chart.jobsCount', { count: skill.jobs })}</span>
        </li>
      ))}
    </ol>
  )
}
