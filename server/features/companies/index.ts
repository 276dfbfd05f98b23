/** Companies and their reviews: other features and server/seed-demo.ts reach them only through this file. */
export { buildDemoCompanies, type DemoCompany } from './demo/demo-companies.ts'
export { buildDemoReviews } from './demo/demo-reviews.ts'
export { seedDemoCompanies, type DemoCompanies } from './demo/seed.ts'
export { fetchMissingLogos, type BoundedHttp, type LogoFetchSummary } from './logo-fetch.ts'
export { createCompaniesRoutes } from './routes.ts'
export { createCompaniesService, matchOrCreateCompanies, type CompaniesService, type EmployerSighting } from './service.ts'
