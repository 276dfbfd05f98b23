import type { DatabaseHandle } from '#server/db/client.ts'
import type { AccountMessages } from '#server/features/notifications/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { accountData, sessionsData, signInMethodsData } from './personal-data.ts'
import { createAuthRoutes } from './routes.ts'
import { createAuthService, type AccountsSettings, type AuthService, type SignedInAccount } from './service.ts'

/** Sign-in (better-auth at /api/auth) and the account's own tables. */
export const authFeature = defineServerFeature({
  name: 'auth',
  services: (
    deps: { database: DatabaseHandle; logger: Logger; accounts: AccountsSettings },
    needs: {
      notifications: { accountMessages: AccountMessages }
      // ADMIN_EMAILS: the admin feature's rule, told of every new session (auth does not import admin).
      admin: { promoteListedAdmin: (account: SignedInAccount) => Promise<void> }
    },
  ) => ({
    auth: createAuthService({
      database: deps.database,
      logger: deps.logger,
      messages: needs.notifications.accountMessages,
      publicUrl: deps.accounts.publicUrl,
      secret: deps.accounts.authSecret,
      google: deps.accounts.google,
      onSignedIn: needs.admin.promoteListedAdmin,
    }),
  }),
  api: [{ path: '/auth', create: (services: { auth: AuthService }) => createAuthRoutes(services.auth) }],
  personalData: [accountData, sessionsData, signInMethodsData],
})
