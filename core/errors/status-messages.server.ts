import common from '#core/i18n/locales/en/common.json' with { type: 'json' }
import { isMappedStatus } from './codes.ts'

/**
 * The English message of spec 001 §8 "Status mapping" for an HTTP status, as the API sends it to its
 * clients; pages show the same row in the reader's language (`common:httpStatus`). The text is read
 * from the en locale, its one copy (decision 009); being `.server.ts` keeps it, and the English
 * namespace with it, out of the browser's bundle.
 */
export function statusMessage(status: number): string {
  return isMappedStatus(status) ? common.httpStatus[status] : common.httpStatus.other
}
