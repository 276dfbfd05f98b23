import { DEFAULT_AUTHOR, POST_STATUSES, readPageNumber, type PostStatus } from '#core/blog/blog.ts'
import type { CalendarEntry } from '#core/blog/blog-post.ts'
import type { AdminPost, BlogCluster } from '#core/blog/blog.schema.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { pageLocation } from '#app/lib/page-location.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import { AppError } from '#server/lib/app-error.ts'

/** The content admin's screens (decision 062): every loader passes its area's staff gate first. */

async function adminTitle(
  request: Request,
  heading:
    'adminPosts.heading' | 'editor.headingNew' | 'editor.headingEdit' | 'clusters.heading' | 'calendar.heading' | 'generator.heading',
) {
  const language = await readRequestLanguage(request)
  const i18n = createI18n(language)
  const t = i18n.getFixedT('blog', language)
  const admin = i18n.getFixedT('admin', language)
  return withSiteName(admin('pageTitle', { area: t(heading) }))
}

function isPostStatus(value: string | null): value is PostStatus {
  return value !== null && (POST_STATUSES as readonly string[]).includes(value)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type AdminPostsData =
  | {
      mode: 'list'
      title: string
      posts: AdminPost[]
      total: number
      page: number
      pageCount: number
      status: PostStatus | null
      clusterSlug: string | null
      clusters: BlogCluster[]
    }
  | { mode: 'editor'; title: string; post: AdminPost | null; clusters: BlogCluster[]; defaultAuthor: string }

/** /admin/posts (the list, filtered by ?status= and ?cluster=), /admin/posts/new and /admin/posts/{id}/edit. */
export async function loadAdminPosts(request: Request, context: RequestContext): Promise<AdminPostsData> {
  await gatePage(request, context, 'staff')
  const { blog } = context.services
  const { pathname } = pageLocation(request)
  const clusters = await blog.listAdminClusters()
  if (pathname === '/admin/posts/new') {
    return { mode: 'editor', title: await adminTitle(request, 'editor.headingNew'), post: null, clusters, defaultAuthor: DEFAULT_AUTHOR }
  }
  const edit = /^\/admin\/posts\/([^/]+)\/edit\/?$/.exec(pathname)
  if (edit) {
    const id = edit[1] ?? ''
    if (!UUID.test(id)) throw new AppError('NOT_FOUND')
    const post = await blog.findAdminPost(id)
    if (!post) throw new AppError('NOT_FOUND')
    return { mode: 'editor', title: await adminTitle(request, 'editor.headingEdit'), post, clusters, defaultAuthor: DEFAULT_AUTHOR }
  }
  const query = new URL(request.url).searchParams
  const statusParam = query.get('status')
  const status = isPostStatus(statusParam) ? statusParam : null
  const clusterParam = query.get('cluster')
  const clusterSlug = clusterParam && clusters.some((cluster) => cluster.slug === clusterParam) ? clusterParam : null
  const list = await blog.listAdminPosts({ status, clusterSlug, page: readPageNumber(query.get('page')) })
  return { mode: 'list', title: await adminTitle(request, 'adminPosts.heading'), ...list, status, clusterSlug, clusters }
}

/** /admin/clusters: every cluster with its post counts. */
export async function loadAdminClusters(request: Request, context: RequestContext): Promise<{ title: string; clusters: BlogCluster[] }> {
  await gatePage(request, context, 'staff')
  return { title: await adminTitle(request, 'clusters.heading'), clusters: await context.services.blog.listAdminClusters() }
}

export interface CalendarData {
  title: string
  year: number
  month: number
  entries: CalendarEntry[]
}

/** The India-time month of an instant. */
function indiaMonth(at: Date): { year: number; month: number } {
  const shifted = new Date(at.getTime() + 330 * 60_000)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 }
}

/** /admin/calendar?month=YYYY-MM (this month in India time by default): scheduled and published posts. */
export async function loadAdminCalendar(request: Request, context: RequestContext): Promise<CalendarData> {
  await gatePage(request, context, 'staff')
  const asked = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(new URL(request.url).searchParams.get('month') ?? '')
  const { year, month } = asked ? { year: Number(asked[1]), month: Number(asked[2]) } : indiaMonth(new Date())
  return {
    title: await adminTitle(request, 'calendar.heading'),
    year,
    month,
    entries: await context.services.blog.readCalendar(year, month),
  }
}

/** /admin/content-generator: the clusters a draft may go into. */
export async function loadContentGenerator(request: Request, context: RequestContext): Promise<{ title: string; clusters: BlogCluster[] }> {
  await gatePage(request, context, 'staff')
  return { title: await adminTitle(request, 'generator.heading'), clusters: await context.services.blog.listAdminClusters() }
}
