import { PRIVATE_PATH_PREFIXES } from '#core/seo/public-pages.ts'

/** /robots.txt: crawlers may read every public page, none of the private areas, and find the sitemap at its absolute URL. */
export function buildRobotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '']
  lines.push(`Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`, '')
  return lines.join('\n')
}
