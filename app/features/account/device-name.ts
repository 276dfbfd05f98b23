/** A browser and system name from a User-Agent header ('Chrome', 'Android'), for the sessions list. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null
  const browser =
    match(userAgent, [
      [/Edg(?:e|A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ]) ?? null
  const os =
    match(userAgent, [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ]) ?? null
  if (!browser && !os) return null
  return { browser: browser ?? userAgent.split(/[\s/]/)[0] ?? userAgent, os: os ?? '' }
}

function match(text: string, rules: ReadonlyArray<readonly [RegExp, string]>): string | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1]
}
