import { defineEndpoints } from '#core/api/endpoint.ts'

/** Staff's resume templates (server/features/resumes/admin-routes.ts, issue 24, decision 072). */
export const resumeTemplateAdminEndpoints = defineEndpoints(
  { base: '/admin/resume-templates', loadSchemas: () => import('./template-admin.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.adminResumeTemplatesResponseSchema }) },
    update: {
      method: 'PATCH',
      path: '/{id}',
      schemas: (s) => ({ params: s.templateIdParamSchema, body: s.templateOverrideSchema, response: s.adminResumeTemplateResponseSchema }),
    },
  },
)

/** What staff read about resumes (server/features/resumes/admin-routes.ts, issue 24, decision 072). */
export const resumeAnalyticsEndpoints = defineEndpoints(
  { base: '/admin/resume-analytics', loadSchemas: () => import('./template-admin.schema.ts') },
  {
    read: { method: 'GET', path: '/', schemas: (s) => ({ query: s.resumeAnalyticsQuerySchema, response: s.resumeAnalyticsSchema }) },
  },
)
