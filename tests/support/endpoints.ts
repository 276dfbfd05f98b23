import type { AnyEndpoint } from '#core/api/endpoint.ts'

/**
 * Every endpoint declared in core/ (`core/**\/*.endpoints.ts`, decision 034), found by file name so
 * that a new feature's endpoints are in every contract test without anyone listing them.
 */
const modules: Record<string, Record<string, unknown>> = import.meta.glob('/core/**/*.endpoints.ts', { eager: true })

export interface DeclaredEndpoint {
  /** `<module file> <group>.<name>`, for test names. */
  name: string
  endpoint: AnyEndpoint
}

export function listDeclaredEndpoints(): DeclaredEndpoint[] {
  const found: DeclaredEndpoint[] = []
  for (const [file, exports] of Object.entries(modules)) {
    for (const [groupName, group] of Object.entries(exports)) {
      if (typeof group !== 'object' || group === null) continue
      for (const [name, value] of Object.entries(group)) {
        if (isEndpoint(value)) found.push({ name: `${file.replace('/core/', '')} ${groupName}.${name}`, endpoint: value })
      }
    }
  }
  return found
}

/** The URL template under /api, as the OpenAPI document writes it ('/api/account/sessions/{session_id}'). */
export function documentedPath(endpoint: AnyEndpoint): string {
  return `/api${endpoint.path === '/' ? endpoint.base : `${endpoint.base}${endpoint.path}`}`
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'base' in value &&
    'method' in value &&
    'path' in value &&
    'bodyLimit' in value &&
    'schemasFrom' in value &&
    typeof value.schemasFrom === 'function'
  )
}
