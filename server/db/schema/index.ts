/** The whole schema, handed to Drizzle and drizzle-kit. Each file holds the tables of one area. */
export * from './jobs.ts'
