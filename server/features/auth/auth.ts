import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { and, eq, isNotNull } from 'drizzle-orm'
import { isPhoneOnlyEmail, PHONE_ONLY_EMAIL_DOMAIN } from '#core/auth/account-label.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#core/auth/validation.ts'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { genericOAuth, phoneNumber } from 'better-auth/plugins'
import type { GenericOAuthConfig } from 'better-auth/plugins'
import { account, profiles, session, user, verification } from '#server/db/schema/index.ts'
import { serializeError, truncateForLog, type Logger } from '#server/lib/logger.ts'
import { readRequestLanguage } from '#server/lib/request-language.ts'
import type { TransactionScope } from '#server/lib/transaction-scope.ts'
import type { NewMessage, Outbox } from '#server/features/notifications/index.ts'
import {
  AUTH_BASE_PATH,
  MESSAGES_PER_RECIPIENT_PER_HOUR,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
  sessionCookiePrefix,
} from './constants.ts'

/** The header better-auth reads the client's address from; set by our routes from c.get('clientIp'), never by the client. */
export const CLIENT_IP_HEADER = 'x-jobyatra-client-ip'

export interface AuthDeps {
  /**
   * The request transactions: better-auth writes through `transactions.db`, so where the routes
   * open a transaction around a request (routes.ts) its changes and the messages they cause commit
   * together.
   */
  transactions: TransactionScope
  logger: Logger
  outbox: Outbox
  publicUrl: string
  secret: string
  /** Google's OpenID Connect client, or null when sign-in with Google is off (server/features/auth/google.ts). */
  google: GenericOAuthConfig | null
  /** Runs after every sign-in that creates a session (ADMIN_EMAILS promotion). */
  onSessionCreated(userId: string): Promise<void>
  /**
   * Whether new accounts may be made: staff's sign-ups switch (decision 071); absent, always. Synchronous:
   * better-auth makes accounts inside its own transaction, where a query through another connection would
   * wait on PGlite forever; the routes read the settings before they call better-auth.
   */
  areSignUpsOpen?: () => boolean
}

/**
 * The better-auth instance: e-mail and password with verification, Google through OpenID Connect,
 * phone codes, sessions in the database. Throttling, CSRF for our own APIs and the session rules
 * better-auth has no option for (absolute time-out) live beside it in this feature.
 */
export function createAuth(deps: AuthDeps) {
  const isHttps = deps.publicUrl.startsWith('https://')
  const { db } = deps.transactions

  /**
   * Writes a message in the request's transaction, capped per recipient (issue 18). A message that
   * cannot be written fails the change that caused it: better-auth only logs a failed sign-up
   * verification e-mail, so the transaction is told as well, and rolls back.
   */
  async function send(message: NewMessage): Promise<void> {
    try {
      await deps.outbox.enqueue(db, message, { capPerHour: MESSAGES_PER_RECIPIENT_PER_HOUR })
    } catch (error) {
      deps.transactions.fail(error)
      throw error
    }
  }

  async function isDisabled(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.userId, userId), isNotNull(profiles.disabledAt)))
    return row !== undefined
  }

  return betterAuth({
    appName: 'JobYatra',
    baseURL: deps.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: trustedOrigins(deps.publicUrl),
    telemetry: { enabled: false },
    // OAuth failures better-auth cannot send to the flow's own error page (a lost state) land on ours.
    onAPIError: { errorURL: `${deps.publicUrl}/auth/callback` },
    // Our own throttle (throttle.ts) answers with the spec's message and counts per account too.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification }, transaction: true }),
    logger: { log: (level, message, ...args) => logBetterAuth(deps.logger, level, message, args) },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: account, url }, request) => {
        const locale = readRequestLanguage(request?.headers)
        await send({ template: 'reset-password', userId: account.id, recipient: account.email, locale, params: { url } })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: account, url }, request) => {
        const locale = readRequestLanguage(request?.headers)
        await send({ template: 'verify-email', userId: account.id, recipient: account.email, locale, params: { url } })
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    user: { deleteUser: { enabled: true } },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    advanced: {
      // Behind HTTPS every cookie is `__Host-jobyatra.…` (Secure, Path=/, no Domain: DESIGN.md Security).
      // better-auth's own secure prefix is __Secure-, so it is off and the prefix is ours.
      useSecureCookies: false,
      cookiePrefix: sessionCookiePrefix(isHttps),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps },
      // better-auth skips its Origin check when NODE_ENV is test; ours runs everywhere, so tests see it.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every way an account is made (e-mail sign-up, a first Google or phone sign-in) passes here (decision 071).
          before: () => {
            if (deps.areSignUpsOpen && !deps.areSignUpsOpen()) {
              return Promise.reject(new APIError('UNPROCESSABLE_ENTITY', { code: 'SIGN_UPS_CLOSED', message: 'Sign-ups are closed' }))
            }
            return Promise.resolve()
          },
          after: async (created, context) => {
            await db.insert(profiles).values({ userId: created.id }).onConflictDoNothing()
            // Spec 000 §4: the welcome e-mail goes to a new account (an unconfirmed sign-up as well as a first
            // Google sign-in: the 30-second rule's "account just created"), once, as it is made. Phone-only
            // accounts have no address to write to. A failure is only logged (spec 000 §7), so it is not
            // capped and does not fail the sign-up: its savepoint alone rolls back.
            if (isPhoneOnlyEmail(created.email)) return
            const locale = readRequestLanguage(context?.request?.headers ?? context?.headers)
            await deps.outbox
              .enqueue(db, { template: 'welcome', userId: created.id, recipient: created.email, locale, params: { name: created.name } })
              .catch((error: unknown) => deps.logger.warn({ err: error, userId: created.id }, 'the welcome e-mail could not be queued'))
          },
        },
      },
      session: {
        create: {
          // Every sign-in path makes its session here: a disabled account keeps none (decision 071). The
          // check runs after the session is written, not before: better-auth writes it inside its own
          // transaction on some paths (a password change), where a query of ours would wait on PGlite's
          // one connection for that transaction to end; its after-hooks run once it has committed.
          after: async (created) => {
            if (await isDisabled(created.userId)) {
              await db.delete(session).where(eq(session.userId, created.userId))
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'This account has been disabled' })
            }
            await deps.onSessionCreated(created.userId)
          },
        },
      },
    },
    plugins: [
      phoneNumber({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: PHONE_CODE_TTL_SECONDS,
        allowedAttempts: PHONE_CODE_ATTEMPTS,
        phoneNumberValidator: (value) => /^\+91[6-9]\d{9}$/.test(value),
        sendOTP: async ({ phoneNumber: to, code }, context) => {
          const locale = readRequestLanguage(context?.request?.headers ?? context?.headers)
          await send({ template: 'phone-code', userId: null, recipient: to, locale, params: { code } })
        },
        signUpOnVerification: {
          getTempEmail: (value) => `${value.replace(/\D/g, '')}@${PHONE_ONLY_EMAIL_DOMAIN}`,
          getTempName: (value) => value,
        },
      }),
      ...(deps.google ? [genericOAuth({ config: [deps.google] })] : []),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

/**
 * better-auth's own log lines, through our scrubber (issue 18: a double-clicked sign-up on PostgreSQL
 * wrote the e-mail address and the row into 24 error lines): every argument goes through the `err`
 * serializer, which drops SQL parameters and PostgreSQL's row details, and the message, which can
 * quote what a client sent (a callback URL), is cut to LOG_TEXT_MAX. A refused callback URL is the
 * client's mistake, logged as a warning, not a server error.
 */
function logBetterAuth(logger: Logger, level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: string, args: unknown[]): void {
  const isRefusedInput = level === 'error' && /^Invalid [A-Za-z]*URL\b/u.test(message)
  const ours = level === 'success' ? 'info' : isRefusedInput ? 'warn' : level
  logger[ours]({ args: args.map((arg) => serializeError(arg)) }, `better-auth: ${truncateForLog(message)}`)
}

/**
 * The origins allowed to post to /api/auth: the public URL's, and on a loopback address both names
 * of it, so `npm start` works whether the browser opened localhost or 127.0.0.1.
 */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  const loopbackNames = ['localhost', '127.0.0.1']
  if (!loopbackNames.includes(url.hostname)) return [url.origin]
  return loopbackNames.map((hostname) => {
    const alias = new URL(url)
    alias.hostname = hostname
    return alias.origin
  })
}
