import type { Outbox } from '#server/features/notifications/index.ts'
import type { DailyActivity } from '#server/lib/daily-activity.ts'
import type { Logger } from '#server/lib/logger.ts'
import { user } from '#server/db/schema/index.ts'
import { rowsPerIndiaDay } from '#server/lib/daily-metrics.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { TransactionScope } from '#server/lib/transaction-scope.ts'
import { accountData, sessionsData, signInMethodsData } from './personal-data.ts'
import { createAuthRoutes } from './routes.ts'
import { createAuthService, type AccountsSettings, type AuthService, type SignedInAccount } from './service.ts'

/** Sign-in (better-auth at /api/auth) and the account's own tables. */
export const authFeature = defineServerFeature({
  name: 'auth',
  services: (
    deps: { logger: Logger; accounts: AccountsSettings },
    needs: {
      transactions: TransactionScope
      notifications: { outbox: Outbox }
      // ADMIN_EMAILS: the admin feature's rule, told of every new session (auth does not import admin).
      admin: { promoteListedAdmin: (account: SignedInAccount) => Promise<void> }
      activity: DailyActivity
      systemSettings: { read: () => Promise<unknown>; current: () => { flags: { signUps: boolean } } }
    },
  ) => ({
    auth: createAuthService({
      transactions: needs.transactions,
      logger: deps.logger,
      outbox: needs.notifications.outbox,
      publicUrl: deps.accounts.publicUrl,
      secret: deps.accounts.authSecret,
      google: deps.accounts.google,
      onSignedIn: needs.admin.promoteListedAdmin,
      onActive: (userId) => needs.activity.markActive(userId),
      switches: {
        refresh: () => needs.systemSettings.read(),
        areSignUpsOpen: () => needs.systemSettings.current().flags.signUps,
      },
    }),
  }),
  api: [{ path: '/auth', create: (services: { auth: AuthService }) => createAuthRoutes(services.auth) }],
  personalData: [accountData, sessionsData, signInMethodsData],
  metrics: [rowsPerIndiaDay('signUps', user, user.createdAt)],
})
