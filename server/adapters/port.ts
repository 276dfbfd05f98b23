import type { AiChat } from './ai/port.ts'
import type { AnalyticsSink } from './analytics/port.ts'
import type { DocumentTools } from './documents/port.ts'
import type { EmailSender } from './email/port.ts'
import type { GoogleSignIn } from './google/port.ts'
import type { JobSources, LiveJobSearch } from './job-sources/port.ts'
import type { MailboxReader } from './mailbox/port.ts'
import type { PaymentGateway } from './payments/port.ts'
import type { SmsSender } from './sms/port.ts'
import type { WhatsAppSender } from './whatsapp/port.ts'

/**
 * Every outside service, one port each, as `createAdapters` (create-adapters.ts) composes them once
 * from the configuration. Services receive them as arguments (server/services.ts); features and app
 * code import an adapter's port.ts only, never its implementations (eslint.config.js).
 */
export interface Adapters {
  email: EmailSender
  sms: SmsSender
  /** WhatsApp Cloud API with WHATSAPP_PROVIDER=cloud, else the outbox is the delivered copy (decision 068). */
  whatsapp: WhatsAppSender
  analytics: AnalyticsSink
  ai: AiChat
  /** JOB_SEARCH_PROVIDER=jsearch: searches go to JSearch live; null, they read our database only. */
  liveJobSearch: LiveJobSearch | null
  /** Ingestion's connectors and the providers' credentials. */
  jobSources: JobSources
  google: GoogleSignIn
  /** Typst (PDF and SVG pages through a worker pool) and DOCX: resumes now, GST invoices later. */
  documents: DocumentTools
  /** Razorpay with RAZORPAY_KEY_ID …, else the local checkout. */
  payments: PaymentGateway
  /** The mailbox the e-mail-response monitor reads: IMAP with EMAIL_MONITOR_PROVIDER=imap, else the local inbox (decision 070). */
  mailbox: MailboxReader
}
