import { ProviderError } from '#server/lib/provider-error.ts'

/** What an adapter's call was rejected with, which must be a ProviderError (an adapter never throws a vendor's own error). */
export async function providerErrorOf(work: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`)
  return error
}
