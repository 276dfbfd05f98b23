/** The cookies a browser would hold across requests to one site, for tests that follow a sign-in by hand. */
export class CookieJar {
  readonly #cookies = new Map<string, string>()

  /** Takes the Set-Cookie headers of a response (an expired cookie is removed). */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (isExpired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  has(name: string): boolean {
    return [...this.#cookies.keys()].some((key) => key === name || key.endsWith(name))
  }

  /** The Cookie request header. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}
