/** Job view history: other features reach it only through this file; it registers itself in feature.ts. */
export { createHistoryService, type HistoryService } from './service.ts'
