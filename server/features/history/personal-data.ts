import { jobSearchHistory } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The jobs the person viewed, with how often, when last and the search they were found with. */
export const jobViewHistoryData = ownedRows({
  key: 'jobViewHistory',
  table: jobSearchHistory,
  owner: jobSearchHistory.userId,
  fields: {
    jobId: jobSearchHistory.jobId,
    jobTitle: jobSearchHistory.jobTitle,
    companyName: jobSearchHistory.companyName,
    location: jobSearchHistory.location,
    searchQuery: jobSearchHistory.searchQuery,
    searchLocation: jobSearchHistory.searchLocation,
    viewCount: jobSearchHistory.viewCount,
    lastViewedAt: jobSearchHistory.lastViewedAt,
    createdAt: jobSearchHistory.createdAt,
  },
  orderBy: [jobSearchHistory.lastViewedAt, jobSearchHistory.id],
})
