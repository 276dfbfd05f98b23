import type { BreadcrumbHandle, BreadcrumbStep } from '#app/shell/breadcrumbs.ts'

/**
 * The company pages' trail for the shell's breadcrumb bar: the loader's `breadcrumbs` after Home (the
 * bar adds Home itself). A page that answered 404 has no trail.
 */
export const companiesBreadcrumb: BreadcrumbHandle<{ status: string; breadcrumbs?: readonly BreadcrumbStep[] }> = {
  breadcrumb({ data }): readonly BreadcrumbStep[] {
    if (data === undefined || data.status !== 'found' || data.breadcrumbs === undefined) return []
    return data.breadcrumbs.slice(1)
  },
}
