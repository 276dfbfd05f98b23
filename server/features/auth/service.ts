import { eq } from 'drizzle-orm'
import type { GenericOAuthConfig } from 'better-auth/plugins'
import { user } from '#server/db/schema/index.ts'
import type { Outbox } from '#server/features/notifications/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { TransactionScope } from '#server/lib/transaction-scope.ts'
import { createAuth } from './auth.ts'
import { createThrottle } from './throttle.ts'
import { readViewer, readViewerWithCookies, type ViewerState } from './viewer.ts'

/** Who just signed in, for the sign-in hook. */
export interface SignedInAccount {
  userId: string
  email: string
  emailVerified: boolean
}

/** What sign-in needs from the configuration (server/main.ts reads it; tests pass their own). */
export interface AccountsSettings {
  publicUrl: string
  authSecret: string
  /** Google's OpenID Connect client, or null when Google sign-in is off. */
  google: GenericOAuthConfig | null
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[]
}

export interface AuthServiceDeps {
  /** The request transactions over the database (server/services.ts): every query of this feature goes through `transactions.db`. */
  transactions: TransactionScope
  logger: Logger
  outbox: Outbox
  publicUrl: string
  secret: string
  google: GenericOAuthConfig | null
  /**
   * Told of every new session: the admin feature's ADMIN_EMAILS rule
   * (feature.ts wires it; auth does not import admin, which imports auth's guards).
   */
  onSignedIn?: (account: SignedInAccount) => Promise<void>
  /** Told of every signed-in request: the staff dashboard's active people (server/lib/daily-activity.ts). */
  onActive?: (userId: string) => void
  /** Staff's switches (decision 071): `refresh` reads them, `areSignUpsOpen` answers from that read; absent, sign-ups are open. */
  switches?: { refresh: () => Promise<unknown>; areSignUpsOpen: () => boolean }
  now?: () => Date
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps.transactions
  const now = deps.now ?? (() => new Date())

  async function onSessionCreated(userId: string): Promise<void> {
    const [account] = await db.select().from(user).where(eq(user.id, userId))
    if (!account) return
    await deps.onSignedIn?.({ userId, email: account.email, emailVerified: account.emailVerified })
  }

  const auth = createAuth({
    transactions: deps.transactions,
    logger: deps.logger,
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    google: deps.google,
    onSessionCreated,
    ...(deps.switches ? { areSignUpsOpen: deps.switches.areSignUpsOpen } : {}),
  })

  function noteActive(state: ViewerState): ViewerState {
    if (state.kind === 'signed-in') deps.onActive?.(state.viewer.userId)
    return state
  }

  async function registeredUserId(email: string): Promise<string | null> {
    const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1)
    return found?.id ?? null
  }

  return {
    auth,
    transactions: deps.transactions,
    isGoogleEnabled: deps.google !== null,
    /** Reads staff's switches before better-auth runs (its account hook answers from this read). */
    refreshSwitches: async (): Promise<void> => {
      await deps.switches?.refresh()
    },
    /** Sign-in throttling (throttle.ts), on the service's clock. */
    throttle: createThrottle(db, now),
    /** Whether an account already uses this address (spec 000 §8 'already registered'). */
    async isEmailRegistered(email: string): Promise<boolean> {
      return (await registeredUserId(email)) !== null
    },
    /** The id of the account using this address, or null. */
    registeredUserId,
    /** Who the request's cookies name (pages and APIs). */
    async readViewer(headers: Headers) {
      return noteActive(await readViewer(auth, db, headers, now()))
    },
    /** The same for a page, with the Set-Cookie values the page's response must carry (viewer.ts). */
    async readViewerForPage(headers: Headers) {
      const read = await readViewerWithCookies(auth, db, headers, now())
      noteActive(read.state)
      return read
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
