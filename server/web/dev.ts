import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerBuild } from 'react-router'
import { isServerBuild } from './react-router.ts'
import { createServer as createViteServer } from 'vite'

export interface DevWeb {
  loadBuild(): Promise<ServerBuild>
  /** Lets Vite answer its own requests (modules, HMR, assets) before the app sees them. */
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void
  close(): Promise<void>
}

/** Vite in middleware mode: hot reload for the app; the server build is loaded through Vite on each request. */
export async function createDevWeb(): Promise<DevWeb> {
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
  return {
    async loadBuild() {
      const build = await vite.ssrLoadModule('virtual:react-router/server-build')
      if (!isServerBuild(build)) throw new Error('virtual:react-router/server-build did not load')
      return build
    },
    middleware: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  }
}
