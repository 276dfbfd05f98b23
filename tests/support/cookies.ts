import type { Cookie } from 'react-router'

/** The Cookie request header a browser sends back after the server set `cookie` to `value`. */
export async function toCookieHeader(cookie: Cookie, value: unknown): Promise<string> {
  const setCookie = await cookie.serialize(value)
  return setCookie.split(';')[0] ?? ''
}
