import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx: strings, conditionals, arrays). It does not resolve Tailwind conflicts:
 * with two classes of one property on an element, the stylesheet's order decides, not the order
 * here. So a primitive never takes a caller's class for a property it sets itself; it offers a prop
 * or variant for that instead (Button's `variant` and `size`, Chip's `surface` and `compact`,
 * DialogFooter's `layout`, Input's `controlSize`, Skeleton's `rounded`, Spinner's size through
 * `className`). tailwind-merge did this resolving before; it cost every page 8 kB gzip (decision 032).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
