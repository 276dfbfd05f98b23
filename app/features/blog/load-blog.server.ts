import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import { articleBreadcrumbs, readPageNumber, topicBreadcrumbs } from '#core/blog/blog.ts'
import type { PublishedPost } from '#core/blog/blog-post.ts'
import { renderMarkdown } from '#core/blog/markdown.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { absoluteUrl, type PublicPageMeta } from '#app/lib/public-page-meta.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { SITE_NAME, withSiteName } from '#app/shell/site-name.ts'
import { blogListPath, type BlogArticleData, type BlogListData } from './blog-pages.ts'

/**
 * The blog's public pages (decision 062): everything measured on the server (true counts, the
 * rendered body, the trail), their head through publicPageMeta. An unknown topic or a slug that is not
 * a published post is the product's 404 (spec 000 §7: the post read selects published posts only).
 */

async function readLanguage(request: Request) {
  const language = await readRequestLanguage(request)
  return { language, t: createI18n(language).getFixedT('blog', language) }
}

/** /blog and /blog/topics/{slug}: a page of published posts, newest first, with the topics to filter by. */
export async function loadBlogList(request: Request, context: RequestContext, clusterSlug: string | null): Promise<BlogListData> {
  const { language, t } = await readLanguage(request)
  const pageNumber = readPageNumber(new URL(request.url).searchParams.get('page'))
  const { blog } = context.services
  const [clusters, topic] = await Promise.all([
    blog.listPublicClusters(language),
    clusterSlug === null ? Promise.resolve(null) : blog.readTopic(clusterSlug, pageNumber, language),
  ])
  if (clusterSlug !== null && topic === null) throw new AppError('NOT_FOUND')
  const page = topic ? topic.page : await blog.listPublished(pageNumber, language)
  if (page === null) throw new AppError('NOT_FOUND')
  const cluster = topic?.cluster ?? null
  const baseTitle = cluster ? t('meta.topicTitle', { name: cluster.name }) : t('meta.title')
  const title = page.page > 1 ? t('meta.pageTitle', { title: baseTitle, page: page.page }) : baseTitle
  const description = cluster ? t('meta.topicDescription', { name: cluster.name, description: cluster.description }) : t('meta.description')
  const meta: PublicPageMeta = {
    title: withSiteName(title),
    description,
    canonicalUrl: absoluteUrl(context.publicUrl, blogListPath(page.page, cluster?.slug ?? null)),
    language,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: cluster ? `${SITE_NAME}: ${cluster.name}` : `${SITE_NAME} blog`,
        url: absoluteUrl(context.publicUrl, blogListPath(1, cluster?.slug ?? null)),
      },
    ],
  }
  return {
    meta: await applySeoOverride(context, meta),
    breadcrumbs: cluster ? topicBreadcrumbs(t('breadcrumb'), cluster) : [{ label: t('breadcrumb') }],
    page,
    clusters,
    cluster,
    rssUrl: absoluteUrl(context.publicUrl, '/blog/rss.xml'),
  }
}

/** schema.org BlogPosting of an article. */
export function blogPostingJsonLd(post: PublishedPost, publicUrl: string): Record<string, unknown> {
  const url = absoluteUrl(publicUrl, `/blog/${post.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription ?? post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.authorName },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(publicUrl, '/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.clusterName,
    inLanguage: 'en-IN',
  }
}

/** /blog/{slug}: a published post, its rendered body and related posts of the same topic. */
export async function loadBlogArticle(request: Request, context: RequestContext, slug: string): Promise<BlogArticleData> {
  const { language, t } = await readLanguage(request)
  const found = await context.services.blog.readPost(slug, language)
  if (!found) throw new AppError('NOT_FOUND')
  const { post, related } = found
  return {
    meta: await applySeoOverride(context, {
      title: withSiteName(post.seoTitle ?? post.title),
      description: post.seoDescription ?? post.excerpt,
      canonicalUrl: absoluteUrl(context.publicUrl, `/blog/${post.slug}`),
      language,
      ogType: 'article',
      structuredData: [blogPostingJsonLd(post, context.publicUrl)],
    }),
    breadcrumbs:
      language === 'en' ? articleBreadcrumbs(t('breadcrumb'), post) : articleBreadcrumbs(t('breadcrumb'), post, post.clusterName),
    post,
    bodyHtml: renderMarkdown(post.body),
    related,
    rssUrl: absoluteUrl(context.publicUrl, '/blog/rss.xml'),
  }
}
