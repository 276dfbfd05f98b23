import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names (clsx: strings, conditionals, arrays) and resolves Tailwind conflicts so the
 * later class wins (tailwind-merge): a caller's `className` overrides a primitive's default
 * (`rounded-xl` replaces `rounded-lg`) instead of both reaching the page and CSS order deciding.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
