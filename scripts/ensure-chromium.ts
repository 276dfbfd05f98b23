// Makes sure the system programs the tests drive are present: the Chromium
// that Playwright drives (and that bench:documents prints resumes with), and
// poppler's pdftotext and pdffonts, which read the resume PDFs back as an ATS
// does. They come only from Debian's packages: `npx playwright install`
// downloads unpinned binaries at test time, which this project does not allow.
//
// Usage: node scripts/ensure-chromium.ts   (exit 0 when every program runs)
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

interface SystemProgram {
  path: string
  /** Arguments that make it print its version and exit 0. */
  versionArgs: string[]
  debianPackage: string
}

const programs: SystemProgram[] = [
  { path: '/usr/bin/chromium', versionArgs: ['--version'], debianPackage: 'chromium' },
  { path: '/usr/bin/pdftotext', versionArgs: ['-v'], debianPackage: 'poppler-utils' },
  { path: '/usr/bin/pdffonts', versionArgs: ['-v'], debianPackage: 'poppler-utils' },
]

function readVersion(program: SystemProgram): string | null {
  if (!existsSync(program.path)) return null
  const result = spawnSync(program.path, program.versionArgs, { encoding: 'utf8', timeout: 30_000 })
  if (result.status !== 0) return null
  // poppler prints its version on stderr.
  return (result.stdout.trim() || result.stderr.trim()).split('\n')[0] ?? ''
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

function ensurePrograms(): number {
  const missing = programs.filter((program) => readVersion(program) === null)
  for (const program of programs) {
    if (!missing.includes(program)) console.log(`${program.path} found: ${readVersion(program)}`)
  }
  if (missing.length === 0) return 0
  const packages = [...new Set(missing.map((program) => program.debianPackage))]
  const installCommand = `apt-get update && apt-get install -y ${packages.join(' ')}`
  const names = missing.map((program) => program.path).join(', ')
  if (!isRoot()) {
    console.error(
      `${names} missing and this process is not root, so it cannot be installed here.\n` +
        `Install it with: sudo ${installCommand.replace('&& ', '&& sudo ')}\n` +
        'Do not use `npx playwright install`: the suite drives the system Chromium only.',
    )
    return 1
  }
  console.log(`${names} missing; installing: ${installCommand}`)
  const result = spawnSync('bash', ['-c', installCommand], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) {
    console.error(`Installing failed. Run it by hand to see why: ${installCommand}`)
    return 1
  }
  const stillMissing = missing.filter((program) => readVersion(program) === null)
  if (stillMissing.length > 0) {
    console.error(`${installCommand} finished but ${stillMissing.map((program) => program.path).join(', ')} still does not run.`)
    return 1
  }
  for (const program of missing) console.log(`${program.path} installed: ${readVersion(program)}`)
  return 0
}

process.exitCode = ensurePrograms()
