/** The whole schema, handed to Drizzle and drizzle-kit. Each file holds the tables of one area. */
export * from './accounts.ts'
export * from './analytics.ts'
export * from './applications.ts'
export * from './jobs.ts'
export * from './ops.ts'
export * from './payments.ts'
export * from './plans.ts'
export * from './resumes.ts'
