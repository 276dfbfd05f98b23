import type { ReactNode } from 'react'
import { href, useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { RelatedLinks } from '#app/shell/related-links.tsx'
import { gatedPageMeta } from '#app/features/account/index.ts'
import { ApplicationsBoard } from '#app/features/applications/pages.ts'
import { loadWorkspace, type WorkspaceData } from '#app/features/history/index.server.ts'
import { CarriedSearchSection, RecentViewsSection, SavedJobsSection, SavedSearchesSection } from '#app/features/history/pages.ts'
import { RecommendedJobs } from '#app/features/matching/pages.ts'
import { DashboardView } from '#app/features/onboarding/index.ts'
import { loadDashboard } from '#app/features/onboarding/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import type { Route } from './+types/dashboard'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadDashboard(request, context, (userId) => loadWorkspace(context, userId)),
)

/** Its trail (app/shell/breadcrumbs.ts) and the namespaces it renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('account', 'jobs', 'workspace'),
  breadcrumb: ({ t }) => [{ label: t('shell:breadcrumbs.dashboard') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

/** One section of the dashboard: `wide` spans both columns on a large screen; the others sit two by two. */
interface DashboardSection {
  key: string
  wide: boolean
  element: ReactNode
}

/** The dashboard's sections, top to bottom (issue 19): recommended jobs come from matching (decision 056). */
function dashboardSections(workspace: WorkspaceData): DashboardSection[] {
  return [
    { key: 'carried-search', wide: true, element: <CarriedSearchSection /> },
    { key: 'recommended-jobs', wide: true, element: <RecommendedJobs /> },
    { key: 'applications', wide: true, element: <ApplicationsBoard /> },
    { key: 'saved-searches', wide: false, element: <SavedSearchesSection searches={workspace.savedSearches} /> },
    { key: 'saved-jobs', wide: false, element: <SavedJobsSection favorites={workspace.savedJobs} total={workspace.savedJobsTotal} /> },
    { key: 'recent-views', wide: false, element: <RecentViewsSection entries={workspace.history} /> },
  ]
}

function DashboardSections({ sections }: { sections: readonly DashboardSection[] }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      {sections.map((section) => (
        <div key={section.key} className={`min-w-0 empty:hidden [&>section]:mt-0 ${section.wide ? 'lg:col-span-2' : ''}`}>
          {section.element}
        </div>
      ))}
    </div>
  )
}

function DashboardRelatedLinks() {
  const { t } = useTranslation('shell')
  return (
    <RelatedLinks
      links={[
        { label: t('relatedLinks.jobRecommendations'), to: href('/job-recommendations') },
        { label: t('nav.resumeBuilder'), to: href('/resume-builder') },
        { label: t('nav.interviewPrep'), to: href('/mock-interview') },
        { label: t('nav.careerGuides'), to: '/guides' },
      ]}
    />
  )
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const { workspace } = loaderData
  return (
    <>
      <DashboardView
        name={loaderData.name}
        onboarding={loaderData.onboarding}
        places={loaderData.places}
        onOnboardingCompleted={() => void revalidator.revalidate()}
        workspace={workspace === null ? null : <DashboardSections sections={dashboardSections(workspace)} />}
      />
      <DashboardRelatedLinks />
    </>
  )
}
