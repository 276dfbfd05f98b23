import { describe, expect, it } from 'vitest'
import { MessageRenderError, NAME_IN_MESSAGE_MAX_LENGTH, nameForMessage, renderMessage } from './templates.ts'

const url = 'http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F'

describe('message templates', () => {
  it('render an e-mail from its parameters, in English and in Hindi', () => {
    const english = renderMessage({ template: 'verify-email', locale: 'en', params: { url }, recipient: 'asha@example.in' })
    expect(english).toEqual({
      channel: 'email',
      subject: 'Verify your email for JobYatra',
      text: [
        'Confirm your email address to finish signing up for JobYatra:',
        url,
        'The link works for 24 hours. If you did not sign up for JobYatra, ignore this email: no account is opened without this step.',
        '— The JobYatra team\n',
      ].join('\n\n'),
    })
    const hindi = renderMessage({ template: 'verify-email', locale: 'hi', params: { url }, recipient: 'asha@example.in' })
    expect(hindi).toMatchObject({ channel: 'email', subject: 'JobYatra के लिए अपना ईमेल सत्यापित करें' })
    expect(hindi.text).toContain(`:\n\n${url}\n\n`)
    expect(hindi.text.endsWith('— JobYatra टीम\n')).toBe(true)
  })

  it('render a phone code with the code from its parameter, never read back from the text', () => {
    expect(renderMessage({ template: 'phone-code', locale: 'en', params: { code: '482913' }, recipient: '+919876543210' })).toEqual({
      channel: 'sms',
      code: '482913',
      text: '482913 is your JobYatra verification code. It expires in 10 minutes.',
    })
    expect(renderMessage({ template: 'phone-code', locale: 'hi', params: { code: '482913' }, recipient: '+919876543210' })).toEqual({
      channel: 'sms',
      code: '482913',
      text: '482913 आपका JobYatra सत्यापन कोड है। यह 10 मिनट में समाप्त हो जाएगा।',
    })
  })

  it('render the invoice e-mail with its number, the price and the link to the settings, in English and Hindi', () => {
    const params = { number: 'JY/26-27/000123', amountPaise: 39_900, url: 'https://jobyatra.in/settings#payments' }
    expect(renderMessage({ template: 'invoice', locale: 'en', params, recipient: 'asha@example.in' })).toEqual({
      channel: 'email',
      subject: 'Your JobYatra tax invoice JY/26-27/000123',
      text: 'Thank you for buying JobYatra Premium.\n\nYour GST tax invoice JY/26-27/000123 for ₹399.00 (GST included) is attached to this e-mail as a PDF. You can download it again from the Payments section of your settings:\n\nhttps://jobyatra.in/settings#payments\n\n— The JobYatra team\n',
    })
    const hindi = renderMessage({ template: 'invoice', locale: 'hi', params, recipient: 'asha@example.in' })
    expect(hindi).toMatchObject({ channel: 'email', subject: 'आपका JobYatra टैक्स इनवॉइस JY/26-27/000123' })
    expect(hindi.text).toContain('₹399.00 (GST सहित) का आपका GST टैक्स इनवॉइस JY/26-27/000123 इस ईमेल के साथ PDF के रूप में संलग्न है।')
    expect(() =>
      renderMessage({ template: 'invoice', locale: 'en', params: { ...params, number: 'anything' }, recipient: 'a@example.in' }),
    ).toThrow(MessageRenderError)
  })

  it('open the welcome e-mail with our words, then greet by name, by the address, or as "there"', () => {
    const welcome = (name: string | null, recipient = 'kavya.menon@example.in', locale = 'en') =>
      renderMessage({ template: 'welcome', locale, params: { name }, recipient }).text
    expect(welcome('Kavya Menon')).toBe(
      'Welcome to JobYatra.\n\nHi Kavya Menon, search jobs across India and abroad, build an ATS-ready resume and get daily job alerts.\n\n— The JobYatra team\n',
    )
    expect(welcome(null)).toContain('\n\nHi kavya.menon, search jobs')
    expect(welcome(null, '@example.in')).toContain('\n\nHi there, search jobs')
    expect(welcome(null, '@example.in', 'hi')).toContain('\n\nनमस्ते जी, भारत')
    expect(welcome('Kavya Menon', 'kavya@example.in', 'hi').startsWith('JobYatra में आपका स्वागत है।\n\nनमस्ते Kavya Menon,')).toBe(true)
  })

  it('refuse a row they cannot render: an unknown template or language, or parameters that do not fit', () => {
    const render = (template: string, locale: string, params: unknown) => () =>
      renderMessage({ template, locale, params, recipient: 'x@example.in' })
    expect(render('newsletter', 'en', {})).toThrow(new MessageRenderError('no template "newsletter"'))
    expect(render('welcome', 'ta', { name: 'Asha' })).toThrow(new MessageRenderError('no texts in "ta"'))
    expect(render('phone-code', 'en', { code: 'twelve' })).toThrow(MessageRenderError)
    expect(render('verify-email', 'en', { url: 'javascript:alert(1)' })).toThrow(MessageRenderError)
    expect(render('reset-password', 'en', null)).toThrow(MessageRenderError)
    expect(render('toString', 'en', {})).toThrow(new MessageRenderError('no template "toString"'))
  })
})

describe('the name a message shows (issue 18: a stranger chooses it)', () => {
  it('shows an ordinary name as it is, in any script', () => {
    expect(nameForMessage('  Kavya Menon ', 'k@example.in')).toBe('Kavya Menon')
    expect(nameForMessage('Dr. Asha Rao', 'k@example.in')).toBe('Dr. Asha Rao')
    expect(nameForMessage('आशा वर्मा', 'k@example.in')).toBe('आशा वर्मा')
  })

  it('draws no lines of its own: line breaks and control characters become one space', () => {
    expect(nameForMessage('Asha\n\n\nYour account is locked\u0000\u202e', 'k@example.in')).toBe('Asha Your account is locked')
  })

  it('shows nothing a mail program would make a link of, or markup, and greets by the address instead', () => {
    const linkLike = [
      'Account locked. Unlock: https://evil.example/u',
      'Visit evil.example now',
      'www.evil.example',
      'mail support@evil.example',
      'javascript:alert(1)',
      'tel:+919876543210',
      'K.Menon',
      '<b>Asha</b>',
    ]
    for (const name of linkLike) expect(nameForMessage(name, 'kavya@example.in'), name).toBe('kavya')
  })

  it(`cuts a name longer than ${NAME_IN_MESSAGE_MAX_LENGTH} characters`, () => {
    const shown = nameForMessage('Aaaa '.repeat(20), 'k@example.in') ?? ''
    expect(Array.from(shown)).toHaveLength(NAME_IN_MESSAGE_MAX_LENGTH)
    expect(shown.endsWith('…')).toBe(true)
    expect(Array.from(nameForMessage('अ'.repeat(60), 'k@example.in') ?? '')).toHaveLength(NAME_IN_MESSAGE_MAX_LENGTH)
  })
})
