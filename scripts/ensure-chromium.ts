// Makes sure the system Chromium that Playwright drives (and that prints
// resume PDFs) is present. Browsers come only from Debian's `chromium`
// package: `npx playwright install` downloads unpinned binaries at test time,
// which this project does not allow.
//
// Usage: node scripts/ensure-chromium.ts   (exit 0 when /usr/bin/chromium runs)
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const chromiumPath = '/usr/bin/chromium'
const installCommand = 'apt-get update && apt-get install -y chromium'

function readChromiumVersion(): string | null {
  if (!existsSync(chromiumPath)) return null
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 30_000 })
  if (result.status !== 0) return null
  return result.stdout.trim()
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

function installChromium(): boolean {
  console.log(`Chromium is missing at ${chromiumPath}; installing it: ${installCommand}`)
  const result = spawnSync('bash', ['-c', installCommand], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

function ensureChromium(): number {
  const version = readChromiumVersion()
  if (version) {
    console.log(`Chromium found: ${version} (${chromiumPath})`)
    return 0
  }
  if (!isRoot()) {
    console.error(
      `Chromium is missing at ${chromiumPath} and this process is not root, so it cannot be installed here.\n` +
        `Install it with: sudo ${installCommand.replace('&& ', '&& sudo ')}\n` +
        'Do not use `npx playwright install`: the suite drives the system Chromium only.',
    )
    return 1
  }
  if (!installChromium()) {
    console.error(`Installing Chromium failed. Run it by hand to see why: ${installCommand}`)
    return 1
  }
  const installed = readChromiumVersion()
  if (!installed) {
    console.error(`${installCommand} finished but ${chromiumPath} still does not run.`)
    return 1
  }
  console.log(`Chromium installed: ${installed} (${chromiumPath})`)
  return 0
}

process.exitCode = ensureChromium()
