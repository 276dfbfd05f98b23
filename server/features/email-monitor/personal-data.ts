import { emailMonitorMatches } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The employers' replies the monitor read for the person, and what each did to their application. */
export const emailMonitorMatchData = ownedRows({
  key: 'employerReplies',
  table: emailMonitorMatches,
  owner: emailMonitorMatches.userId,
  fields: {
    applicationId: emailMonitorMatches.applicationId,
    kind: emailMonitorMatches.kind,
    sender: emailMonitorMatches.sender,
    subject: emailMonitorMatches.subject,
    phrase: emailMonitorMatches.phrase,
    fromStatus: emailMonitorMatches.fromStatus,
    toStatus: emailMonitorMatches.toStatus,
    isMoved: emailMonitorMatches.isMoved,
    createdAt: emailMonitorMatches.createdAt,
  },
  orderBy: [emailMonitorMatches.createdAt],
})
