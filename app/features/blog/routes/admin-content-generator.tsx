import { adminMeta } from '#app/features/admin/index.ts'
import { GeneratorForm } from '#app/features/blog/components/generator-form.tsx'
import { loadContentGenerator } from '#app/features/blog/load-admin-blog.server.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-content-generator'

/** /admin/content-generator: the content generator (editors; decision 062). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadContentGenerator(request, context))

export const handle = translationsHandle('blog', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminContentGeneratorPage({ loaderData }: Route.ComponentProps) {
  return <GeneratorForm clusters={loaderData.clusters} />
}
