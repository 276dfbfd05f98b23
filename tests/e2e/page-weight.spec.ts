// Issue 17: each page's initial JavaScript stays inside its budget (bench/web/budgets.ts, decision 032),
// in English and Hindi; a page not yet inside it stays under its ceiling, the weight it had when the
// test arrived, so that no feature adds to what has to be cut. Sizes are a property of the build, not
// of the machine's load: what the server's HTML loads and modulepreloads, followed through static
// imports, each file gzipped and summed (bench/web/initial-js.ts, which `npm run bench:web` shares).
import { pageBudgets } from '#bench/web/budgets.ts'
import { collectInitialScripts, sumScripts } from '#bench/web/initial-js.ts'
import { expect, test } from './fixtures.ts'

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

for (const page of pageBudgets) {
  // A page not yet inside its budget may not grow past the weight it has today (its ceiling).
  const limit = page.ceilingGzipBytes ?? page.initialJsGzipBytes
  const title =
    page.ceilingGzipBytes === undefined
      ? `initial JavaScript of ${page.label} is at most its budget, ${kB(limit)} gzip`
      : `initial JavaScript of ${page.label} does not grow past ${kB(limit)} gzip (budget ${kB(page.initialJsGzipBytes)}, not met yet)`
  test(title, async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a page sends the same scripts at every width: measured once, in the desktop project')
    if (!baseURL) throw new Error('playwright.config.ts sets baseURL')
    const scripts = await collectInitialScripts(baseURL, page)
    const total = sumScripts(scripts)
    const largest = [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 8)
      .map((script) => `${script.name} ${kB(script.gzipBytes)}`)
    expect(
      total.gzipBytes,
      `${page.label}: ${scripts.length} scripts, ${kB(total.gzipBytes)}; largest: ${largest.join(', ')}`,
    ).toBeLessThanOrEqual(limit)
  })
}
