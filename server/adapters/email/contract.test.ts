import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpStandIn, type SmtpStandIn } from '#tests/stand-ins/smtp.ts'
import { createSmtpEmailSender } from './smtp.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'

const credentials = { user: 'jobyatra', password: 's3cret pass' }
const verifyUrl = 'http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard'

let standIn: SmtpStandIn

beforeAll(async () => {
  standIn = await startSmtpStandIn({ credentials })
})

afterAll(async () => {
  await standIn.close()
})

function sender(url = standIn.url) {
  return createSmtpEmailSender({ url, from: 'JobYatra <no-reply@jobyatra.in>', timeoutMs: 5000 })
}

describe('SMTP e-mail client against an SMTP server', () => {
  it('delivers the message with AUTH: recipient, sender, subject and the link on its own line', async () => {
    const sent = await sender().send({
      to: 'asha@example.in',
      subject: 'Verify your email for JobYatra',
      text: `Hi Asha,\n\nConfirm your email address:\n${verifyUrl}\n`,
    })
    const mail = standIn.received.at(-1)
    expect(mail).toMatchObject({
      from: 'no-reply@jobyatra.in',
      to: ['asha@example.in'],
      subject: 'Verify your email for JobYatra',
      user: 'jobyatra',
    })
    expect(mail?.text.split('\n')).toContain(verifyUrl)
    expect(sent.providerMessageId).toBe(mail?.messageId)
  })

  it('sends attachments as base64 parts of a multipart/mixed message that decode back to the same bytes', async () => {
    // Every byte value, several times over: a file that is not text, longer than one base64 line.
    const content = Uint8Array.from({ length: 1000 }, (_, index) => (index * 7) % 256)
    await sender().send({
      to: 'asha@example.in',
      subject: 'Your JobYatra invoice',
      text: 'Your invoice is attached.\n',
      attachments: [{ filename: 'JY-26-27-000123.pdf', contentType: 'application/pdf', content }],
    })
    const mail = standIn.received.at(-1)
    expect(mail?.text).toBe('Your invoice is attached.\n')
    const raw = mail?.raw ?? ''
    const boundary = /^Content-Type: multipart\/mixed;\s*boundary="?([^"\r\n]+)"?/im.exec(raw)?.[1]
    expect(boundary).toBeDefined()
    const parts = raw.split(`--${boundary}`)
    const part = parts.find((candidate) => candidate.includes('filename=JY-26-27-000123.pdf'))
    expect(part).toMatch(/^Content-Type: application\/pdf/im)
    expect(part).toMatch(/^Content-Transfer-Encoding: base64/im)
    expect(part).toMatch(/^Content-Disposition: attachment; filename=JY-26-27-000123\.pdf/im)
    const [, body = ''] = (part ?? '').split(/\r\n\r\n/)
    const lines = body.trim().split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.every((line) => line.length <= 76)).toBe(true)
    expect(new Uint8Array(Buffer.from(lines.join(''), 'base64'))).toEqual(content)
    expect(mail?.attachments).toEqual([{ filename: 'JY-26-27-000123.pdf', contentType: 'application/pdf', content }])
  })

  it('maps refused credentials to a permanent ProviderError without the server text', async () => {
    const url = standIn.url.replace('s3cret%20pass', 'wrong')
    const error = await providerErrorOf(sender(url).send({ to: 'asha@example.in', subject: 'Hi', text: 'Hi' }))
    expect(error.isRetryable).toBe(false)
    expect(error.code).toBe('API_SERVICE_UNAVAILABLE')
    expect(error.message).toBe('smtp: the server refused the credentials in SMTP_URL (535)')
  })

  it('maps a 5xx answer to a permanent error and a 4xx answer to a retryable one', async () => {
    standIn.answerNext({ code: 554, message: 'Transaction failed: spam suspected for asha@example.in' })
    const permanent = await providerErrorOf(sender().send({ to: 'asha@example.in', subject: 'Hi', text: 'Hi' }))
    expect(permanent.isRetryable).toBe(false)
    expect(permanent.message).toBe('smtp: the server refused the message (554)')
    expect(permanent.message).not.toContain('asha')

    standIn.answerNext({ code: 451, message: 'Try again later' })
    const temporary = await providerErrorOf(sender().send({ to: 'asha@example.in', subject: 'Hi', text: 'Hi' }))
    expect(temporary.isRetryable).toBe(true)
    expect(temporary.message).toBe('smtp: the server deferred the message (451)')
  })

  it('maps a refused recipient to a permanent invalid-e-mail error', async () => {
    standIn.answerNext({ code: 550, message: 'No such user: nobody@example.in', at: 'rcpt' })
    const error = await providerErrorOf(sender().send({ to: 'nobody@example.in', subject: 'Hi', text: 'Hi' }))
    expect(error).toMatchObject({
      code: 'VALIDATION_INVALID_EMAIL',
      isRetryable: false,
      message: 'smtp: the server refused the recipient (550)',
    })
  })

  it('maps a server that does not answer to a retryable error', async () => {
    const closed = await startSmtpStandIn()
    const url = closed.url
    await closed.close()
    const error = await providerErrorOf(sender(url).send({ to: 'asha@example.in', subject: 'Hi', text: 'Hi' }))
    expect(error.isRetryable).toBe(true)
    expect(error.message).toMatch(/^smtp: could not reach the server \(E[A-Z]+\)$/)
  })
})
