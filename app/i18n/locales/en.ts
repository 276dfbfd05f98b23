import account from '#core/i18n/locales/en/account.json' with { type: 'json' }
import admin from '#core/i18n/locales/en/admin.json' with { type: 'json' }
import ats from '#core/i18n/locales/en/ats.json' with { type: 'json' }
import auth from '#core/i18n/locales/en/auth.json' with { type: 'json' }
import billing from '#core/i18n/locales/en/billing.json' with { type: 'json' }
import blog from '#core/i18n/locales/en/blog.json' with { type: 'json' }
import chat from '#core/i18n/locales/en/chat.json' with { type: 'json' }
import common from '#core/i18n/locales/en/common.json' with { type: 'json' }
import guides from '#core/i18n/locales/en/guides.json' with { type: 'json' }
import companies from '#core/i18n/locales/en/companies.json' with { type: 'json' }
import interviews from '#core/i18n/locales/en/interviews.json' with { type: 'json' }
import jobs from '#core/i18n/locales/en/jobs.json' with { type: 'json' }
import landing from '#core/i18n/locales/en/landing.json' with { type: 'json' }
import mailbox from '#core/i18n/locales/en/mailbox.json' with { type: 'json' }
import oauth from '#core/i18n/locales/en/oauth.json' with { type: 'json' }
import pages from '#core/i18n/locales/en/pages.json' with { type: 'json' }
import resume from '#core/i18n/locales/en/resume.json' with { type: 'json' }
import shell from '#core/i18n/locales/en/shell.json' with { type: 'json' }
import site from '#core/i18n/locales/en/site.json' with { type: 'json' }
import workspace from '#core/i18n/locales/en/workspace.json' with { type: 'json' }

/** Every English namespace as one object: the type of every translation key (../translator.ts) and for tests; the app loads them a namespace at a time (../resources.ts). */
export const enResources = {
  common,
  jobs,
  shell,
  pages,
  landing,
  auth,
  account,
  admin,
  mailbox,
  oauth,
  resume,
  workspace,
  billing,
  interviews,
  ats,
  guides,
  blog,
  site,
  companies,
  chat,
}
