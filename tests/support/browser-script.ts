import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { build } from 'vite'
import { expect, type TestContext } from 'vitest'

/**
 * What the vitest files that run code in a real Chromium share (upload-to-api.test.ts,
 * i18n/react.test.ts): a page script built with Vite, the machine's browser, and the rule for a
 * missing browser. npm test installs Chromium first and sets REQUIRE_CHROMIUM=1, so there a missing
 * browser fails the test; run by hand without it, the test skips and says why.
 */
const CHROMIUM_PATH = '/usr/bin/chromium'
const isChromiumRequired = process.env.REQUIRE_CHROMIUM === '1'

/** `entry` built into one ES module for the browser; `development` keeps React's warnings. */
export async function buildBrowserScript(entry: string, options: { development?: boolean } = {}): Promise<string> {
  const fileName = entry.replace(/^.*\//u, '').replace(/\.ts$/u, '')
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    ...(options.development ? { define: { 'process.env.NODE_ENV': JSON.stringify('development') } } : {}),
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
  const chunk = (Array.isArray(built) ? built : [built])
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error(`Vite built no script for ${entry}`)
  return chunk.code
}

/** The machine's Chromium, headless; null when it is not installed. */
export async function launchChromium(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM_PATH)) return null
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
}

/** Fails the test without a browser under npm test; skips it, saying what it would have tested, by hand. */
export function requireBrowser(browser: Browser | null, context: TestContext, purpose: string): asserts browser is Browser {
  if (browser) return
  const reason = `Chromium is not installed at ${CHROMIUM_PATH}: run node scripts/ensure-chromium.ts (npm test does) to ${purpose}`
  if (isChromiumRequired) expect.fail(reason)
  context.skip(reason)
}
