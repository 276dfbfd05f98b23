import { Rss } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { BLOG_PAGE_SIZE } from '#core/blog/blog.ts'
import { cn } from '#app/ui/cn.ts'
import type { BlogListData } from '#app/features/blog/blog-pages.ts'
import { BlogPager } from './blog-pager.tsx'
import { PostCard } from './post-card.tsx'

/** /blog and /blog/topics/{slug}: the heading, the topics to filter by, a page of posts and the pager. */
export function BlogListView({ data }: { data: BlogListData }) {
  const { t } = useTranslation('blog')
  const { page, cluster, clusters } = data
  const from = (page.page - 1) * BLOG_PAGE_SIZE + 1
  const to = from + page.posts.length - 1
  const activeSlug = cluster?.slug ?? null
  return (
    <section aria-labelledby="blog-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h1 id="blog-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {cluster ? cluster.name : t('list.heading')}
          </h1>
          <p className="mt-2 text-base text-ink-muted">{cluster ? cluster.description : t('list.intro')}</p>
        </div>
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('list.rss')}
        </a>
      </div>

      <nav aria-label={t('list.topics')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <TopicLink to="/blog" isActive={activeSlug === null} label={t('list.allTopics')} />
          </li>
          {clusters.map((item) => (
            <li key={item.slug}>
              <TopicLink to={`/blog/topics/${item.slug}`} isActive={item.slug === activeSlug} label={`${item.name} (${item.postCount})`} />
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-6 text-sm text-ink-muted" aria-live="polite">
        {page.total === 0 ? t('list.empty') : t('list.count', { count: page.total, from, to })}
      </p>
      {page.posts.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
      <BlogPager page={page.page} pageCount={page.pageCount} clusterSlug={activeSlug} />
    </section>
  )
}

function TopicLink({ to, isActive, label }: { to: string; isActive: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium',
        isActive ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface text-ink hover:border-brand-600',
      )}
    >
      {label}
    </Link>
  )
}
