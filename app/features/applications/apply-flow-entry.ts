/**
 * A step between the pages and apply-flow.ts: a page's import of this module lists one chunk, while
 * this module's import of the flow lists the flow's dozen (API client, texts, toasts …). So a job
 * listing carries one name for Apply, and the list loads with the press (decision 050).
 */
export const loadFlow = () => import('./apply-flow.ts')
