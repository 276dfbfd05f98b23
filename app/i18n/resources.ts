import enCommon from './locales/en/common.json' with { type: 'json' }
import enJobs from './locales/en/jobs.json' with { type: 'json' }
import enLanding from './locales/en/landing.json' with { type: 'json' }
import enPages from './locales/en/pages.json' with { type: 'json' }
import enShell from './locales/en/shell.json' with { type: 'json' }
import hiCommon from './locales/hi/common.json' with { type: 'json' }
import hiJobs from './locales/hi/jobs.json' with { type: 'json' }
import hiLanding from './locales/hi/landing.json' with { type: 'json' }
import hiPages from './locales/hi/pages.json' with { type: 'json' }
import hiShell from './locales/hi/shell.json' with { type: 'json' }
import type { SupportedLanguage } from './languages.ts'

/** Translations are bundled with the app; no translation is fetched over the network (spec 001 §7). */
export const namespaces = ['common', 'jobs', 'shell', 'pages', 'landing'] as const
export type Namespace = (typeof namespaces)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

export const resources = {
  en: { common: enCommon, jobs: enJobs, shell: enShell, pages: enPages, landing: enLanding },
  hi: { common: hiCommon, jobs: hiJobs, shell: hiShell, pages: hiPages, landing: hiLanding },
} satisfies Record<SupportedLanguage, Record<Namespace, object>>
