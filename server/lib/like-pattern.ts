/** A LIKE pattern matching `text` anywhere: `%` and `_` typed by a searcher are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
