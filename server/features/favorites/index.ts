/** Saved jobs (bookmarks): other features reach it only through this file; it registers itself in feature.ts. */
export { createFavoritesRoutes } from './routes.ts'
export { createFavoritesService, type FavoritesService } from './service.ts'
