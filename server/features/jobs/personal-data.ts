import { clickEvents } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The job clicks a signed-in search recorded (click_events.user_id has no foreign key: erased here, not by a cascade). */
export const jobClicksData = ownedRows({
  key: 'clicks',
  table: clickEvents,
  owner: clickEvents.userId,
  fields: { jobId: clickEvents.jobId, query: clickEvents.query, location: clickEvents.location, createdAt: clickEvents.createdAt },
  orderBy: [clickEvents.createdAt],
})
