import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger }

/**
 * JSON logs in production; pretty, human-readable lines in development. Personal data never goes in a
 * log line. `destination` (tests) receives the JSON lines instead of stdout.
 */
export function createLogger(options: { level: string; isPretty: boolean; destination?: DestinationStream }): Logger {
  const { level, isPretty, destination } = options
  const settings: pino.LoggerOptions = {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.email', '*.phone'], remove: true },
    serializers: { err: serializeError },
  }
  if (destination) return pino(settings, destination)
  if (!isPretty) return pino(settings)
  return pino({ ...settings, transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } } })
}

/** The longest text a log line copies from a request: a 100 KB callback URL must not become a 100 KB line. */
export const LOG_TEXT_MAX = 300

/** Text from a request, cut to LOG_TEXT_MAX characters with a mark saying how long it was. */
export function truncateForLog(text: string): string {
  if (text.length <= LOG_TEXT_MAX) return text
  return `${text.slice(0, LOG_TEXT_MAX)}… [${text.length} characters]`
}

/**
 * Properties that carry what a person sent: the SQL parameters (drizzle's DrizzleQueryError and PGlite
 * errors keep them as `params`) and PostgreSQL's `detail`, which quotes row values ("Key (email)=(…)
 * already exists", "Failing row contains (…)").
 */
const droppedKeys = new Set(['params', 'parameters', 'detail'])

/** Keys whose text is rewritten rather than copied (message and stack) or followed (cause). */
const rebuiltKeys = new Set(['message', 'stack', 'cause'])

const MAX_DEPTH = 6

type ErrorLike = { message: string; stack?: unknown; cause?: unknown; name?: unknown; code?: unknown }

/**
 * pino's `err` serializer: the error and its whole cause chain as nested records, without the SQL
 * parameters wherever they appear. Drizzle writes them into its message ("Failed query: …\nparams: …",
 * which the stack repeats) and PostgreSQL quotes the offending value in data errors (class 22:
 * 'invalid input syntax for type integer: "…"'), so those texts are cut as well as the properties dropped.
 */
export function serializeError(error: unknown): unknown {
  return scrubValue(error, new Set(), 0)
}

function scrubValue(value: unknown, seen: Set<object>, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return '[circular]'
  if (depth >= MAX_DEPTH) return '[too deep]'
  seen.add(value)
  if (isErrorLike(value)) return scrubError(value, seen, depth)
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, seen, depth + 1))
  return scrubProperties(value, seen, depth)
}

function scrubError(error: ErrorLike, seen: Set<object>, depth: number): Record<string, unknown> {
  const message = scrubMessage(error)
  const record: Record<string, unknown> = {
    type: error instanceof Error ? error.constructor.name : String(error.name ?? 'Error'),
    message,
    stack: scrubStack(error.stack, error.message, message),
    ...scrubProperties(error, seen, depth),
  }
  if (error.cause !== undefined) record.cause = scrubValue(error.cause, seen, depth + 1)
  return record
}

function scrubProperties(value: object, seen: Set<object>, depth: number): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const [key, property] of Object.entries(value)) {
    if (droppedKeys.has(key) || rebuiltKeys.has(key)) continue
    record[key] = key === 'where' && typeof property === 'string' ? redactBindValues(property) : scrubValue(property, seen, depth + 1)
  }
  return record
}

function scrubMessage(error: ErrorLike): string {
  let message = error.message
  // Drizzle: `Failed query: ${sql}\nparams: ${params}`; the SQL is ours, what follows it is not.
  const paramsStart = message.indexOf('\nparams: ')
  if (paramsStart !== -1) message = message.slice(0, paramsStart)
  if (isPostgresDataError(error)) message = message.replace(/"(?:[^"\\]|\\.)*"/gu, '"[redacted]"')
  return message
}

/** The stack repeats the message; a stack that does not contain it word for word is left out rather than trusted. */
function scrubStack(stack: unknown, original: string, scrubbed: string): string | undefined {
  if (typeof stack !== 'string') return undefined
  if (original === scrubbed) return stack
  return stack.includes(original) ? stack.replace(original, () => scrubbed) : undefined
}

/** SQLSTATE class 22 (data exception): the message quotes the value that could not be read. */
function isPostgresDataError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/u.test(error.code)
}

/** With log_parameter_max_length_on_error set, PostgreSQL's context names a bind value: "portal parameter $1 = '…'". */
function redactBindValues(where: string): string {
  return where.replace(/(parameter \$\d+) = '(?:[^']|'')*'?/gu, '$1 = [redacted]')
}

function isErrorLike(value: object): value is ErrorLike {
  return value instanceof Error || ('message' in value && typeof value.message === 'string' && 'stack' in value)
}
