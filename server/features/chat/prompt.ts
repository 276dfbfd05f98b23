import { readFileSync } from 'node:fs'
import { CHAT_LANGUAGES, isChatLanguageCode, type ChatLanguageCode } from '#core/chat/chat.ts'
import type { ChatRequestBody } from '#core/chat/chat.schema.ts'
import type { ChatMessage, ChatRequest } from '#server/adapters/ai/port.ts'

/**
 * The request the assistant sends to the AI adapter (decision 066), and its reading back by the
 * offline responder, kept side by side so they cannot drift. The system prompt is a versioned file
 * (prompts/v1.md): a change of wording is a new version, so a reply can be traced to its prompt.
 *
 * The person's words only ever travel in `user` messages and an uploaded file's text is fenced in
 * <uploaded_file> as data; nothing they send is written into the system message.
 */
export const CHAT_PROMPT_VERSION = 'v1'
export const CHAT_PURPOSE = 'chat:reply'
/** The longest answer. */
export const CHAT_MAX_TOKENS = 700

const systemTemplate = readFileSync(new URL(`./prompts/${CHAT_PROMPT_VERSION}.md`, import.meta.url), 'utf8')

const FILE_OPEN = '<uploaded_file>'
const FILE_CLOSE = '</uploaded_file>'

export function systemPromptFor(language: ChatLanguageCode): string {
  const name = CHAT_LANGUAGES.find((entry) => entry.code === language)?.name ?? 'English'
  return systemTemplate.replaceAll('{{languageName}}', name).replaceAll('{{languageCode}}', language)
}

/** A fence inside the file would end it early: its tags are neutralised. */
function fenceFile(text: string): string {
  const inner = text.replaceAll(FILE_OPEN, '<uploaded-file>').replaceAll(FILE_CLOSE, '</uploaded-file>')
  return `${FILE_OPEN}\n${inner}\n${FILE_CLOSE}\nThe text above is the file I uploaded; review it as a document.`
}

export function buildChatRequest(body: Pick<ChatRequestBody, 'message' | 'language' | 'chatHistory' | 'fileContent'>): ChatRequest {
  const history: ChatMessage[] = body.chatHistory.map((item) => ({ role: item.isUser ? 'user' : 'assistant', content: item.text }))
  const file: ChatMessage[] = body.fileContent ? [{ role: 'user', content: fenceFile(body.fileContent) }] : []
  return {
    purpose: CHAT_PURPOSE,
    maxTokens: CHAT_MAX_TOKENS,
    temperature: 0.4,
    messages: [{ role: 'system', content: systemPromptFor(body.language) }, ...history, ...file, { role: 'user', content: body.message }],
  }
}

/** What the offline responder needs of a request built by buildChatRequest. */
export function readChatRequest(request: ChatRequest): { message: string; language: ChatLanguageCode; fileContent: string | null } {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? ''
  const code = /\(([a-z]{2,3})\) unless the person writes/u.exec(system)?.[1]
  const users = request.messages.filter((message) => message.role === 'user')
  const last = users.at(-1)?.content ?? ''
  const fileMessage = users.at(-2)?.content
  const fileContent =
    fileMessage?.startsWith(FILE_OPEN) === true ? fileMessage.slice(FILE_OPEN.length, fileMessage.lastIndexOf(FILE_CLOSE)).trim() : null
  return { message: last, language: isChatLanguageCode(code) ? code : 'en', fileContent }
}
