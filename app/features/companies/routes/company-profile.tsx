import { preloadJobResults } from '#app/features/jobs/index.ts'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { companiesBreadcrumb } from '#app/features/companies/breadcrumb-handle.ts'
import { ProfileView } from '#app/features/companies/components/profile-view.tsx'
import { loadProfile } from '#app/features/companies/load-profile.server.ts'
import type { Route } from './+types/company-profile'

/** /companies/{slug}: a company's profile, open jobs and reviews (spec 001 §3; decision 064). */
export const loader = serverRoute(({ request, params }: Route.LoaderArgs, context) => loadProfile(request, context, params.slug))

export const handle: typeof companiesBreadcrumb & TranslationsHandle = {
  ...companiesBreadcrumb,
  ...translationsHandle('companies', 'jobs'),
}

/** Navigations inside the app: the job cards' chunk loads with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadJobResults()])
  return data
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.status !== 'found') return [{ title: loaderData?.meta.title }]
  return publicPageMeta(loaderData.meta)
}

export default function CompanyProfilePage({ loaderData }: Route.ComponentProps) {
  return <ProfileView page={loaderData} />
}
