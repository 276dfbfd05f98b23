import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { isServerBuild } from './react-router.ts'

/**
 * Where a production build keeps its parts: `npm run build` writes BUILD_DIR (`build` by default;
 * `npm test` builds into test-results/build so a running `npm start` keeps its own build).
 */
export function productionBuildPaths(buildDir: string): { clientDir: string; serverEntry: string } {
  const root = path.resolve(buildDir)
  return { clientDir: path.join(root, 'client'), serverEntry: path.join(root, 'server', 'index.js') }
}

/** Loads the production server build once; a missing build is a clear start-up error, not a 500 later. */
export async function loadProductionBuild(buildDir: string): Promise<() => Promise<ServerBuild>> {
  const { serverEntry } = productionBuildPaths(buildDir)
  if (!existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}. Run "npm run build" first (npm start does it for you).`)
  }
  const build: unknown = await import(pathToFileURL(serverEntry).href)
  if (!isServerBuild(build)) throw new Error(`${serverEntry} is not a React Router server build`)
  return async () => build
}
