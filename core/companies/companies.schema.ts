import { z } from 'zod'

/** GET /api/companies/{id}/logo (server/features/companies/routes.ts). */
export const companyLogoParamSchema = z.object({
  // Text, not a number schema: an id that is not a positive integer names no company, so it is a 404 like any unknown id.
  id: z.string().meta({ description: "The company's id (a positive integer)", example: '12' }),
})
