import { defineAppFeature } from '#app/lib/app-feature.ts'

/**
 * The blog (issue 23, decision 062): /blog, its topics, its articles and RSS feed, and the content
 * admin's screens: posts (list, new, edit), clusters, the calendar and the content generator.
 */
export const blogFeature = defineAppFeature({
  name: 'blog',
  pages: [
    { path: 'blog', file: 'features/blog/routes/blog.tsx' },
    { path: 'blog/rss.xml', file: 'features/blog/routes/blog-rss.ts' },
    { path: 'blog/topics/:slug', file: 'features/blog/routes/blog-topic.tsx' },
    { path: 'blog/:slug', file: 'features/blog/routes/blog-post.tsx' },
  ],
  adminScreens: [
    { area: 'posts', file: 'features/blog/routes/admin-posts.tsx' },
    { area: 'clusters', file: 'features/blog/routes/admin-clusters.tsx' },
    { area: 'calendar', file: 'features/blog/routes/admin-calendar.tsx' },
    { area: 'contentGenerator', file: 'features/blog/routes/admin-content-generator.tsx' },
  ],
})
