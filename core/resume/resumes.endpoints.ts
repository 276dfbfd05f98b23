import { defineEndpoints } from '#core/api/endpoint.ts'
import { RESUME_BODY_LIMIT_BYTES } from './resume-limits.ts'

/** A signed-in person's resumes (server/features/resumes): their own rows only. */
export const resumeEndpoints = defineEndpoints(
  { base: '/resumes', loadSchemas: () => import('./resumes.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.resumeListSchema }) },
    create: {
      method: 'POST',
      path: '/',
      status: 201,
      bodyLimit: RESUME_BODY_LIMIT_BYTES,
      schemas: (s) => ({ body: s.createResumeSchema, response: s.resumeSchema }),
    },
    read: { method: 'GET', path: '/{id}', schemas: (s) => ({ params: s.resumeIdParamSchema, response: s.resumeSchema }) },
    /** The spec's sync call (spec 001 §7 "PUT /api/resumes/{id} with resume data"). */
    update: {
      method: 'PUT',
      path: '/{id}',
      bodyLimit: RESUME_BODY_LIMIT_BYTES,
      schemas: (s) => ({ params: s.resumeIdParamSchema, body: s.updateResumeSchema, response: s.resumeSchema }),
    },
    remove: { method: 'DELETE', path: '/{id}', status: 204, schemas: (s) => ({ params: s.resumeIdParamSchema }) },
    setBase: {
      method: 'POST',
      path: '/{id}/base',
      schemas: (s) => ({ params: s.resumeIdParamSchema, response: s.resumeSummarySchema }),
    },
    versions: {
      method: 'GET',
      path: '/{id}/versions',
      schemas: (s) => ({ params: s.resumeIdParamSchema, response: s.resumeVersionListSchema }),
    },
    version: {
      method: 'GET',
      path: '/{id}/versions/{version}',
      schemas: (s) => ({ params: s.resumeVersionParamSchema, response: s.resumeVersionSchema }),
    },
    restore: {
      method: 'POST',
      path: '/{id}/versions/{version}/restore',
      schemas: (s) => ({ params: s.resumeVersionParamSchema, body: s.restoreVersionSchema, response: s.resumeSchema }),
    },
  },
)
