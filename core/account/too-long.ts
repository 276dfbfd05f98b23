/**
 * Spec 000 §5 'Please keep it under {n} characters' with the field's own limit: a schema's message is
 * `tooLong:<n>` (zod carries one string), which the form shows as account:validation.tooLong with n.
 */
const TOO_LONG_PREFIX = 'tooLong:'

export function tooLong(max: number): string {
  return `${TOO_LONG_PREFIX}${max}`
}

/** The limit a `tooLong:<n>` message names, else null. */
export function readTooLong(message: string): number | null {
  if (!message.startsWith(TOO_LONG_PREFIX)) return null
  const max = Number(message.slice(TOO_LONG_PREFIX.length))
  return Number.isInteger(max) && max > 0 ? max : null
}
