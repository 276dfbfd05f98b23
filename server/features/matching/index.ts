/** Job matching: other features reach it only through this file; it registers itself in feature.ts. */
export { createMatchingService, rankMatchesIn, type MatchingService } from './service.ts'
export { createMatchingRepo } from './repo.ts'
