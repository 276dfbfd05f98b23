import common from './en/common.json' with { type: 'json' }
import jobs from './en/jobs.json' with { type: 'json' }
import landing from './en/landing.json' with { type: 'json' }
import pages from './en/pages.json' with { type: 'json' }
import shell from './en/shell.json' with { type: 'json' }

/** Every English namespace in one chunk of the bundle (see ../resources.ts). */
export const enResources = { common, jobs, shell, pages, landing }
