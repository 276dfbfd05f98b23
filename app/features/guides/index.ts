/** Country guides: app/routes and the shell reach the feature only through this file. */
export { GuideView } from './guide-view.tsx'
export { GuidesIndexView } from './guides-index-view.tsx'
export { buildGuidePath, buildGuidesPath, buildCountryJobsPath } from './guide-paths.ts'
export type { GuidePageData, GuidesIndexPage } from './guide-page-data.ts'
