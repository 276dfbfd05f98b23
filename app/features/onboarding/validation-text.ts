import type { TFunction } from '#app/i18n/translator.ts'
import { readTooLong } from '#core/account/too-long.ts'

const knownMessages = [
  'required',
  'tooMany',
  'invalidPhone',
  'invalidSalary',
  'salaryOrder',
  'passwordTooShort',
  'passwordMismatch',
  'confirmRequired',
] as const
type KnownMessage = (typeof knownMessages)[number]

function isKnownMessage(message: string): message is KnownMessage {
  return knownMessages.some((known) => known === message)
}

/**
 * A schema's message (a key of `account:validation`, core/account/*.schema.ts) in the reader's
 * language; zod's own messages (a wrong type) read as the generic 'Please check the format'.
 */
export function renderValidationMessage(t: TFunction<'account'>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined
  const max = readTooLong(message)
  if (max !== null) return t('validation.tooLong', { n: max })
  return isKnownMessage(message) ? t(`validation.${message}`) : t('validation.other')
}
