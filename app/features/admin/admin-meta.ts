import type { MetaDescriptor } from 'react-router'
import { SITE_NAME } from '#app/shell/site-name.ts'

/** Every admin page's meta: its title (the loader's), and no search engine indexes it. */
export function adminMeta(title: string | undefined): MetaDescriptor[] {
  return [{ title: title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}
