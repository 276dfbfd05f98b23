import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature, type RegistryFacts } from '#server/lib/server-feature.ts'
import { profileData } from './personal-data.ts'
import { createAccountRoutes } from './routes.ts'
import { createAccountService } from './service.ts'

/** The signed-in user's settings: profile, sessions, and "Download my data" and "Delete account" over every feature's personal data. */
export const accountFeature = defineServerFeature({
  name: 'account',
  services: (deps: { database: DatabaseHandle }, _needs: unknown, registry: RegistryFacts) => ({
    account: createAccountService({ database: deps.database, personalData: registry.personalData }),
  }),
  api: [{ path: '/account', create: createAccountRoutes }],
  personalData: [profileData],
})
