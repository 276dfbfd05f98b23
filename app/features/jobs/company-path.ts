/** A company's profile page (spec 000 §2 /companies/{slug}). */
export function companyProfilePath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`
}
