import { MessagesSquare } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ComingSoon } from './coming-soon.tsx'

export const mockInterviewSections = ['session', 'analytics', 'preparation'] as const
export type MockInterviewSection = (typeof mockInterviewSections)[number]

export function isMockInterviewSection(value: string | undefined): value is MockInterviewSection {
  return mockInterviewSections.some((section) => section === value)
}

/** /mock-interview and its sections until the interviews feature arrives. */
export function MockInterviewComingSoon({ section }: { section: MockInterviewSection | null }) {
  const { t } = useTranslation('account')
  return (
    <ComingSoon
      icon={MessagesSquare}
      title={t('placeholders.mockInterview.title')}
      {...(section ? { subtitle: t(`placeholders.mockInterview.sections.${section}`) } : {})}
      description={t('placeholders.mockInterview.description')}
      items={[
        t('placeholders.mockInterview.items.preparation'),
        t('placeholders.mockInterview.items.session'),
        t('placeholders.mockInterview.items.analytics'),
      ]}
    />
  )
}
