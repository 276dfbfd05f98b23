import { z } from 'zod'
import { MAX_SAVED_SEARCH_NAME_LENGTH } from './history.ts'

/**
 * The wire shapes of /api/saved-searches (issue 19 "Saved searches"; decision 055). A search travels as
 * the listing's query string under GET /api/jobs/search's names; the server keeps only the words, the
 * place and the filters (SAVED_SEARCH_PARAMS), checked by the same schema the search itself uses.
 */

export const saveSearchSchema = z.strictObject({
  name: z.string().trim().min(1).max(MAX_SAVED_SEARCH_NAME_LENGTH).meta({ description: 'What to call it.', example: 'Data jobs in Pune' }),
  search: z.string().max(2000).meta({
    description: 'The search as GET /api/jobs/search query parameters.',
    example: 'query=data+analyst&location=Pune&date_posted=week',
  }),
})
export type SaveSearch = z.output<typeof saveSearchSchema>

export const savedSearchIdParamSchema = z.object({
  id: z.coerce.number().int().positive().meta({ description: 'The saved search id.', example: 3 }),
})

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string().nullable(),
  location: z.string().nullable(),
  /** The search as GET /api/jobs/search query parameters (words, place and filters). */
  search: z.string(),
  /** Jobs posted since the person last looked at its results; null when it could not be counted just now. */
  new_count: z.number().int().min(0).nullable(),
  /** True when new_count is an estimate (very many new jobs). */
  new_count_is_estimate: z.boolean(),
  last_seen_at: z.string(),
  created_at: z.string(),
})
export type SavedSearch = z.infer<typeof savedSearchSchema>

export const savedSearchesResponseSchema = z.object({ data: z.array(savedSearchSchema) })
export const savedSearchResponseSchema = z.object({ data: savedSearchSchema })
