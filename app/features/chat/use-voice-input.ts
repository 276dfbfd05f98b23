import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { findRecognition, startListening, type Recognition, type VoiceFailure } from './speech-recognition.ts'

export type { VoiceFailure } from './speech-recognition.ts'

const subscribeToNothing = () => () => undefined

/**
 * Voice input with the Web Speech API where the browser has it (spec 001 §4 "Voice input: idle or
 * listening", §9 the -IN locales). Feature-detected: where it is missing the caller hides the button;
 * every failure is one of the spec's speech errors (./speech-recognition.ts).
 */
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
    const listener = startListening(findRecognition(), {
      locale,
      onText,
      onFailure,
      onEnd: () => {
        setIsListening(false)
        recognition.current = null
      },
    })
    recognition.current = listener
    if (listener !== null) setIsListening(true)
  }, [locale, onFailure, onText])

  const stop = useCallback(() => recognition.current?.stop(), [])
  return { isSupported, isListening, start, stop }
}
