import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/**
 * Voice input with the Web Speech API where the browser has it (spec 001 §4 "Voice input: idle or
 * listening", §9 the -IN locales). Feature-detected: where it is missing the caller hides the button
 * or says "Voice Input Not Available".
 */
interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
}
type RecognitionConstructor = new () => Recognition

function findRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const found: unknown = Reflect.get(window, 'SpeechRecognition') ?? Reflect.get(window, 'webkitSpeechRecognition')
  return typeof found === 'function' ? (found as RecognitionConstructor) : null
}

const subscribeToNothing = () => () => undefined

export type VoiceFailure = 'not-recognised' | 'unavailable'

export function useVoiceInput(options: {
  locale: string | null
  onText: (text: string) => void
  onFailure: (failure: VoiceFailure) => void
}) {
  const { locale, onText, onFailure } = options
  const [isListening, setIsListening] = useState(false)
  // False on the server and while hydrating; then whether the browser has the API (it never changes).
  const isSupported = useSyncExternalStore(
    subscribeToNothing,
    () => findRecognition() !== null,
    () => false,
  )
  const recognition = useRef<Recognition | null>(null)

  useEffect(() => () => recognition.current?.stop(), [])

  const start = useCallback(() => {
    const Constructor = findRecognition()
    if (Constructor === null || locale === null) {
      onFailure('unavailable')
      return
    }
    const listener = new Constructor()
    listener.lang = locale
    listener.continuous = false
    listener.interimResults = false
    let heard = ''
    listener.onresult = (event) => {
      heard = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim()
    }
    listener.onerror = (event) => {
      onFailure(
        event.error === 'not-allowed' || event.error === 'service-not-allowed' || event.error === 'audio-capture'
          ? 'unavailable'
          : 'not-recognised',
      )
    }
    listener.onend = () => {
      setIsListening(false)
      recognition.current = null
      if (heard !== '') onText(heard)
    }
    recognition.current = listener
    try {
      listener.start()
      setIsListening(true)
    } catch {
      onFailure('unavailable')
    }
  }, [locale, onFailure, onText])

  const stop = useCallback(() => recognition.current?.stop(), [])
  return { isSupported, isListening, start, stop }
}
