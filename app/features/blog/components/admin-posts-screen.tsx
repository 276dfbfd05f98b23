import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { POST_STATUSES, type PostStatus } from '#core/blog/blog.ts'
import type { AdminPost, BlogCluster } from '#core/blog/blog.schema.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { Badge } from '#app/ui/badge.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { Select } from '#app/ui/select.tsx'

interface PostsScreenProps {
  posts: AdminPost[]
  total: number
  page: number
  pageCount: number
  status: PostStatus | null
  clusterSlug: string | null
  clusters: BlogCluster[]
}

function listPath(page: number, status: PostStatus | null, clusterSlug: string | null): string {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (clusterSlug) query.set('cluster', clusterSlug)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text === '' ? '/admin/posts' : `/admin/posts?${text}`
}

/** /admin/posts: every post with its status and topic, filtered by a plain GET form (works before hydration). */
export function AdminPostsScreen({ posts, total, page, pageCount, status, clusterSlug, clusters }: PostsScreenProps) {
  const { t, i18n } = useTranslation('blog')
  return (
    <AdminPage heading={t('adminPosts.heading')} intro={t('adminPosts.intro')}>
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/posts/new" className={buttonClasses({ variant: 'primary' })}>
          {t('adminPosts.new')}
        </Link>
        <Link to="/admin/content-generator" className={buttonClasses({ variant: 'outline' })}>
          {t('adminPosts.generator')}
        </Link>
      </div>
      <form method="get" action="/admin/posts" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink">
          {t('adminPosts.status')}
          <Select name="status" defaultValue={status ?? ''}>
            <option value="">{t('adminPosts.all')}</option>
            {POST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          {t('adminPosts.cluster')}
          <Select name="cluster" defaultValue={clusterSlug ?? ''}>
            <option value="">{t('adminPosts.all')}</option>
            {clusters.map((cluster) => (
              <option key={cluster.id} value={cluster.slug}>
                {cluster.name}
              </option>
            ))}
          </Select>
        </label>
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          {t('adminPosts.filter')}
        </button>
      </form>
      <p className="mt-4 text-sm text-ink-muted">{t('adminPosts.count', { count: total })}</p>
      {posts.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('adminPosts.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
          {posts.map((post) => {
            const when = post.status === 'published' ? post.published_at : post.status === 'scheduled' ? post.publish_at : null
            return (
              <li key={post.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{post.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <Badge>{t(`statuses.${post.status}`)}</Badge>
                    <span>{post.cluster_name}</span>
                    {when ? <span>{formatIndiaDateTime(when, i18n.language)}</span> : null}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link to={`/admin/posts/${post.id}/edit`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                    {t('adminPosts.edit')}
                    <span className="sr-only">: {post.title}</span>
                  </Link>
                  {post.status === 'published' ? (
                    <Link to={`/blog/${post.slug}`} className={buttonClasses({ variant: 'ghostBrand', size: 'sm' })}>
                      {t('adminPosts.view')}
                      <span className="sr-only">: {post.title}</span>
                    </Link>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={listPath(page - 1, status, clusterSlug)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('pager.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">{t('pager.status', { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link to={listPath(page + 1, status, clusterSlug)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('pager.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AdminPage>
  )
}
