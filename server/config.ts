import { availableParallelism } from 'node:os'
import { DEFAULT_JOB_EXPIRY_DAYS } from '#core/jobs/job-source.schema.ts'
import { z } from 'zod'
import { stateOfCode } from '#core/plans/invoice.ts'

/**
 * Typst compiles at once: one core's worth less than the machine has, so the request thread keeps a
 * core (a 2-core machine: 1 worker; a compile takes ~6 ms), and at most 4.
 */
export const DEFAULT_RENDER_WORKERS = Math.min(4, Math.max(1, availableParallelism() - 1))

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

/**
 * Every environment variable the server reads, with its default. This module is the only reader of
 * process.env (CONVENTIONS.md §5); the README's configuration table mirrors it.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    APP_ENV: z.enum(['production', 'staging']).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    BUILD_DIR: z.string().min(1).default('build'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'must be a size such as 32MB (kB, MB or GB)')
      .default('128MB'),
    SEED_ON_START: booleanFlag.default(true),
    SEED_JOBS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    DOCUMENT_RENDER_WORKERS: z.coerce.number().int().min(1).max(32).default(DEFAULT_RENDER_WORKERS),
    DOCUMENT_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@jobyatra.example'),
    ADMIN_EMAILS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')))
      .default([]),
    EMAIL_PROVIDER: z.enum(['local', 'smtp']).default('local'),
    EMAIL_MONITOR_PROVIDER: z.enum(['local', 'imap']).default('local'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    EMAIL_FROM: z.string().min(3).default('JobYatra <no-reply@jobyatra.in>'),
    SMS_PROVIDER: z.enum(['local', 'msg91']).default('local'),
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_TEMPLATE_ID: z.string().min(1).optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    WHATSAPP_PROVIDER: z.enum(['local', 'cloud']).default('local'),
    WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,20}$/, 'is not a phone number id (digits)')
      .optional(),
    WHATSAPP_APP_SECRET: z.string().min(1).optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
    WHATSAPP_API_BASE_URL: z.url().default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'is not a Graph API version (v21.0)')
      .default('v21.0'),
    WHATSAPP_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(80),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    JOB_SOURCES_FILE: z.string().min(1).optional(),
    JOB_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_JOB_EXPIRY_DAYS),
    ADZUNA_APP_ID: z.string().min(1).optional(),
    ADZUNA_APP_KEY: z.string().min(1).optional(),
    JOB_SEARCH_PROVIDER: z.enum(['local', 'jsearch']).default('local'),
    JSEARCH_API_KEY: z.string().min(1).optional(),
    JSEARCH_HOST: z.string().min(1).default('jsearch.p.rapidapi.com'),
    JSEARCH_BASE_URL: z.url().default('https://jsearch.p.rapidapi.com'),
    JSEARCH_REQUESTS_PER_SECOND: z.coerce.number().positive().max(100).default(5),
    ANALYTICS_PROVIDER: z.enum(['local', 'posthog']).default('local'),
    POSTHOG_API_KEY: z.string().min(1).optional(),
    POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
    INVOICE_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
    INVOICE_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'is not a GSTIN (15 characters: state code, PAN, entity, Z, check)')
      .optional(),
    INVOICE_ADDRESS: z.string().trim().min(1).max(400).optional(),
    INVOICE_STATE_CODE: z
      .string()
      .regex(/^\d{2}$/, 'is not a two-digit GST state code')
      .refine((code) => stateOfCode(code) !== undefined, 'is not a GST state code')
      .optional(),
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z]{1,3}$/, 'must be 1 to 3 capital letters')
      .default('JY'),
    INVOICE_SAC: z
      .string()
      .regex(/^99\d{4}$/, 'is not a six-digit SAC code (99….)')
      .default('998439'),
  })
  .superRefine((env, context) => {
    const require = (name: keyof typeof env, when: string) => {
      if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: `is required ${when}` })
    }
    if (env.EMAIL_PROVIDER === 'smtp') require('SMTP_URL', 'when EMAIL_PROVIDER=smtp')
    if (env.SMS_PROVIDER === 'msg91') {
      require('MSG91_AUTH_KEY', 'when SMS_PROVIDER=msg91')
      require('MSG91_TEMPLATE_ID', 'when SMS_PROVIDER=msg91')
    }
    if (env.WHATSAPP_PROVIDER === 'cloud') {
      for (const name of ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const)
        require(name, 'when WHATSAPP_PROVIDER=cloud')
    }
    if (env.JOB_SEARCH_PROVIDER === 'jsearch') require('JSEARCH_API_KEY', 'when JOB_SEARCH_PROVIDER=jsearch')
    if (env.ANALYTICS_PROVIDER === 'posthog') require('POSTHOG_API_KEY', 'when ANALYTICS_PROVIDER=posthog')
    if (env.AI_PROVIDER === 'openai') require('AI_MODEL', 'when AI_PROVIDER=openai (the model every call names)')
    if ((env.ADZUNA_APP_ID === undefined) !== (env.ADZUNA_APP_KEY === undefined)) {
      require(env.ADZUNA_APP_ID === undefined ? 'ADZUNA_APP_ID' : 'ADZUNA_APP_KEY', 'with the other Adzuna variable')
    }
    if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
      require(env.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET', 'with the other Google variable')
    }
    const razorpayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
    const missingRazorpayKeys = razorpayKeys.filter((name) => env[name] === undefined)
    if (missingRazorpayKeys.length > 0 && missingRazorpayKeys.length < razorpayKeys.length) {
      for (const name of missingRazorpayKeys) require(name, 'with the other Razorpay variables')
    }
    const invoiceKeys = ['INVOICE_LEGAL_NAME', 'INVOICE_GSTIN', 'INVOICE_ADDRESS', 'INVOICE_STATE_CODE'] as const
    const missingInvoiceKeys = invoiceKeys.filter((name) => env[name] === undefined)
    if (missingInvoiceKeys.length > 0 && missingInvoiceKeys.length < invoiceKeys.length) {
      for (const name of missingInvoiceKeys) require(name, 'with the other INVOICE_ variables (the business on every tax invoice)')
    }
    if (env.INVOICE_GSTIN !== undefined && env.INVOICE_STATE_CODE !== undefined && !env.INVOICE_GSTIN.startsWith(env.INVOICE_STATE_CODE)) {
      context.addIssue({ code: 'custom', path: ['INVOICE_STATE_CODE'], message: 'differs from the first two digits of INVOICE_GSTIN' })
    }
    if (env.APP_ENV !== 'production') return
    // Invoices of the sample business are not tax invoices: production never issues them.
    if (missingInvoiceKeys.length === invoiceKeys.length) {
      for (const name of invoiceKeys) require(name, 'when APP_ENV=production (without it invoices would name the sample business)')
    }
    // Without keys payments go through the local checkout, which takes no money: production refuses it.
    if (missingRazorpayKeys.length === razorpayKeys.length) {
      for (const name of razorpayKeys)
        require(name, 'when APP_ENV=production (without it premium would be sold through the local checkout)')
    }
    // DESIGN.md "Outside services": production never pretends to reach a person.
    if (env.EMAIL_PROVIDER === 'local') {
      context.addIssue({
        code: 'custom',
        path: ['EMAIL_PROVIDER'],
        message: 'is local, which APP_ENV=production refuses: set EMAIL_PROVIDER=smtp and SMTP_URL',
      })
    }
    if (env.SMS_PROVIDER === 'local') {
      context.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'is local, which APP_ENV=production refuses: set SMS_PROVIDER=msg91, MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
      })
    }
    if (env.WHATSAPP_PROVIDER === 'local') {
      context.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PROVIDER'],
        message:
          'is local, which APP_ENV=production refuses: set WHATSAPP_PROVIDER=cloud, WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN',
      })
    }
    require('AUTH_SECRET', 'when APP_ENV=production (sessions must survive restarts and match across servers)')
    require('PUBLIC_URL', 'when APP_ENV=production (links in e-mails and the Google redirect use it)')
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    isProduction: env.NODE_ENV === 'production',
    /** Whether /dev/mailbox exists: local messaging, never with APP_ENV=production (which refuses it anyway). */
    isMailboxEnabled:
      (env.EMAIL_PROVIDER === 'local' || env.SMS_PROVIDER === 'local' || env.WHATSAPP_PROVIDER === 'local') && env.APP_ENV !== 'production',
  }))

export type Config = z.output<typeof configSchema>

export class ConfigError extends Error {
  readonly issues: string[]

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
    this.name = 'ConfigError'
    this.issues = issues
  }
}

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = configSchema.safeParse(present)
  if (result.success) return result.data
  // Values are not echoed: a bad DATABASE_URL may carry a password.
  const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new ConfigError(issues)
}
