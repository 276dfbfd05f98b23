import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { loader } from './dev-render-error.tsx'

let database: DatabaseHandle
let services: Services

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  services = buildTestServices(database)
})

afterAll(async () => {
  await database.close()
})

describe('/dev/render-error', () => {
  it('exists where local pages are on (APP_ENV unset)', async () => {
    const { args } = buildLoaderArgs('http://localhost/dev/render-error', services, { areLocalPagesEnabled: true })
    expect(await loader(args)).toBeNull()
  })

  it('is a 404 with APP_ENV=production or staging', async () => {
    const { args } = buildLoaderArgs('http://localhost/dev/render-error', services)
    const thrown: unknown = await loader(args).then(
      () => null,
      (error: unknown) => error,
    )
    expect(thrown).toMatchObject({ init: { status: 404 } })
  })
})
