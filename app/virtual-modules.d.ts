/** vite.config.ts: the URL of each language's chunk in the client build, by language code (empty in development). */
declare module 'virtual:language-chunks' {
  const urls: Readonly<Record<string, string>>
  export default urls
}
