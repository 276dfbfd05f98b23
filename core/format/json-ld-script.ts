/**
 * JSON for the inside of a <script type="application/ld+json"> element. `<`, `>` and `&` become
 * \u escapes so text such as "</script>" or "<!--" in a job description can never end the element
 * or open markup; U+2028/U+2029 are escaped for old JavaScript parsers. The result is still the
 * same JSON value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
