import { useQuery } from '@tanstack/react-query'
import { MAX_SCORED_JOBS } from '#core/matching/matching-constants.ts'
import type { JobMatch } from '#core/matching/matching.schema.ts'
import { useSessionUser } from '#app/features/auth/index.ts'

type Scores = Record<string, JobMatch> | null

/** The ids asked for in this turn of the event loop: one request scores every card a list renders. */
let batch: { ids: Set<string>; scores: Promise<Scores> } | null = null

/** Scores of many jobs, fetched in as few requests as the API's limit allows. */
async function fetchBatch(ids: readonly string[]): Promise<Scores> {
  const { fetchMatchScores } = await import('./api.ts')
  const chunks: string[][] = []
  for (let start = 0; start < ids.length; start += MAX_SCORED_JOBS) chunks.push(ids.slice(start, start + MAX_SCORED_JOBS))
  const answers = await Promise.all(chunks.map((chunk) => fetchMatchScores(chunk)))
  if (answers.some((answer) => answer === null)) return null
  return Object.assign({}, ...answers)
}

function loadJobMatch(jobId: string): Promise<JobMatch | null> {
  if (batch === null) {
    const ids = new Set<string>()
    const scores = Promise.resolve().then(() => {
      batch = null
      return fetchBatch([...ids])
    })
    batch = { ids, scores }
  }
  batch.ids.add(jobId)
  return batch.scores.then((scores) => scores?.[jobId] ?? null)
}

/**
 * The signed-in person's match with a job (decision 056), or null: signed out, before onboarding is
 * finished, or while it loads. Every card asks for its own job; the asks of one render go as one request.
 */
export function useJobMatch(jobId: string): JobMatch | null {
  const { user } = useSessionUser()
  const query = useQuery({
    queryKey: ['job-match', user?.id ?? null, jobId],
    queryFn: () => loadJobMatch(jobId),
    enabled: user !== null,
    // A failed score is not worth a retry storm across every card: the card reads fine without it.
    retry: false,
  })
  return user === null ? null : (query.data ?? null)
}
