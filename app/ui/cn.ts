/** Joins class names, skipping falsy entries; enough for our primitives without a class-merging library. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
