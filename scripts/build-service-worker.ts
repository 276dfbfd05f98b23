// The service worker's build step, run by `npm run build` after `react-router build`
// (docs/decisions/028-service-worker.md): writes the offline page, bundles app/shell/pwa/sw.ts
// with Vite and lets Workbox (workbox-build's injectManifest) put the precache list into it as
// <BUILD_DIR>/client/sw.js (build/client/sw.js unless BUILD_DIR says otherwise, as in
// react-router.config.ts). React Router's framework mode builds two environments, which
// vite-plugin-pwa's generateSW mode does not support; one explicit step after the client
// build keeps the worker's inputs obvious.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'
import enShell from '#core/i18n/locales/en/shell.json' with { type: 'json' }
import hiShell from '#core/i18n/locales/hi/shell.json' with { type: 'json' }
import { OFFLINE_PAGE_URL } from '#app/shell/pwa/cache-rules.ts'
import { renderOfflinePage } from '#app/shell/pwa/offline-page.ts'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'client')

writeFileSync(
  path.join(clientDir, OFFLINE_PAGE_URL),
  renderOfflinePage([
    { lang: 'en', texts: enShell.pwa.offlinePage },
    { lang: 'hi', texts: hiShell.pwa.offlinePage },
  ]),
)

const bundleDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-sw-'))
try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Workbox logs in development builds only; the worker ships the production code.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      lib: { entry: path.join(root, 'app/shell/pwa/sw.ts'), formats: ['iife'], name: 'jobyatraServiceWorker', fileName: () => 'sw.js' },
    },
  })

  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, 'sw.js'),
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    // Everything a reader's page can load, so a dialog or the other language opens offline too;
    // the staff area and development pages are left to the network.
    globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'manifest.webmanifest', 'favicon.svg', 'icons/*.{png,svg}'],
    globIgnores: ['assets/admin*', 'assets/dev-mailbox*'],
    // Vite's file names carry their content hash: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
  })
  for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`)
  process.stdout.write(
    `service worker: ${path.relative(root, path.join(clientDir, 'sw.js'))} precaches ${count} files, ${(size / 1024).toFixed(0)} kB\n`,
  )
} finally {
  rmSync(bundleDir, { recursive: true, force: true })
}
