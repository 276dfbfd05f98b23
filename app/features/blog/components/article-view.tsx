import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatIndiaDate } from '#core/format/india-date.ts'
import type { BlogArticleData } from '#app/features/blog/blog-pages.ts'
import { ArticleBody } from './article-body.tsx'
import { PostCard } from './post-card.tsx'

/** /blog/{slug}: the article with its topic, byline, dates and reading time, then related posts of the same topic. */
export function ArticleView({ data }: { data: BlogArticleData }) {
  const { t, i18n } = useTranslation('blog')
  const { post, related } = data
  const isUpdated = post.updatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <article aria-labelledby="article-heading" className="mx-auto max-w-3xl" lang="en">
        <p lang={i18n.language} className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
          <Link to={`/blog/topics/${post.clusterSlug}`} className="rounded underline-offset-4 hover:underline">
            {t('article.topic', { topic: post.clusterName })}
          </Link>
        </p>
        <h1 id="article-heading" className="mt-2 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{post.excerpt}</p>
        <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>{t('article.by', { author: post.authorName })}</span>
          <time dateTime={post.publishedAt}>{formatIndiaDate(post.publishedAt, i18n.language)}</time>
          {isUpdated ? <span>{t('article.updated', { date: formatIndiaDate(post.updatedAt, i18n.language) })}</span> : null}
          <span>{t('list.readingTime', { minutes: post.readingMinutes })}</span>
        </p>
        <ArticleBody html={data.bodyHtml} className="mt-8" />
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-12 max-w-5xl border-t border-line pt-8">
          <h2 id="related-heading" className="text-xl font-bold text-ink">
            {t('article.related', { topic: post.clusterName })}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((item) => (
              <li key={item.slug}>
                <PostCard post={item} headingLevel="h3" />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link
              to={`/blog/topics/${post.clusterSlug}`}
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
            >
              {t('article.allInTopic', { topic: post.clusterName })}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  )
}
