import common from './hi/common.json' with { type: 'json' }
import jobs from './hi/jobs.json' with { type: 'json' }
import landing from './hi/landing.json' with { type: 'json' }
import pages from './hi/pages.json' with { type: 'json' }
import shell from './hi/shell.json' with { type: 'json' }

/** Every Hindi namespace in one chunk of the bundle (see ../resources.ts). */
export const hiResources = { common, jobs, shell, pages, landing }
