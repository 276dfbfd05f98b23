/** One result on the fast home: enough for its line and its link. */
export interface FastHomeJob {
  id: string
  title: string
  employer: string
  city: string | null
  state: string | null
  country: string | null
  isRemote: boolean
}

/** What the home route loads for `/?amp` (load-fast-home.server.ts). */
export interface FastHomeData {
  query: string
  location: string
  total: number
  jobs: FastHomeJob[]
}
