import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadProductionBuild, productionBuildPaths } from './production.ts'

describe('the production build', () => {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('is read from the directory BUILD_DIR names, so a test build can sit beside the one npm start serves', async () => {
    const buildDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-build-'))
    made.push(buildDir)
    mkdirSync(path.join(buildDir, 'server'))
    writeFileSync(path.join(buildDir, 'server', 'index.js'), 'export const routes = { root: {} }\nexport const entry = { module: {} }\n')

    const loadBuild = await loadProductionBuild(buildDir)
    expect((await loadBuild()).routes).toEqual({ root: {} })
    expect(productionBuildPaths(buildDir).clientDir).toBe(path.join(buildDir, 'client'))
    expect(productionBuildPaths('test-results/build').clientDir).toBe(path.resolve('test-results/build/client'))
  })

  it('is missing: start-up names the path and the command that makes it', async () => {
    const buildDir = path.join(os.tmpdir(), 'jobyatra-no-build-here')
    await expect(loadProductionBuild(buildDir)).rejects.toThrow(
      `No production build at ${path.join(buildDir, 'server', 'index.js')}. Run "npm run build" first`,
    )
  })
})
