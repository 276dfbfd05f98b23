/** Saved searches: other features reach it only through this file; it registers itself in feature.ts. */
export { createSavedSearchesService, type SavedSearchesService } from './service.ts'
