import { profiles } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The profile of the settings page (names, phone, location; the staff role). */
export const profileData = ownedRows({ key: 'profile', table: profiles, owner: profiles.userId, single: true })
