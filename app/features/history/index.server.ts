/** Loader-only code of job view history and saved searches. */
export { loadWorkspace, type WorkspaceData } from './load-workspace.server.ts'
