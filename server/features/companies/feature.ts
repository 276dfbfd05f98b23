import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createCompaniesRoutes } from './routes.ts'
import { createCompaniesService, type CompaniesService } from './service.ts'

/** Companies, their reviews and logos (no personal data: reviews are demo data until review writing lands). */
export const companiesFeature = defineServerFeature({
  name: 'companies',
  services: (deps: { database: DatabaseHandle }) => ({ companies: createCompaniesService({ database: deps.database }) }),
  api: [{ path: '/companies', create: (services: { companies: CompaniesService }) => createCompaniesRoutes(services.companies) }],
})
