import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { isServerBuild } from './react-router.ts'

export const BUILD_DIR = path.resolve('build')
export const CLIENT_DIR = path.join(BUILD_DIR, 'client')
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js')

/** Loads the production server build once; a missing build is a clear start-up error, not a 500 later. */
export async function loadProductionBuild(): Promise<() => Promise<ServerBuild>> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`No production build at ${SERVER_ENTRY}. Run "npm run build" first (npm start does it for you).`)
  }
  const build: unknown = await import(pathToFileURL(SERVER_ENTRY).href)
  if (!isServerBuild(build)) throw new Error(`${SERVER_ENTRY} is not a React Router server build`)
  return async () => build
}
