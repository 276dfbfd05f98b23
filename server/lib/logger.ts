import pino, { type Logger } from 'pino'

export type { Logger }

/** JSON logs in production; pretty, human-readable lines in development. Personal data never goes in a log line. */
export function createLogger(options: { level: string; isPretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.email', '*.phone'], remove: true },
    ...(options.isPretty ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } } } : {}),
  })
}
