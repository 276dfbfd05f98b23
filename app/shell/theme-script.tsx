import { useNonce } from '#app/lib/nonce.tsx'
import { themeInitScript } from './theme.ts'
import { typographyInitScript } from './typography/preferences.ts'

/**
 * Sets the `dark` class and the reader's typography preferences on <html> before the first paint
 * (mount it inside <head>). It carries the request's CSP nonce; browsers hide a nonce from the
 * DOM, hence suppressHydrationWarning.
 */
export function ThemeScript() {
  const nonce = useNonce()
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `${themeInitScript};${typographyInitScript}` }} />
  )
}
