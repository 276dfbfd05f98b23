/** vite.config.ts: the URL of each translation chunk in the client build, by `language/namespace` ('hi/jobs'; empty in development). */
declare module 'virtual:language-chunks' {
  const urls: Readonly<Record<string, string>>
  export default urls
}
