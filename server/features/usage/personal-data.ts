import { usageCountedKeys, usageCounters } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The person's daily counts of limited features (chat messages, applications …), oldest day first. */
export const usageData = ownedRows({
  key: 'usage',
  table: usageCounters,
  owner: usageCounters.userId,
  fields: { feature: usageCounters.feature, day: usageCounters.day, count: usageCounters.count },
  orderBy: [usageCounters.day, usageCounters.feature],
})

/** The ids of the person's counted chat messages (decision 073), kept a week. */
export const usageKeysData = ownedRows({
  key: 'usageCountedKeys',
  table: usageCountedKeys,
  owner: usageCountedKeys.userId,
  fields: { feature: usageCountedKeys.feature, key: usageCountedKeys.key, day: usageCountedKeys.day },
  orderBy: [usageCountedKeys.day, usageCountedKeys.id],
})
