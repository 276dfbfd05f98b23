/**
 * The AI career assistant's constants (spec 001 §2 "Chat panel", §3, §5, §6, §9; decision 066), in
 * plain TypeScript so the chat button and panel read them without loading zod.
 */

/** The longest message a person may send: a long question, never a pasted document (that is an upload). */
export const MAX_CHAT_MESSAGE_LENGTH = 2_000

/** Spec 001 §7, §9: the chat history sent with a message is its last 10 messages. */
export const CHAT_HISTORY_LIMIT = 10

/** The longest earlier message carried in chatHistory (a bot reply can run longer than a question). */
export const MAX_HISTORY_MESSAGE_LENGTH = 6_000

/** The most text of an uploaded file sent as fileContent: a long resume is 15,000 characters. */
export const MAX_FILE_CONTENT_LENGTH = 30_000

/** How many stored messages a signed-in person's panel loads (newest kept). */
export const STORED_HISTORY_LIMIT = 100

/** Spec 001 §3 "Chat message": type. */
export const CHAT_MESSAGE_TYPES = ['text', 'file', 'quick-action'] as const
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number]

/** Spec 001 §3 "Language": the 20 languages of the chat. */
export const CHAT_LANGUAGE_CODES = [
  'en',
  'hi',
  'ta',
  'te',
  'bn',
  'mr',
  'gu',
  'kn',
  'ml',
  'pa',
  'ur',
  'or',
  'as',
  'ne',
  'si',
  'my',
  'bo',
  'kok',
  'sd',
  'sa',
] as const
export type ChatLanguageCode = (typeof CHAT_LANGUAGE_CODES)[number]

export function isChatLanguageCode(value: unknown): value is ChatLanguageCode {
  return CHAT_LANGUAGE_CODES.some((code) => code === value)
}

/** The region filter chips of the language picker. */
export const LANGUAGE_REGIONS = ['north', 'south', 'east', 'west', 'neighbours', 'global'] as const
export type LanguageRegion = (typeof LANGUAGE_REGIONS)[number]

/** Spec 001 §3 "Language": code, name, nativeName, region. */
export interface ChatLanguage {
  code: ChatLanguageCode
  name: string
  nativeName: string
  region: LanguageRegion
}

export const CHAT_LANGUAGES: readonly ChatLanguage[] = [
  { code: 'en', name: 'English', nativeName: 'English', region: 'global' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', region: 'north' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', region: 'south' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', region: 'south' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', region: 'east' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', region: 'west' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', region: 'west' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', region: 'south' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', region: 'south' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', region: 'north' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', region: 'north' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', region: 'east' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', region: 'east' },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली', region: 'neighbours' },
  { code: 'si', name: 'Sinhala', nativeName: 'සිංහල', region: 'neighbours' },
  { code: 'my', name: 'Burmese', nativeName: 'မြန်မာ', region: 'neighbours' },
  { code: 'bo', name: 'Tibetan', nativeName: 'བོད་ཡིག', region: 'neighbours' },
  { code: 'kok', name: 'Konkani', nativeName: 'कोंकणी', region: 'west' },
  { code: 'sd', name: 'Sindhi', nativeName: 'سنڌي', region: 'west' },
  { code: 'sa', name: 'Sanskrit', nativeName: 'संस्कृतम्', region: 'north' },
]

/** Spec 001 §2: the Popular Languages grid. */
export const POPULAR_CHAT_LANGUAGES: readonly ChatLanguageCode[] = ['en', 'hi', 'ta', 'te', 'bn', 'mr']

/** Spec 001 §9: voice input hears these languages with their India locale ('hi-IN'); others are typed. */
export const VOICE_LANGUAGES: readonly ChatLanguageCode[] = ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml', 'pa', 'ur']

/** The Web Speech API locale of a chat language, or null when voice input does not hear it. */
export function voiceLocaleOf(language: ChatLanguageCode): string | null {
  return VOICE_LANGUAGES.includes(language) ? `${language}-IN` : null
}

/** Spec 001 §4 "Language": right-to-left for ar, ur, he (of the chat's languages: Urdu, and Sindhi's Arabic script). */
export function isRightToLeft(language: ChatLanguageCode): boolean {
  return language === 'ur' || language === 'sd'
}

/** Spec 001 §9: four quick actions show, the rest behind More. */
export const QUICK_ACTIONS_SHOWN = 4

/** Spec 001 §4: quick actions show only while the chat has at most one message (the greeting). */
export const QUICK_ACTIONS_MAX_MESSAGES = 1

const DEVANAGARI = /[\u0900-\u097F]/u

/**
 * The language a message is written in, as far as the assistant can tell (spec 001 §7 detectedLanguage):
 * Devanagari is Hindi (Marathi, Nepali and Konkani share the script; the chosen language wins for them),
 * anything else is the chosen language.
 */
export function detectMessageLanguage(text: string, chosen: ChatLanguageCode): ChatLanguageCode {
  if (!DEVANAGARI.test(text)) return chosen
  if (chosen === 'mr' || chosen === 'ne' || chosen === 'kok' || chosen === 'sa') return chosen
  return 'hi'
}

/** Spec 001 §9: the chat export is a JSON file named with the date. */
export function chatExportFileName(now: Date): string {
  return `jobyatra-chat-${now.toISOString().slice(0, 10)}.json`
}
