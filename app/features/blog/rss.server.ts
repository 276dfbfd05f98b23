import type { PublishedPost } from '#core/blog/blog-post.ts'
import { escapeHtml } from '#core/blog/markdown.ts'
import { absoluteUrl } from '#app/lib/public-page-meta.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'

/** /blog/rss.xml: RSS 2.0 of the newest published posts, newest first (decision 062). */
export function buildBlogRss(posts: readonly PublishedPost[], publicUrl: string): string {
  const blogUrl = absoluteUrl(publicUrl, '/blog')
  const items = posts.map((post) => {
    const url = absoluteUrl(publicUrl, `/blog/${post.slug}`)
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <description>${escapeHtml(post.excerpt)}</description>`,
      `      <category>${escapeHtml(post.clusterName)}</category>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n')
  })
  const newest = posts[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${SITE_NAME} blog`)}</title>`,
    `    <link>${escapeHtml(blogUrl)}</link>`,
    `    <atom:link href="${escapeHtml(absoluteUrl(publicUrl, '/blog/rss.xml'))}" rel="self" type="application/rss+xml" />`,
    '    <description>Career advice for job seekers in India: resumes, interviews, salaries, visas, government exams and career change.</description>',
    '    <language>en-in</language>',
    ...(newest ? [`    <lastBuildDate>${new Date(newest.publishedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
