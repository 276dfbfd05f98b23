/**
 * The document generator's options (spec 001 §2 "Document generator dialog", §9 "Cover letter styles").
 * Plain TypeScript, so the dialog reads them without loading zod.
 */

/** Spec 001 §9: the cover letter styles, in the order the dialog offers them. */
export const COVER_LETTER_STYLES = ['standard', 'creative', 'formal', 'technical'] as const
export type CoverLetterStyle = (typeof COVER_LETTER_STYLES)[number]

export function isCoverLetterStyle(value: unknown): value is CoverLetterStyle {
  return COVER_LETTER_STYLES.some((style) => style === value)
}

/** The longest letter kept: a page and a half of prose, far above what any style writes. */
export const MAX_COVER_LETTER_CHARS = 8000

/** How a letter was written: by the AI service, or by the built-in writer (no AI, or it failed). */
export const COVER_LETTER_SOURCES = ['ai', 'built_in'] as const
export type CoverLetterSource = (typeof COVER_LETTER_SOURCES)[number]

/**
 * Why the built-in writer wrote the letter, told to the person: the plan has no AI cover letters
 * (spec 001 §6: premium only), or the AI service did not answer in time or failed.
 */
export const GENERATION_NOTICES = ['premium_required', 'ai_unavailable'] as const
export type GenerationNotice = (typeof GENERATION_NOTICES)[number]

/** The saved letters a person keeps. */
export const MAX_COVER_LETTERS_PER_USER = 200
