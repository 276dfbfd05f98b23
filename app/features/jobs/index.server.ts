/** What the jobs feature gives loaders on the server only. */
export { toJobSearch } from './job-search.server.ts'
export { readSearchVisitor } from './search-visitor.server.ts'
