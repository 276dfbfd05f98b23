import { usageCounters } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The person's daily counts of limited features (chat messages, applications …), oldest day first. */
export const usageData = ownedRows({
  key: 'usage',
  table: usageCounters,
  owner: usageCounters.userId,
  fields: { feature: usageCounters.feature, day: usageCounters.day, count: usageCounters.count },
  orderBy: [usageCounters.day, usageCounters.feature],
})
