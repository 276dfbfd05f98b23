import { endpointUrl } from '#core/api/endpoint.ts'
import { companyEndpoints } from './companies.endpoints.ts'

/**
 * Where we serve a company's stored logo (GET /api/companies/{id}/logo, server/features/companies):
 * the URL the jobs API gives as the logo once we hold one, in place of the source's own.
 */
export function companyLogoPath(companyId: number): string {
  return endpointUrl(companyEndpoints.logo, { id: String(companyId) })
}
