/** A city that jobs are posted in, as the /jobs/in-{citySlug} pages and their related links show it. */
export interface CityInfo {
  slug: string
  name: string
  state: string | null
  country: string
  jobCount: number
}

/** A base role ("Software Engineer" for every seniority of it), as the /jobs/{roleSlug} pages show it. */
export interface RoleInfo {
  slug: string
  name: string
  jobCount: number
}

/**
 * The landing page's figures, counted from the jobs table (DESIGN.md "No invented figures"): active
 * jobs, those added in the last day, and the portals and career pages they can be applied on.
 */
export type JobFigures = {
  openJobs: number
  addedToday: number
  portals: number
}
