import account from '#core/i18n/locales/hi/account.json' with { type: 'json' }
import admin from '#core/i18n/locales/hi/admin.json' with { type: 'json' }
import ats from '#core/i18n/locales/hi/ats.json' with { type: 'json' }
import auth from '#core/i18n/locales/hi/auth.json' with { type: 'json' }
import billing from '#core/i18n/locales/hi/billing.json' with { type: 'json' }
import blog from '#core/i18n/locales/hi/blog.json' with { type: 'json' }
import chat from '#core/i18n/locales/hi/chat.json' with { type: 'json' }
import common from '#core/i18n/locales/hi/common.json' with { type: 'json' }
import companies from '#core/i18n/locales/hi/companies.json' with { type: 'json' }
import interviews from '#core/i18n/locales/hi/interviews.json' with { type: 'json' }
import jobs from '#core/i18n/locales/hi/jobs.json' with { type: 'json' }
import landing from '#core/i18n/locales/hi/landing.json' with { type: 'json' }
import mailbox from '#core/i18n/locales/hi/mailbox.json' with { type: 'json' }
import names from '#core/i18n/locales/hi/names.json' with { type: 'json' }
import oauth from '#core/i18n/locales/hi/oauth.json' with { type: 'json' }
import pages from '#core/i18n/locales/hi/pages.json' with { type: 'json' }
import resume from '#core/i18n/locales/hi/resume.json' with { type: 'json' }
import shell from '#core/i18n/locales/hi/shell.json' with { type: 'json' }
import site from '#core/i18n/locales/hi/site.json' with { type: 'json' }
import workspace from '#core/i18n/locales/hi/workspace.json' with { type: 'json' }

/** Every Hindi namespace as one object, with the Hindi names of places and roles, for tests; the app loads them a namespace at a time (../resources.ts). */
export const hiResources = {
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
  blog,
  site,
  companies,
  chat,
  names,
}
