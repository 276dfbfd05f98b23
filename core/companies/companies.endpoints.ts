import { defineEndpoints, serverOnlySchemas } from '#core/api/endpoint.ts'

/** Company pages' data (server/features/companies/routes.ts). */
export const companyEndpoints = defineEndpoints(
  { base: '/companies', loadSchemas: serverOnlySchemas<typeof import('./companies.schema.ts')> },
  {
    logo: { method: 'GET', path: '/{id}/logo', answer: 'bytes', schemas: (s) => ({ params: s.companyLogoParamSchema }) },
  },
)
