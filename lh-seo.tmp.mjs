import { spawn } from 'node:child_process'
import lighthouse from 'lighthouse'
const base = process.argv[2]
const pages = process.argv.slice(3)
const chrome = spawn('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=9333', '--user-data-dir=/tmp/lh/profile', 'about:blank'], { stdio: 'ignore' })
await new Promise((r) => setTimeout(r, 3000))
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, { port: 9333, output: 'json', logLevel: 'error', onlyCategories: ['seo'] })
    const { lhr } = result
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'informative')
    console.log(page, Math.round(lhr.categories.seo.score * 100), failed.map((a) => `${a.id}: ${a.title}`).join(' | '))
  }
} finally {
  chrome.kill()
}
