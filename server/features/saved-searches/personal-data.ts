import { savedSearches } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The searches the person saved, with their filters and alert choices. */
export const savedSearchesData = ownedRows({
  key: 'savedSearches',
  table: savedSearches,
  owner: savedSearches.userId,
  fields: {
    name: savedSearches.name,
    query: savedSearches.query,
    location: savedSearches.location,
    filters: savedSearches.filters,
    isEmailAlertOn: savedSearches.isEmailAlertOn,
    isWhatsappAlertOn: savedSearches.isWhatsappAlertOn,
    lastAlertedAt: savedSearches.lastAlertedAt,
    lastSeenAt: savedSearches.lastSeenAt,
    createdAt: savedSearches.createdAt,
  },
  orderBy: [savedSearches.createdAt, savedSearches.id],
})
