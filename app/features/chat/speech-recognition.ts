/**
 * The Web Speech API's SpeechRecognition as the chat's voice input uses it (spec 001 §4 "Voice input:
 * idle or listening", §8 speechError, §9 the -IN locales), apart from React so that its error rules are
 * tested with a fake recogniser.
 */
export interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
}
export type RecognitionConstructor = new () => Recognition

/**
 * The spec's two speech errors: 'not-recognised' is "Voice Not Recognized" ("Try typing your message or
 * check your microphone"), 'unavailable' is "Voice Input Not Available" ("Try typing your message
 * instead").
 */
export type VoiceFailure = 'not-recognised' | 'unavailable'

/** The recogniser of this browser (standard or WebKit-prefixed), or null where there is none. */
export function findRecognition(
  scope: object | undefined = typeof window === 'undefined' ? undefined : window,
): RecognitionConstructor | null {
  if (scope === undefined) return null
  const found: unknown = Reflect.get(scope, 'SpeechRecognition') ?? Reflect.get(scope, 'webkitSpeechRecognition')
  return typeof found === 'function' ? (found as RecognitionConstructor) : null
}

/**
 * What a SpeechRecognition error means to the person, or null for none to show: 'aborted' is our own
 * stop. Heard nothing, a microphone that failed and speech that matched nothing can be tried again or
 * typed ("Voice Not Recognized"); a refused microphone permission, a blocked or unreachable speech
 * service (Chrome's recogniser is online) and a language the browser cannot hear leave only typing
 * ("Voice Input Not Available").
 */
export function speechFailureOf(error: string): VoiceFailure | null {
  switch (error) {
    case 'aborted':
      return null
    case 'no-speech':
    case 'audio-capture':
    case 'bad-grammar':
      return 'not-recognised'
    case 'not-allowed':
    case 'service-not-allowed':
    case 'network':
    case 'language-not-supported':
      return 'unavailable'
    default:
      return 'not-recognised'
  }
}

/**
 * Listens once in `locale`: hands the words heard to `onText` when it ends, a failure to `onFailure`
 * (at most one per listening), and says when it ends. Answers the recogniser to stop, or null when it
 * could not start ("Voice Input Not Available": no recogniser in this browser, no voice for the chat's
 * language, or a start the browser refused).
 */
export function startListening(
  Constructor: RecognitionConstructor | null,
  options: { locale: string | null; onText: (text: string) => void; onFailure: (failure: VoiceFailure) => void; onEnd: () => void },
): Recognition | null {
  if (Constructor === null || options.locale === null) {
    options.onFailure('unavailable')
    return null
  }
  const listener = new Constructor()
  listener.lang = options.locale
  listener.continuous = false
  listener.interimResults = false
  let heard = ''
  let hasFailed = false
  listener.onresult = (event) => {
    heard = Array.from(event.results)
      .map((result) => result[0]?.transcript ?? '')
      .join(' ')
      .trim()
  }
  listener.onerror = (event) => {
    const failure = speechFailureOf(event.error)
    if (failure === null || hasFailed) return
    hasFailed = true
    options.onFailure(failure)
  }
  listener.onend = () => {
    options.onEnd()
    if (heard !== '') options.onText(heard)
  }
  try {
    listener.start()
  } catch {
    options.onFailure('unavailable')
    return null
  }
  return listener
}

/** The chat locale's keys of each failure's toast: spec 001 §8 speechError, word for word in English. */
export const SPEECH_FAILURE_TEXTS = {
  'not-recognised': { title: 'errors.speechNotRecognised', description: 'errors.speechNotRecognisedText' },
  unavailable: { title: 'errors.speechUnavailable', description: 'errors.speechUnavailableText' },
} as const satisfies Record<VoiceFailure, { title: string; description: string }>
