import { defineEndpoints } from '#core/api/endpoint.ts'

/** The ATS check (server/features/resume-ats; issue 20 "ATS check"): the score report of the document sent. */
export const resumeAtsEndpoints = defineEndpoints(
  { base: '/resume-ats', loadSchemas: () => import('./ats/ats.schema.ts') },
  {
    check: {
      method: 'POST',
      path: '/check',
      bodyLimit: 256 * 1024,
      schemas: (s) => ({ body: s.atsCheckRequestSchema, response: s.atsReportSchema }),
    },
  },
)
