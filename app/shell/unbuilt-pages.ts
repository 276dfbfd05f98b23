/**
 * The pages of spec 000 §2 that later issues build. Until a page has its route, no link to it is
 * drawn (the header menus, the footer, the landing page, the job cards): a reader never follows a
 * link to the 404 page. `unbuilt-pages.test.ts` fails when one of these gets a route, so the issue
 * that builds the page removes it here, and its links appear everywhere at once.
 */
const UNBUILT_PAGES: readonly string[] = []

export const unbuiltPages: readonly string[] = UNBUILT_PAGES

/** Whether `to` (a path, with or without a query) leads to a page that exists: not one of the unbuilt pages or below one. */
export function isBuiltPage(to: string): boolean {
  const { pathname } = new URL(to, 'http://local')
  return !UNBUILT_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))
}
