import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A react-hook-form resolver over a zod schema from `core/` that is loaded on the first check, not
 * with the page (decision 007: zod stays out of the initial bundle). The form validates with the same
 * schema the server parses with (CONVENTIONS §4), through the Standard Schema resolver.
 */
export function lazySchemaResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Resolver<Input, unknown, Output> | null = null
  return async (values, context, options) => {
    resolver ??= standardSchemaResolver(await load())
    return resolver(values, context, options)
  }
}
