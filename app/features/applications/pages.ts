/**
 * The applications feature's whole-page parts, for app/routes/ only: kept out of index.ts so the job
 * listings, which import Apply's wrappers from there, never carry the board.
 */
export { ApplicationsBoard } from './components/applications-board.tsx'
export { applyToJob } from './apply-flow.ts'
