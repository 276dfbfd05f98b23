// What every command-line script of ours does first: read the configuration (naming every bad
// variable and exiting 1) and open the configured database, explaining instead of failing with a
// stack trace when a running server holds the embedded one (decision 019).
import { ConfigError, loadConfig, type Config } from '#server/config.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { DataDirInUseError } from '#server/db/data-dir-lock.ts'
import { databaseTargetFor } from '#server/db/target.ts'

export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

/** The configuration and an open database; `whatToDoInstead` ends the message when a server holds the embedded database. */
export async function openCliDatabase(commandName: string, whatToDoInstead: string): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  try {
    return { config, database: await openDatabase(databaseTargetFor(config)) }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error
    fail(
      `A running JobYatra server (process ${error.pid}) holds the embedded database in ${error.dataDir}; ` +
        `only one process may open it at a time, so ${commandName} cannot run beside it.\n${whatToDoInstead}`,
    )
  }
}
