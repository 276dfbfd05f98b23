import type { TFunction } from '#app/i18n/translator.ts'
import type { AdminAreaKey } from '#core/auth/roles.ts'

/** An area's name in the reader's language (admin:areas.<key>). */
export function areaName(t: TFunction<'admin'>, key: AdminAreaKey): string {
  return t(`areas.${key}`)
}
