import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_HISTORY_LIMIT, chatExportFileName, isChatLanguageCode, type ChatLanguageCode, type ChatMessageType } from '#core/chat/chat.ts'
import { greetingFor } from '#core/chat/chat-content.ts'
import { chatEndpoints } from '#core/chat/chat.endpoints.ts'
import type { ChatMessage } from '#core/chat/chat.schema.ts'
import { toApiError } from '#app/lib/api-client.ts'

type ApiErrorBody = ReturnType<typeof toApiError>['body']
import { callApi } from '#app/lib/call-api.ts'
import { streamFromApi } from '#app/lib/stream-from-api.ts'

/** A message as the panel shows it: spec 001 §3's fields, and how a reply ended. */
export interface PanelMessage extends ChatMessage {
  status: 'done' | 'streaming' | 'stopped' | 'failed'
  /** A refusal to show with a way on (sign in, upgrade): the error as the server gave it. */
  error?: ApiErrorBody
}

const GREETING_ID = 'greeting'
const LANGUAGE_KEY = 'jy_chat_language'
const GUEST_MESSAGES_KEY = 'jy_chat_messages'
/** A guest's chat kept in the browser: the newest messages only. */
const GUEST_KEPT = 100

function greetingMessage(language: ChatLanguageCode): PanelMessage {
  const greeting = greetingFor(language)
  return {
    id: GREETING_ID,
    text: greeting.text,
    isUser: false,
    timestamp: new Date().toISOString(),
    language: greeting.language,
    type: 'text',
    status: 'done',
  }
}

function readStoredLanguage(fallback: ChatLanguageCode): ChatLanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY)
    return isChatLanguageCode(stored) ? stored : fallback
  } catch {
    return fallback
  }
}

function readGuestMessages(): PanelMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_MESSAGES_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (item): item is PanelMessage =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.id === 'string' &&
        typeof item.text === 'string' &&
        typeof item.isUser === 'boolean',
    )
  } catch {
    return []
  }
}

function writeGuestMessages(messages: readonly PanelMessage[]): void {
  try {
    const kept = messages.filter((message) => message.id !== GREETING_ID && message.status !== 'streaming').slice(-GUEST_KEPT)
    localStorage.setItem(GUEST_MESSAGES_KEY, JSON.stringify(kept))
  } catch {
    // A full or blocked storage loses only the browser copy of a guest's chat.
  }
}

let nextId = 0
function localId(): string {
  nextId += 1
  return `local-${Date.now().toString(36)}-${nextId}`
}

export interface ChatOutcome {
  kind: 'done' | 'stopped' | 'unavailable' | 'refused'
  /** The id the message was sent and counted under (decision 073). */
  messageId: string
  /** Whether the server surely counted it: its reply began, and did not fail (a failed reply is given back). */
  isCounted: boolean
}

/**
 * The chat's state (spec 001 §4 "Chat panel"): the greeting first, in the chosen language and made
 * again when it changes; a signed-in person's stored chat, a guest's kept in this browser; one reply
 * at a time, streamed and stoppable. A failure keeps the question and adds the spec's bot message.
 */
export function useChat(options: { isSignedIn: boolean; pageLanguage: string; onUnavailable: () => void; unavailableText: string }) {
  const { isSignedIn, pageLanguage, onUnavailable, unavailableText } = options
  const [language, setLanguageState] = useState<ChatLanguageCode>(() => readStoredLanguage(pageLanguage === 'hi' ? 'hi' : 'en'))
  const [messages, setMessages] = useState<PanelMessage[]>(() => [greetingMessage(language), ...(isSignedIn ? [] : readGuestMessages())])
  const [isWaiting, setIsWaiting] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const messagesRef = useRef(messages)
  useEffect(() => {
    messagesRef.current = messages
  }, [messages])

  // A signed-in person's chat comes from the server: the same on every device.
  useEffect(() => {
    if (!isSignedIn) return
    const loading = new AbortController()
    callApi(chatEndpoints.history, { signal: loading.signal })
      .then((history) => {
        setMessages((current) => [
          current[0] ?? greetingMessage(language),
          ...history.data.map((message): PanelMessage => ({ ...message, status: 'done' })),
          ...current.slice(1).filter((message) => message.id.startsWith('local-')),
        ])
      })
      .catch(() => undefined)
    return () => loading.abort()
    // Loaded once per sign-in state; the language only changes the greeting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn])

  useEffect(() => {
    if (!isSignedIn) writeGuestMessages(messages)
  }, [isSignedIn, messages])

  useEffect(() => () => controller.current?.abort(), [])

  const setLanguage = useCallback((next: ChatLanguageCode) => {
    setLanguageState(next)
    try {
      localStorage.setItem(LANGUAGE_KEY, next)
    } catch {
      // The choice then lasts for this visit only.
    }
    // Spec 001 §4: the greeting is made again in the new language.
    setMessages((current) =>
      current[0]?.id === GREETING_ID ? [greetingMessage(next), ...current.slice(1)] : [greetingMessage(next), ...current],
    )
  }, [])

  const updateMessage = useCallback((id: string, change: (message: PanelMessage) => PanelMessage) => {
    setMessages((current) => current.map((message) => (message.id === id ? change(message) : message)))
  }, [])

  const send = useCallback(
    async (text: string, type: ChatMessageType = 'text', fileContent?: string, shownText?: string): Promise<ChatOutcome | null> => {
      const message = text.trim()
      if (message === '' || controller.current !== null) return null
      const history = messagesRef.current
        .filter((item) => item.id !== GREETING_ID && item.status !== 'failed' && item.text.trim() !== '')
        .slice(-CHAT_HISTORY_LIMIT)
        .map((item) => ({ text: item.text.slice(0, 6_000), isUser: item.isUser }))
      const now = new Date().toISOString()
      const question: PanelMessage = {
        id: localId(),
        text: shownText ?? message,
        isUser: true,
        timestamp: now,
        language,
        type,
        status: 'done',
      }
      const messageId = crypto.randomUUID()
      let hasStarted = false
      const replyId = localId()
      const reply: PanelMessage = { id: replyId, text: '', isUser: false, timestamp: now, language, type: 'text', status: 'streaming' }
      setMessages((current) => [...current, question, reply])
      const abort = new AbortController()
      controller.current = abort
      setIsWaiting(true)
      try {
        const pieces = streamFromApi(chatEndpoints.reply, {
          body: { message, language, chatHistory: history, type, messageId, ...(fileContent === undefined ? {} : { fileContent }) },
          signal: abort.signal,
          timeoutMs: 15_000,
        })
        for await (const piece of pieces) {
          hasStarted = true
          if (piece.kind !== 'event') continue
          const data: unknown = JSON.parse(piece.data)
          if (typeof data !== 'object' || data === null) continue
          if (piece.event === 'delta' && 'text' in data && typeof data.text === 'string') {
            const delta = data.text
            updateMessage(replyId, (current) => ({ ...current, text: current.text + delta }))
          } else if (piece.event === 'done' && 'response' in data && typeof data.response === 'string') {
            const response = data.response
            const detected = 'detectedLanguage' in data && isChatLanguageCode(data.detectedLanguage) ? data.detectedLanguage : language
            updateMessage(replyId, (current) => ({ ...current, text: response, language: detected, status: 'done' }))
          }
        }
        updateMessage(replyId, (current) => (current.status === 'streaming' ? { ...current, status: 'done' } : current))
        return { kind: 'done', messageId, isCounted: true }
      } catch (error) {
        if (abort.signal.aborted) {
          updateMessage(replyId, (current) => ({ ...current, status: 'stopped' }))
          return { kind: 'stopped', messageId, isCounted: hasStarted }
        }
        const failure = toApiError(error)
        const code = failure.body.code
        const isRefusal =
          code === 'GUEST_CHAT_LIMIT' || code === 'API_QUOTA_EXCEEDED' || code === 'API_RATE_LIMITED' || code.startsWith('VALIDATION_')
        if (isRefusal) {
          updateMessage(replyId, (current) => ({ ...current, text: '', status: 'failed', error: failure.body }))
          return { kind: 'refused', messageId, isCounted: false }
        }
        // Spec 001 §8 chatError: the toast, and the bot message in the conversation; the question stays.
        onUnavailable()
        updateMessage(replyId, (current) => ({ ...current, text: unavailableText, status: 'failed' }))
        return { kind: 'unavailable', messageId, isCounted: false }
      } finally {
        if (controller.current === abort) controller.current = null
        setIsWaiting(false)
      }
    },
    [language, onUnavailable, unavailableText, updateMessage],
  )

  const stop = useCallback(() => controller.current?.abort(new DOMException('Stopped by the reader', 'AbortError')), [])

  const clear = useCallback(async () => {
    controller.current?.abort()
    if (isSignedIn) await callApi(chatEndpoints.clear).catch(() => undefined)
    setMessages([greetingMessage(language)])
  }, [isSignedIn, language])

  const exportHistory = useCallback(() => {
    const now = new Date()
    const data = messagesRef.current.map(({ id, text, isUser, timestamp, language: messageLanguage, type }) => ({
      id,
      text,
      isUser,
      timestamp,
      language: messageLanguage,
      type,
    }))
    const blob = new Blob([JSON.stringify({ exportedAt: now.toISOString(), messages: data }, null, 2)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = chatExportFileName(now)
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
  }, [])

  return { language, setLanguage, messages, isWaiting, send, stop, clear, exportHistory }
}
