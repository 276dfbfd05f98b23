import type { Job } from '#core/jobs/job.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { companyReviewsData } from './personal-data.ts'
import { createModerationRoutes, createReviewRoutes } from './review-routes.ts'
import { createCompaniesRoutes } from './routes.ts'
import { createCompaniesService, type CompaniesService } from './service.ts'

/**
 * Companies (decision 064): the directory and profiles the pages read, reviews people write and staff
 * moderate, and logos. Reviews are their authors' personal data; /companies and every company with
 * open jobs are in the sitemap.
 */
export const companiesFeature = defineServerFeature({
  name: 'companies',
  services: (deps: { database: DatabaseHandle }, needs: { jobs: { findJobs: (jobIds: readonly string[]) => Promise<Job[]> } }) => ({
    companies: createCompaniesService({ database: deps.database, findJobs: (jobIds) => needs.jobs.findJobs(jobIds) }),
  }),
  api: [
    { path: '/companies', create: (services: { companies: CompaniesService }) => createCompaniesRoutes(services.companies) },
    {
      path: '/companies',
      create: (services: { auth: AuthService; rateLimiter: RateLimiter; companies: CompaniesService }) => createReviewRoutes(services),
    },
    {
      path: '/admin/company-reviews',
      create: (services: { auth: AuthService; companies: CompaniesService }) => createModerationRoutes(services),
    },
  ],
  personalData: [companyReviewsData],
  sitemaps: [
    {
      name: 'companies',
      count: (services: { companies: CompaniesService }) => services.companies.countSitemapEntries(),
      list: (services: { companies: CompaniesService }, page: { offset: number; limit: number }) =>
        services.companies.listSitemapEntries(page),
    },
  ],
})
