import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/**
 * Answering by voice with the Web Speech API, where the browser has it (Chrome, Edge, Safari): the
 * recognised words are handed over as they are final. Answers are in English, heard with the Indian
 * English model ('en-IN'). Where the API is missing (Firefox, or on the server) `isSupported` is false
 * and the page shows no microphone at all.
 */

interface RecognitionAlternative {
  transcript: string
}
interface RecognitionResult {
  readonly isFinal: boolean
  readonly length: number
  [index: number]: RecognitionAlternative | undefined
}
interface RecognitionEvent {
  readonly resultIndex: number
  readonly results: { readonly length: number; [index: number]: RecognitionResult | undefined }
}
interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: RecognitionEvent) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
}
type RecognitionConstructor = new () => Recognition

function isRecognitionConstructor(value: unknown): value is RecognitionConstructor {
  return typeof value === 'function'
}

function findRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const found: unknown = Reflect.get(window, 'SpeechRecognition') ?? Reflect.get(window, 'webkitSpeechRecognition')
  return isRecognitionConstructor(found) ? found : null
}

/** Whether the API exists never changes while the page is open. */
const subscribeToNothing = () => () => undefined

export type SpeechProblem = 'denied' | 'failed' | null

export function useSpeechInput(onText: (text: string) => void) {
  // False on the server and while hydrating, so both render the same; then whether the browser has the API.
  const isSupported = useSyncExternalStore(
    subscribeToNothing,
    () => findRecognition() !== null,
    () => false,
  )
  const [isListening, setIsListening] = useState(false)
  const [problem, setProblem] = useState<SpeechProblem>(null)
  const recognition = useRef<Recognition | null>(null)
  const onTextRef = useRef(onText)

  useEffect(() => {
    onTextRef.current = onText
  })
  useEffect(() => () => recognition.current?.stop(), [])

  const start = useCallback(() => {
    const Constructor = findRecognition()
    if (!Constructor) return
    const listener = new Constructor()
    listener.lang = 'en-IN'
    listener.continuous = true
    listener.interimResults = false
    listener.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]
        const text = result?.isFinal ? result[0]?.transcript.trim() : undefined
        if (text) onTextRef.current(text)
      }
    }
    listener.onerror = (event) => {
      setProblem(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed')
    }
    listener.onend = () => setIsListening(false)
    recognition.current = listener
    setProblem(null)
    setIsListening(true)
    listener.start()
  }, [])

  const stop = useCallback(() => {
    recognition.current?.stop()
    setIsListening(false)
  }, [])

  return { isSupported, isListening, problem, start, stop }
}
