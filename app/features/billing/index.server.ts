/** The billing pages' loaders' helpers. */
export { loadPlanPage, loadPremiumTemplatesPage } from './plan-page.server.ts'
