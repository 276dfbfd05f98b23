import { eq } from 'drizzle-orm'
import { whatsappDataRequests, whatsappDigests, whatsappSubscriptions } from '#server/db/schema/index.ts'
import { ownedRows, type PersonalData } from '#server/lib/personal-data.ts'

/** The person's number, opt-in and alert choices. */
export const whatsappSubscriptionData = ownedRows({
  key: 'whatsapp',
  table: whatsappSubscriptions,
  owner: whatsappSubscriptions.userId,
  fields: {
    phone: whatsappSubscriptions.phone,
    state: whatsappSubscriptions.state,
    isDailyOn: whatsappSubscriptions.isDailyOn,
    dailyChannel: whatsappSubscriptions.dailyChannel,
    locale: whatsappSubscriptions.locale,
    optedInAt: whatsappSubscriptions.optedInAt,
    optedOutAt: whatsappSubscriptions.optedOutAt,
    lastSentAt: whatsappSubscriptions.lastSentAt,
    createdAt: whatsappSubscriptions.createdAt,
  },
  single: true,
})

/** Which jobs each daily digest carried. */
export const whatsappDigestData = ownedRows({
  key: 'dailyDigests',
  table: whatsappDigests,
  owner: whatsappDigests.userId,
  fields: {
    day: whatsappDigests.istDate,
    jobIds: whatsappDigests.jobIds,
    outcome: whatsappDigests.outcome,
    createdAt: whatsappDigests.createdAt,
  },
  orderBy: [whatsappDigests.istDate],
})

/**
 * The person's DPDP requests: exported, and kept after an erasure (with the person as an id and an
 * address, no foreign key) as the record that the erasure was asked for and done.
 */
export const whatsappDataRequestData: PersonalData = {
  key: 'dataRequests',
  tables: [whatsappDataRequests],
  async export(db, person) {
    return db
      .select({
        kind: whatsappDataRequests.kind,
        state: whatsappDataRequests.state,
        requestedAt: whatsappDataRequests.requestedAt,
        dueAt: whatsappDataRequests.dueAt,
        completedAt: whatsappDataRequests.completedAt,
      })
      .from(whatsappDataRequests)
      .where(eq(whatsappDataRequests.userId, person.userId))
  },
  async erase() {
    // Kept: the proof that the request was answered (DPDP Act s. 8(7) allows what the law requires to keep).
  },
}
