/** A company's profile page (spec 000 §2 /companies/{slug}); built by the content issue, linked once it exists (app/shell/unbuilt-pages.ts). */
export function companyProfilePath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`
}
