import { describe, expect, it } from 'vitest'
import { createRecordingLogger } from '#tests/support/services.ts'
import { createLocalEmailSender } from './local.ts'

describe('local e-mail sender', () => {
  it('records each attachment’s name, type and size, and nothing for a text-only message', async () => {
    const { logger, records } = createRecordingLogger()
    const sender = createLocalEmailSender({ logger })
    await sender.send({ to: 'asha@example.in', subject: 'Hi', text: 'Hi' })
    expect(records).toEqual([])

    const content = new Uint8Array(1234)
    const sent = await sender.send({
      to: 'asha@example.in',
      subject: 'Your invoice',
      text: 'Attached.',
      attachments: [{ filename: 'JY-26-27-000123.pdf', contentType: 'application/pdf', content }],
    })
    expect(sent.providerMessageId).toMatch(/^local-/)
    await new Promise((resolve) => setImmediate(resolve))
    expect(records).toEqual([
      expect.objectContaining({
        msg: 'local e-mail delivered with attachments',
        providerMessageId: sent.providerMessageId,
        attachments: [{ filename: 'JY-26-27-000123.pdf', contentType: 'application/pdf', bytes: 1234 }],
      }),
    ])
    // No recipient in the log: it is personal data.
    expect(JSON.stringify(records)).not.toContain('asha@example.in')
  })
})
