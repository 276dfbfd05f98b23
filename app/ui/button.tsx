import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from './cn.ts'

export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'outlineOnDark',
  'ghost',
  'ghostBrand',
  'accent',
  'link',
  'destructive',
] as const
export type ButtonVariant = (typeof buttonVariants)[number]
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const
export type ButtonSize = (typeof buttonSizes)[number]

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap select-none ' +
  'transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0'

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-100 dark:hover:bg-brand-900',
  outline: 'border border-line bg-surface-raised text-ink hover:border-brand-500 hover:bg-brand-50 dark:hover:bg-brand-900/40',
  // On a dark brand panel (the landing page's closing call to action), in both themes.
  outlineOnDark: 'border border-white/40 bg-white/10 text-white hover:border-white hover:bg-white/20',
  ghost: 'text-ink hover:bg-surface-muted',
  ghostBrand: 'text-brand-700 hover:bg-surface-muted dark:text-brand-200',
  accent: 'bg-accent-400 text-brand-900 shadow-sm hover:bg-accent-500',
  link: 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-200',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
}

// Phones get 44 px targets (WCAG 2.5.5); from the sm breakpoint up, pointer users get denser controls.
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm sm:min-h-9',
  md: 'min-h-11 px-4 text-sm sm:text-base',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 sm:size-10',
}

/**
 * The classes of a button, for links and other elements that must look like one. `className` adds
 * layout (margins, width, flex); colours, padding, height and text size come from `variant` and
 * `size`, as `cn` does not let a later class of the same property win (decision 032).
 */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variantClasses[options.variant ?? 'primary'], sizeClasses[options.size ?? 'md'], options.className)
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...props} />
})
