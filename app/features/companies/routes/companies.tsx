import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { companiesBreadcrumb } from '#app/features/companies/breadcrumb-handle.ts'
import { DirectoryView } from '#app/features/companies/components/directory-view.tsx'
import { loadDirectory } from '#app/features/companies/load-directory.server.ts'
import type { Route } from './+types/companies'

/** /companies: every employer with open jobs, searched and filtered by GET parameters (decision 064). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadDirectory(request, context))

export const handle: typeof companiesBreadcrumb & TranslationsHandle = {
  ...companiesBreadcrumb,
  ...translationsHandle('companies', 'jobs'),
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.status !== 'found') return [{ title: loaderData?.meta.title }]
  return publicPageMeta(loaderData.meta)
}

export default function CompaniesPage({ loaderData }: Route.ComponentProps) {
  return <DirectoryView page={loaderData} />
}
