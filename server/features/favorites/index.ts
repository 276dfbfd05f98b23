/** Saved jobs (bookmarks): server/services.ts reaches the feature only through this file. */
export { createFavoritesRoutes } from './routes.ts'
export { createFavoritesService, type FavoritesService } from './service.ts'
