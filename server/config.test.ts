import { describe, expect, it } from 'vitest'
import { invoiceSettingsFromConfig } from '#server/features/billing/index.ts'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATA_DIR).toBe('./data')
    expect(config.BUILD_DIR).toBe('build')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SEED_JOBS).toBe(5000)
    expect(config.PUBLIC_URL).toBe('http://localhost:3000')
    expect(config.JOB_SEARCH_PROVIDER).toBe('local')
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('lists every bad variable at once, without echoing values', () => {
    let caught: unknown
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://user:secret@db/app', LOG_LEVEL: 'loud', SEED_JOBS: '-1' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const error = caught as ConfigError
    expect(error.issues.map((issue) => issue.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SEED_JOBS'])
    expect(error.message).not.toContain('secret')
  })

  it('reads PGLITE_SHARED_BUFFERS as a PostgreSQL size, 128MB unless given', () => {
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS).toBe('128MB')
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '32MB' }).PGLITE_SHARED_BUFFERS).toBe('32MB')
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '32' })).toThrow('PGLITE_SHARED_BUFFERS: must be a size such as 32MB (kB, MB or GB)')
  })

  it('derives PUBLIC_URL from PORT unless given', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://jobyatra.in' }).PUBLIC_URL).toBe('https://jobyatra.in')
  })

  it('reads booleans only from true/false/1/0', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError)
  })
})

const razorpayKeys = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret' }
const business = {
  INVOICE_LEGAL_NAME: 'JobYatra Technologies Private Limited',
  INVOICE_GSTIN: '24ABCDE1234F1Z5',
  INVOICE_ADDRESS: '1 Ring Road, Surat, Gujarat 395002',
  INVOICE_STATE_CODE: '24',
}

describe('outside services under APP_ENV=production', () => {
  const production = {
    APP_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    PUBLIC_URL: 'https://jobyatra.in',
  }

  it('refuses the local e-mail and SMS providers, naming the variables to set', () => {
    let caught: unknown
    try {
      loadConfig(production)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const { issues } = caught as ConfigError
    expect(issues).toContain('EMAIL_PROVIDER: is local, which APP_ENV=production refuses: set EMAIL_PROVIDER=smtp and SMTP_URL')
    expect(issues).toContain(
      'SMS_PROVIDER: is local, which APP_ENV=production refuses: set SMS_PROVIDER=msg91, MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
    )
    expect(issues).toContain(
      'WHATSAPP_PROVIDER: is local, which APP_ENV=production refuses: set WHATSAPP_PROVIDER=cloud, WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN',
    )
  })

  it('wants every WhatsApp Cloud API variable with WHATSAPP_PROVIDER=cloud', () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'token' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: is required when WHATSAPP_PROVIDER=cloud[\s\S]*WHATSAPP_APP_SECRET[\s\S]*WHATSAPP_VERIFY_TOKEN/,
    )
  })

  it('refuses a local provider for either service alone', () => {
    const realSms = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' }
    expect(() => loadConfig({ ...production, ...realSms })).toThrow(/EMAIL_PROVIDER: is local/)
    expect(() => loadConfig({ ...production, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://relay.example:587' })).toThrow(
      /SMS_PROVIDER: is local/,
    )
  })

  it('starts with real providers, and then has no mailbox', () => {
    const config = loadConfig({
      ...production,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://user:pass@relay.example:465',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-token',
      ...razorpayKeys,
      ...business,
    })
    expect(config.isMailboxEnabled).toBe(false)
  })

  it('refuses to issue invoices of the sample business, and wants the business whole and its GSTIN in its state', () => {
    const realServices = {
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://relay.example:587',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-token',
      ...razorpayKeys,
    }
    expect(() => loadConfig({ ...production, ...realServices })).toThrow(
      /INVOICE_LEGAL_NAME: is required when APP_ENV=production[\s\S]*INVOICE_GSTIN[\s\S]*INVOICE_ADDRESS[\s\S]*INVOICE_STATE_CODE/,
    )
    const config = loadConfig({ ...production, ...realServices, ...business })
    expect(invoiceSettingsFromConfig(config)).toEqual({
      supplier: {
        legalName: 'JobYatra Technologies Private Limited',
        gstin: '24ABCDE1234F1Z5',
        address: '1 Ring Road, Surat, Gujarat 395002',
        state: 'Gujarat',
        stateCode: '24',
        isSample: false,
      },
      prefix: 'JY',
      sac: '998439',
    })
    expect(() => loadConfig({ INVOICE_GSTIN: '24ABCDE1234F1Z5' })).toThrow(
      /INVOICE_LEGAL_NAME: is required with the other INVOICE_ variables/,
    )
    expect(() => loadConfig({ ...business, INVOICE_STATE_CODE: '27' })).toThrow(
      /INVOICE_STATE_CODE: differs from the first two digits of INVOICE_GSTIN/,
    )
    expect(() => loadConfig({ ...business, INVOICE_GSTIN: 'not-a-gstin' })).toThrow(/INVOICE_GSTIN: is not a GSTIN/)
    expect(() => loadConfig({ ...business, INVOICE_STATE_CODE: '25', INVOICE_GSTIN: '25ABCDE1234F1Z5' })).toThrow(
      /INVOICE_STATE_CODE: is not a GST state code/,
    )
    expect(invoiceSettingsFromConfig(loadConfig({})).supplier.isSample).toBe(true)
  })

  it('refuses to start without Razorpay keys (the local checkout takes no money), and wants all three together anywhere', () => {
    const realMessaging = {
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://relay.example:587',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-token',
    }
    expect(() => loadConfig({ ...production, ...realMessaging })).toThrow(
      /RAZORPAY_KEY_ID: is required when APP_ENV=production[\s\S]*RAZORPAY_KEY_SECRET[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    )
    expect(loadConfig({ ...production, ...realMessaging, ...razorpayKeys, ...business }).RAZORPAY_KEY_ID).toBe('rzp_live_key')
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_key' })).toThrow(
      /RAZORPAY_KEY_SECRET: is required with the other Razorpay variables[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    )
    expect(loadConfig({}).RAZORPAY_KEY_ID).toBeUndefined()
  })

  it('has the mailbox wherever e-mail or SMS stay local outside production', () => {
    expect(loadConfig({}).isMailboxEnabled).toBe(true)
    expect(loadConfig({ APP_ENV: 'staging', EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://relay.example:587' }).isMailboxEnabled).toBe(true)
  })

  it('names the variables each real provider needs', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow('SMTP_URL: is required when EMAIL_PROVIDER=smtp')
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(
      /MSG91_AUTH_KEY: is required when SMS_PROVIDER=msg91[\s\S]*MSG91_TEMPLATE_ID/,
    )
    expect(() => loadConfig({ JOB_SEARCH_PROVIDER: 'jsearch' })).toThrow('JSEARCH_API_KEY: is required when JOB_SEARCH_PROVIDER=jsearch')
  })

  it("reads JSearch's settings with their defaults", () => {
    const config = loadConfig({ JOB_SEARCH_PROVIDER: 'jsearch', JSEARCH_API_KEY: 'rapidapi-key', JSEARCH_REQUESTS_PER_SECOND: '2.5' })
    expect([config.JSEARCH_API_KEY, config.JSEARCH_HOST, config.JSEARCH_BASE_URL, config.JSEARCH_REQUESTS_PER_SECOND]).toEqual([
      'rapidapi-key',
      'jsearch.p.rapidapi.com',
      'https://jsearch.p.rapidapi.com',
      2.5,
    ])
    expect(() => loadConfig({ JOB_SEARCH_PROVIDER: 'google' })).toThrow(/JOB_SEARCH_PROVIDER/)
    expect(() => loadConfig({ JSEARCH_REQUESTS_PER_SECOND: '0' })).toThrow(/JSEARCH_REQUESTS_PER_SECOND/)
  })

  it('keeps analytics first-party unless PostHog is chosen, which needs its key', () => {
    expect(loadConfig({}).ANALYTICS_PROVIDER).toBe('local')
    expect(() => loadConfig({ ANALYTICS_PROVIDER: 'posthog' })).toThrow('POSTHOG_API_KEY: is required when ANALYTICS_PROVIDER=posthog')
    const config = loadConfig({ ANALYTICS_PROVIDER: 'posthog', POSTHOG_API_KEY: 'phc_key' })
    expect([config.POSTHOG_API_KEY, config.POSTHOG_HOST]).toEqual(['phc_key', 'https://us.i.posthog.com'])
    expect(() => loadConfig({ ANALYTICS_PROVIDER: 'segment' })).toThrow(/ANALYTICS_PROVIDER/)
  })

  it('answers AI locally unless an OpenAI-compatible endpoint is chosen, which needs its model (a key only where the server asks one)', () => {
    expect(loadConfig({})).toMatchObject({ AI_PROVIDER: 'local', AI_BASE_URL: 'https://api.openai.com/v1', AI_TIMEOUT_MS: 30_000 })
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      'AI_MODEL: is required when AI_PROVIDER=openai (the model every call names)',
    )
    const ollama = loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' })
    expect([ollama.AI_BASE_URL, ollama.AI_MODEL, ollama.AI_API_KEY]).toEqual(['http://localhost:11434/v1', 'llama3.1', undefined])
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(/AI_PROVIDER/)
    expect(() => loadConfig({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/)
  })
})
