import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { findRecognition, SPEECH_FAILURE_TEXTS, startListening, type Recognition, type VoiceFailure } from './speech-recognition.ts'

/** A fake SpeechRecognition: records what it was set to, and lets the test play the browser's events. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null
  static refusesStart = false
  lang = ''
  continuous = true
  interimResults = true
  onresult: Recognition['onresult'] = null
  onerror: Recognition['onerror'] = null
  onend: Recognition['onend'] = null
  isStarted = false

  constructor() {
    FakeRecognition.last = this
  }

  start(): void {
    if (FakeRecognition.refusesStart) throw new DOMException('recognition has already started', 'InvalidStateError')
    this.isStarted = true
  }

  stop(): void {
    this.onend?.()
  }

  /** The browser reports an error, then ends, as Chrome does. */
  fail(error: string): void {
    this.onerror?.({ error })
    this.onend?.()
  }

  hear(transcript: string): void {
    this.onresult?.({ results: [[{ transcript }]] })
    this.onend?.()
  }
}

function listen(locale: string | null = 'hi-IN', Constructor: typeof FakeRecognition | null = FakeRecognition) {
  const failures: VoiceFailure[] = []
  const texts: string[] = []
  let ends = 0
  const listener = startListening(Constructor, {
    locale,
    onText: (text) => texts.push(text),
    onFailure: (failure) => failures.push(failure),
    onEnd: () => (ends += 1),
  })
  return { listener, failures, texts, ends: () => ends }
}

beforeAll(async () => {
  await loadAllLanguageResources()
})

/** The toast the panel shows for a failure, in `language`: [title, description]. */
function toastOf(failure: VoiceFailure | undefined, language: 'en' | 'hi' = 'en') {
  if (failure === undefined) return null
  const { t } = createI18n(language)
  const keys = SPEECH_FAILURE_TEXTS[failure]
  return [t(`chat:${keys.title}`), t(`chat:${keys.description}`)]
}

describe('chat voice input with a fake SpeechRecognition', () => {
  it('listens once in the chat language’s -IN locale and hands over what was heard', () => {
    const session = listen('ta-IN')
    expect(FakeRecognition.last).toMatchObject({ lang: 'ta-IN', continuous: false, interimResults: false, isStarted: true })
    FakeRecognition.last?.hear('  chennai jobs ')
    expect(session.texts).toEqual(['chennai jobs'])
    expect(session.failures).toEqual([])
    expect(session.ends()).toBe(1)
  })

  it.each([
    ['no-speech', ['Voice Not Recognized', 'Try typing your message or check your microphone']],
    ['audio-capture', ['Voice Not Recognized', 'Try typing your message or check your microphone']],
    ['bad-grammar', ['Voice Not Recognized', 'Try typing your message or check your microphone']],
    ['not-allowed', ['Voice Input Not Available', 'Try typing your message instead']],
    ['service-not-allowed', ['Voice Input Not Available', 'Try typing your message instead']],
    ['network', ['Voice Input Not Available', 'Try typing your message instead']],
    ['language-not-supported', ['Voice Input Not Available', 'Try typing your message instead']],
    ['aborted', null],
  ] as const)('the %s error shows the spec’s message %j', (error, expected) => {
    const session = listen()
    FakeRecognition.last?.fail(error)
    expect(session.failures.length).toBeLessThanOrEqual(1)
    expect(toastOf(session.failures[0])).toEqual(expected)
    expect(session.texts).toEqual([])
    expect(session.ends()).toBe(1)
  })

  it('shows each failure in Hindi too, never the English text', () => {
    for (const failure of ['not-recognised', 'unavailable'] as const) {
      const hindi = toastOf(failure, 'hi')
      expect(
        hindi?.every((text) => typeof text === 'string' && /[\u0900-\u097F]/u.test(text)),
        failure,
      ).toBe(true)
    }
  })

  it('a browser without SpeechRecognition, a language without a voice, or a refused start: "Voice Input Not Available"', () => {
    expect(findRecognition({})).toBeNull()
    expect(findRecognition({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition)
    expect(findRecognition({ SpeechRecognition: FakeRecognition, webkitSpeechRecognition: class {} })).toBe(FakeRecognition)
    for (const session of [listen('hi-IN', null), listen(null)]) {
      expect(session.listener).toBeNull()
      expect(toastOf(session.failures[0])).toEqual(['Voice Input Not Available', 'Try typing your message instead'])
    }
    FakeRecognition.refusesStart = true
    try {
      const refused = listen()
      expect(refused.listener).toBeNull()
      expect(refused.failures).toEqual(['unavailable'])
    } finally {
      FakeRecognition.refusesStart = false
    }
  })
})
