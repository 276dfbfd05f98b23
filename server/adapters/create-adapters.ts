import { fileURLToPath } from 'node:url'
import { DEFAULT_RENDER_WORKERS, type Config } from '#server/config.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createLocalAiChat } from './ai/local.ts'
import { createOpenAiCompatibleChat } from './ai/openai.ts'
import type { AiChat } from './ai/port.ts'
import { createLocalAnalyticsSink } from './analytics/local.ts'
import type { AnalyticsSink } from './analytics/port.ts'
import { createPostHogSink } from './analytics/posthog.ts'
import { createLocalEmailSender } from './email/local.ts'
import type { EmailSender } from './email/port.ts'
import { createSmtpEmailSender } from './email/smtp.ts'
import { createDocumentTools } from './documents/local.ts'
import type { DocumentTools } from './documents/port.ts'
import { createLocalGoogle } from './google/local.ts'
import type { GoogleSignIn } from './google/port.ts'
import { createJSearchClient } from './job-sources/jsearch-client.ts'
import type { LiveJobSearch, ProviderCredentials } from './job-sources/port.ts'
import { connectors } from './job-sources/registry.ts'
import { createImapMailbox } from './mailbox/imap.ts'
import { createLocalMailbox } from './mailbox/local.ts'
import type { MailboxReader } from './mailbox/port.ts'
import { createLocalPaymentGateway } from './payments/local.ts'
import type { PaymentGateway } from './payments/port.ts'
import { createRazorpayGateway } from './payments/razorpay.ts'
import type { Adapters } from './port.ts'
import { createLocalSmsSender } from './sms/local.ts'
import { createMsg91SmsSender } from './sms/msg91.ts'
import type { SmsSender } from './sms/port.ts'
import { createCloudApiWhatsAppSender } from './whatsapp/cloud.ts'
import { createLocalWhatsAppSender } from './whatsapp/local.ts'
import type { WhatsAppSender } from './whatsapp/port.ts'

/**
 * The adapters, composed once (CONVENTIONS.md §6): a typed section per service names its provider and
 * exactly what that provider needs, and `createAdapters` builds each with an exhaustive switch that
 * throws on a provider it does not know. `server/main.ts` reads the sections from the environment
 * (`adaptersConfigFrom`); tests, benchmarks and scripts build theirs the same way, from
 * `localAdaptersConfig` with the sections they point at a stand-in.
 */

export type EmailConfig = { provider: 'local' } | { provider: 'smtp'; url: string; from: string }
export type SmsConfig = { provider: 'local' } | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string }
export type WhatsAppConfig =
  | { provider: 'local' }
  | {
      provider: 'cloud'
      accessToken: string
      phoneNumberId: string
      appSecret: string
      verifyToken: string
      baseUrl: string
      apiVersion: string
      messagesPerSecond: number
    }
export type AnalyticsConfig = { provider: 'local' } | { provider: 'posthog'; apiKey: string; host: string }
export type AiConfig =
  | { provider: 'local'; timeoutMs: number }
  | { provider: 'openai'; baseUrl: string; apiKey: string | null; model: string; timeoutMs: number }
export type LiveJobSearchConfig =
  { provider: 'local' } | { provider: 'jsearch'; apiKey: string; host: string; baseUrl: string; requestsPerSecond: number }
/** Each source names its own kind; only the providers' credentials are configuration. */
export type JobSourcesConfig = { credentials: ProviderCredentials }
export type GoogleConfig =
  | { provider: 'google'; clientId: string; clientSecret: string; issuer: string }
  | { provider: 'local'; publicUrl: string; redirectUris: readonly string[] }
  | { provider: 'off' }
/** The e-mail-response monitor's mailbox: its server and credentials are staff's settings, not configuration. */
export type MailboxConfig = { provider: 'local' } | { provider: 'imap' }
/** The Typst worker pool: how many compile at once and how long one may take (DOCUMENT_RENDER_*). */
export type DocumentsConfig = { renderWorkers: number; renderTimeoutMs: number }

/** Where the Typst templates live (the renderer's root: resume/, and invoices later). */
export const TYPST_TEMPLATE_ROOT = fileURLToPath(new URL('../lib/typst/templates/', import.meta.url))
export type PaymentsConfig =
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; baseUrl: string }
  | { provider: 'local'; webhookUrl: string | null }

export interface AdaptersConfig {
  email: EmailConfig
  sms: SmsConfig
  whatsapp: WhatsAppConfig
  analytics: AnalyticsConfig
  ai: AiConfig
  liveJobSearch: LiveJobSearchConfig
  jobSources: JobSourcesConfig
  google: GoogleConfig
  documents: DocumentsConfig
  payments: PaymentsConfig
  mailbox: MailboxConfig
}

/** Nothing leaves the machine and Google sign-in is off: where tests, benchmarks and scripts start. */
export const localAdaptersConfig: AdaptersConfig = {
  email: { provider: 'local' },
  sms: { provider: 'local' },
  whatsapp: { provider: 'local' },
  analytics: { provider: 'local' },
  ai: { provider: 'local', timeoutMs: 30_000 },
  liveJobSearch: { provider: 'local' },
  jobSources: { credentials: { jsearch: null, adzuna: null } },
  google: { provider: 'off' },
  documents: { renderWorkers: DEFAULT_RENDER_WORKERS, renderTimeoutMs: 10_000 },
  payments: { provider: 'local', webhookUrl: null },
  mailbox: { provider: 'local' },
}

export function createAdapters(config: AdaptersConfig, deps: { logger: Logger }): Adapters {
  return {
    email: createEmailSender(config.email, deps.logger),
    sms: createSmsSender(config.sms),
    whatsapp: createWhatsAppSender(config.whatsapp),
    analytics: createAnalyticsSink(config.analytics),
    ai: createAiChat(config.ai),
    liveJobSearch: createLiveJobSearch(config.liveJobSearch, deps.logger),
    jobSources: { connectors, credentials: config.jobSources.credentials },
    google: createGoogleSignIn(config.google, deps.logger),
    documents: createDocuments(config.documents),
    payments: createPaymentGateway(config.payments, deps.logger),
    mailbox: createMailbox(config.mailbox),
  }
}

function createMailbox(config: MailboxConfig): MailboxReader {
  switch (config.provider) {
    case 'local':
      return createLocalMailbox()
    case 'imap':
      return createImapMailbox()
    default:
      throw unknownProvider('e-mail monitor', config)
  }
}

function createPaymentGateway(config: PaymentsConfig, logger: Logger): PaymentGateway {
  switch (config.provider) {
    case 'razorpay':
      return createRazorpayGateway({
        keyId: config.keyId,
        keySecret: config.keySecret,
        webhookSecret: config.webhookSecret,
        baseUrl: config.baseUrl,
      })
    case 'local':
      return createLocalPaymentGateway({ webhookUrl: config.webhookUrl, logger })
    default:
      throw unknownProvider('payments', config)
  }
}

function createDocuments(config: DocumentsConfig): DocumentTools {
  return createDocumentTools({ root: TYPST_TEMPLATE_ROOT, workers: config.renderWorkers, timeoutMs: config.renderTimeoutMs })
}

function createEmailSender(config: EmailConfig, logger: Logger): EmailSender {
  switch (config.provider) {
    case 'local':
      return createLocalEmailSender({ logger })
    case 'smtp':
      return createSmtpEmailSender({ url: config.url, from: config.from })
    default:
      throw unknownProvider('e-mail', config)
  }
}

function createSmsSender(config: SmsConfig): SmsSender {
  switch (config.provider) {
    case 'local':
      return createLocalSmsSender()
    case 'msg91':
      return createMsg91SmsSender({ authKey: config.authKey, templateId: config.templateId, baseUrl: config.baseUrl })
    default:
      throw unknownProvider('SMS', config)
  }
}

function createWhatsAppSender(config: WhatsAppConfig): WhatsAppSender {
  switch (config.provider) {
    case 'local':
      return createLocalWhatsAppSender()
    case 'cloud':
      return createCloudApiWhatsAppSender(config)
    default:
      throw unknownProvider('WhatsApp', config)
  }
}

function createAnalyticsSink(config: AnalyticsConfig): AnalyticsSink {
  switch (config.provider) {
    case 'local':
      return createLocalAnalyticsSink()
    case 'posthog':
      return createPostHogSink({ apiKey: config.apiKey, host: config.host })
    default:
      throw unknownProvider('analytics', config)
  }
}

function createAiChat(config: AiConfig): AiChat {
  switch (config.provider) {
    case 'local':
      return createLocalAiChat({ timeoutMs: config.timeoutMs })
    case 'openai':
      return createOpenAiCompatibleChat({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        timeoutMs: config.timeoutMs,
      })
    default:
      throw unknownProvider('AI', config)
  }
}

/** The JSearch client is built once: its caches, quota and rate live in it. */
function createLiveJobSearch(config: LiveJobSearchConfig, logger: Logger): LiveJobSearch | null {
  switch (config.provider) {
    case 'local':
      return null
    case 'jsearch':
      return createJSearchClient({
        apiKey: config.apiKey,
        host: config.host,
        baseUrl: config.baseUrl,
        requestsPerSecond: config.requestsPerSecond,
        logger,
      })
    default:
      throw unknownProvider('job search', config)
  }
}

function createGoogleSignIn(config: GoogleConfig, logger: Logger): GoogleSignIn {
  switch (config.provider) {
    case 'google':
      return { provider: { issuer: config.issuer, clientId: config.clientId, clientSecret: config.clientSecret }, localPages: null }
    case 'local': {
      const local = createLocalGoogle({ publicUrl: config.publicUrl, redirectUris: config.redirectUris })
      logger.info({ issuer: local.issuer }, 'Google sign-in goes through the local consent page (no GOOGLE_CLIENT_ID)')
      return { provider: local, localPages: local }
    }
    case 'off':
      return { provider: null, localPages: null }
    default:
      throw unknownProvider('Google sign-in', config)
  }
}

function unknownProvider(service: string, config: never): Error {
  return new Error(`unknown ${service} provider: ${JSON.stringify(config)}`)
}

/**
 * The sections from the environment, one switch per provider variable; config.ts has already checked
 * that each provider's variables are set, so a missing one here is a bug in that check, said as such.
 *
 * Google sign-in: Google itself with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; without them, the local
 * consent page (google/local.ts) unless APP_ENV is set, where anyone could sign in as anyone through it,
 * so Google sign-in is off there instead.
 */
export function adaptersConfigFrom(
  config: Config,
  urls: { googleRedirectUri: string; paymentsWebhookUrl: string },
  logger: Logger,
): AdaptersConfig {
  return {
    email: emailConfigFrom(config),
    sms: smsConfigFrom(config),
    whatsapp: whatsAppConfigFrom(config),
    analytics: analyticsConfigFrom(config),
    ai: aiConfigFrom(config),
    liveJobSearch: liveJobSearchConfigFrom(config),
    jobSources: {
      credentials: {
        jsearch: config.JSEARCH_API_KEY ? { apiKey: config.JSEARCH_API_KEY, host: config.JSEARCH_HOST } : null,
        adzuna: config.ADZUNA_APP_ID && config.ADZUNA_APP_KEY ? { appId: config.ADZUNA_APP_ID, appKey: config.ADZUNA_APP_KEY } : null,
      },
    },
    google: googleConfigFrom(config, urls.googleRedirectUri, logger),
    documents: { renderWorkers: config.DOCUMENT_RENDER_WORKERS, renderTimeoutMs: config.DOCUMENT_RENDER_TIMEOUT_MS },
    payments: paymentsConfigFrom(config, urls.paymentsWebhookUrl, logger),
    mailbox: { provider: config.EMAIL_MONITOR_PROVIDER },
  }
}

/**
 * Razorpay with its three keys (config.ts wants all or none, and refuses none under APP_ENV=production);
 * without them the local checkout, whose webhooks come to our own endpoint.
 */
function paymentsConfigFrom(config: Config, webhookUrl: string, logger: Logger): PaymentsConfig {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    return {
      provider: 'razorpay',
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: config.RAZORPAY_BASE_URL,
    }
  }
  logger.info('payments go through the local checkout at /__local/razorpay (no RAZORPAY_KEY_ID): no money moves')
  return { provider: 'local', webhookUrl }
}

function emailConfigFrom(config: Config): EmailConfig {
  const provider = config.EMAIL_PROVIDER
  switch (provider) {
    case 'local':
      return { provider }
    case 'smtp':
      return { provider, url: required(config.SMTP_URL, 'EMAIL_PROVIDER=smtp needs SMTP_URL'), from: config.EMAIL_FROM }
    default:
      throw new Error(`unknown EMAIL_PROVIDER: ${String(provider satisfies never)}`)
  }
}

function smsConfigFrom(config: Config): SmsConfig {
  const provider = config.SMS_PROVIDER
  switch (provider) {
    case 'local':
      return { provider }
    case 'msg91':
      return {
        provider,
        authKey: required(config.MSG91_AUTH_KEY, 'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY'),
        templateId: required(config.MSG91_TEMPLATE_ID, 'SMS_PROVIDER=msg91 needs MSG91_TEMPLATE_ID'),
        baseUrl: config.MSG91_BASE_URL,
      }
    default:
      throw new Error(`unknown SMS_PROVIDER: ${String(provider satisfies never)}`)
  }
}

function whatsAppConfigFrom(config: Config): WhatsAppConfig {
  const provider = config.WHATSAPP_PROVIDER
  switch (provider) {
    case 'local':
      return { provider }
    case 'cloud':
      return {
        provider,
        accessToken: required(config.WHATSAPP_ACCESS_TOKEN, 'WHATSAPP_PROVIDER=cloud needs WHATSAPP_ACCESS_TOKEN'),
        phoneNumberId: required(config.WHATSAPP_PHONE_NUMBER_ID, 'WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID'),
        appSecret: required(config.WHATSAPP_APP_SECRET, 'WHATSAPP_PROVIDER=cloud needs WHATSAPP_APP_SECRET'),
        verifyToken: required(config.WHATSAPP_VERIFY_TOKEN, 'WHATSAPP_PROVIDER=cloud needs WHATSAPP_VERIFY_TOKEN'),
        baseUrl: config.WHATSAPP_API_BASE_URL,
        apiVersion: config.WHATSAPP_API_VERSION,
        messagesPerSecond: config.WHATSAPP_MESSAGES_PER_SECOND,
      }
    default:
      throw new Error(`unknown WHATSAPP_PROVIDER: ${String(provider satisfies never)}`)
  }
}

function analyticsConfigFrom(config: Config): AnalyticsConfig {
  const provider = config.ANALYTICS_PROVIDER
  switch (provider) {
    case 'local':
      return { provider }
    case 'posthog':
      return {
        provider,
        apiKey: required(config.POSTHOG_API_KEY, 'ANALYTICS_PROVIDER=posthog needs POSTHOG_API_KEY'),
        host: config.POSTHOG_HOST,
      }
    default:
      throw new Error(`unknown ANALYTICS_PROVIDER: ${String(provider satisfies never)}`)
  }
}

function aiConfigFrom(config: Config): AiConfig {
  const provider = config.AI_PROVIDER
  switch (provider) {
    case 'local':
      return { provider, timeoutMs: config.AI_TIMEOUT_MS }
    case 'openai':
      return {
        provider,
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY ?? null,
        model: required(config.AI_MODEL, 'AI_PROVIDER=openai needs AI_MODEL'),
        timeoutMs: config.AI_TIMEOUT_MS,
      }
    default:
      throw new Error(`unknown AI_PROVIDER: ${String(provider satisfies never)}`)
  }
}

function liveJobSearchConfigFrom(config: Config): LiveJobSearchConfig {
  const provider = config.JOB_SEARCH_PROVIDER
  switch (provider) {
    case 'local':
      return { provider }
    case 'jsearch':
      return {
        provider,
        apiKey: required(config.JSEARCH_API_KEY, 'JOB_SEARCH_PROVIDER=jsearch needs JSEARCH_API_KEY'),
        host: config.JSEARCH_HOST,
        baseUrl: config.JSEARCH_BASE_URL,
        requestsPerSecond: config.JSEARCH_REQUESTS_PER_SECOND,
      }
    default:
      throw new Error(`unknown JOB_SEARCH_PROVIDER: ${String(provider satisfies never)}`)
  }
}

function googleConfigFrom(config: Config, redirectUri: string, logger: Logger): GoogleConfig {
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    return {
      provider: 'google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER,
    }
  }
  if (config.APP_ENV) {
    logger.warn('Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to turn it on')
    return { provider: 'off' }
  }
  return { provider: 'local', publicUrl: config.PUBLIC_URL, redirectUris: [redirectUri] }
}

function required(value: string | undefined, message: string): string {
  if (value === undefined) throw new Error(message)
  return value
}
