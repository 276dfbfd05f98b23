/** The blog: other features reach it only through this file; it registers itself in feature.ts. */
export { createBlogService, type BlogService } from './service.ts'
