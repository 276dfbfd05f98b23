/**
 * A start-up mistake the person starting the server can put right: a DATA_DIR it cannot use, a
 * damaged embedded database, a short secret. Its message names the cause and the fix in one line;
 * server/main.ts prints that line and exits 1, with no stack trace (a stack trace says "bug", and
 * this is not one).
 */
export class StartUpError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StartUpError'
  }
}
