import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { PostSummary } from '#core/blog/blog-post.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'

/** One post in a list: its title as the link, topic, date, reading time and excerpt. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('blog')
  const Heading = headingLevel
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
        <Link to={`/blog/topics/${post.clusterSlug}`} className="rounded underline-offset-4 hover:underline">
          {post.clusterName}
        </Link>
      </p>
      <Heading className="mt-2 text-lg leading-snug font-bold text-ink">
        <Link to={`/blog/${post.slug}`} className="rounded underline-offset-4 hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-ink-muted">{post.excerpt}</p>
      <p className="mt-3 text-xs text-ink-muted">
        <time dateTime={post.publishedAt}>{formatIndiaDate(post.publishedAt, i18n.language)}</time>
        <span aria-hidden="true"> · </span>
        {t('list.readingTime', { minutes: post.readingMinutes })}
      </p>
    </article>
  )
}
