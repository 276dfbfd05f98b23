import type { DEFAULT_NAMESPACE } from './resources.ts'
import type { enResources } from './locales/en.ts'

/**
 * Translation keys are typed from the English resources (the one copy of the text, decision 009):
 * `t('jobs:nonexistent')` and a key missing from en fail the type check. Hindi has the same keys,
 * which core/i18n/locales.test.ts checks.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE
    resources: typeof enResources
  }
}
