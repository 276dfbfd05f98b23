/**
 * Applying and application tracking in the browser (decision 050): other features and routes reach it
 * only through this file. What Apply does loads on the press (apply-flow.ts), so the pages with Apply
 * buttons carry no more than these wrappers.
 */
export { useSendPendingApplication } from './use-pending-application.ts'
export { rememberSignedOutApply, startApplying } from './start-applying.ts'
