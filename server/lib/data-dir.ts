import { accessSync, constants, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { StartUpError } from './start-up-error.ts'

const unwritableCodes = new Set(['EACCES', 'EPERM', 'EROFS'])

/**
 * Makes DATA_DIR when it is missing and checks that the server can write in it (the embedded
 * database, the generated auth secret): a file in its place or a directory the server may not write
 * stops start-up with a StartUpError saying what to change. Answers its absolute path.
 */
export function prepareDataDir(dataDir: string): string {
  const directory = path.resolve(dataDir)
  try {
    mkdirSync(directory, { recursive: true })
    if (!statSync(directory).isDirectory()) throw notADirectory(directory)
    accessSync(directory, constants.W_OK)
  } catch (error) {
    if (error instanceof StartUpError) throw error
    const code = errorCode(error)
    if (code === 'EEXIST' || code === 'ENOTDIR') throw notADirectory(directory)
    if (code !== null && unwritableCodes.has(code)) {
      throw new StartUpError(
        `DATA_DIR ${directory} is not writable (${code}): give the user running the server write access to it, or set DATA_DIR to a directory it can write`,
      )
    }
    throw error
  }
  return directory
}

function notADirectory(directory: string): StartUpError {
  return new StartUpError(
    `DATA_DIR ${directory} is not a directory (a file is in the way): move that file, or set DATA_DIR to a directory (it is created when missing)`,
  )
}

function errorCode(error: unknown): string | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null
}
