import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { forwardRef, useRef, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react'
import { cn } from './cn.ts'

/**
 * Dialog primitives on Radix: focus is trapped while open and returned to the trigger on close,
 * Escape and the overlay close it, and the rest of the page is hidden from assistive technology.
 */
export const Dialog = RadixDialog.Root

export const dialogLayouts = ['center', 'sheet', 'fullscreen'] as const
/**
 * How the dialog sits on a phone: `center` floats, `sheet` rises from the bottom edge, `fullscreen`
 * fills the screen (long content with a sticky footer). From the sm breakpoint up all are centred.
 */
export type DialogLayout = (typeof dialogLayouts)[number]
export type DialogSize = 'sm' | 'md' | 'lg'

const layoutClasses: Record<DialogLayout, string> = {
  center: 'inset-x-4 top-1/2 -translate-y-1/2 max-h-[calc(100dvh-2rem)] rounded-2xl',
  sheet: 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)]',
  fullscreen: 'inset-0 h-dvh',
}

const sizeClasses: Record<DialogSize, string> = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
}

export type DialogContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  layout?: DialogLayout
  size?: DialogSize
  /** The accessible name of the close button; omit to render no close button. */
  closeLabel?: string
}

export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { layout = 'center', size = 'md', closeLabel, className, children, onOpenAutoFocus, onCloseAutoFocus, ...props },
  ref,
) {
  // Radix returns focus only to a <Dialog.Trigger>; dialogs opened from state (a card, another
  // dialog) would drop focus to <body>. Remember what had focus and go back to it.
  const returnFocusRef = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <RadixDialog.Content
        ref={ref}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement
          returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null
          onOpenAutoFocus?.(event)
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          const target = returnFocusRef.current
          if (event.defaultPrevented || !target?.isConnected) return
          event.preventDefault()
          target.focus()
        }}
        className={cn(
          'fixed z-50 flex flex-col overflow-hidden border border-line bg-surface-raised text-ink shadow-2xl outline-none',
          'transition duration-200 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none',
          layoutClasses[layout],
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[min(90dvh,52rem)] sm:w-[calc(100vw-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:pb-0',
          'sm:starting:translate-y-[calc(-50%+1rem)]',
          sizeClasses[size],
          className,
        )}
        {...props}
      >
        {/* First in the DOM so it takes the initial focus: the reader starts at the top of the dialog. */}
        {closeLabel ? (
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute end-2 top-2 z-10 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-10"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
})

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('shrink-0 px-5 pt-5 pb-3 pe-14 sm:px-6 sm:pt-6', className)} {...props} />
}

/** The scrolling middle of a dialog; header and footer stay put. */
export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 sm:px-6', className)} {...props} />
}

const footerLayoutClasses = {
  stacked: 'flex-col-reverse sm:flex-row sm:justify-end',
  row: 'flex-row sm:justify-end',
  spread: 'flex-row items-center sm:justify-between',
} as const

/**
 * The actions under a dialog. `stacked`: one above the other on a phone (the main action on top),
 * in a row at the end from sm up; `row`: in a row at every width; `spread`: in a row, pushed to both
 * ends from sm up.
 */
export function DialogFooter({
  layout = 'stacked',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { layout?: keyof typeof footerLayoutClasses }) {
  return (
    <div
      className={cn(
        'flex shrink-0 gap-2 border-t border-line bg-surface-raised px-5 py-3 sm:px-6',
        footerLayoutClasses[layout],
        'pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:pb-3',
        className,
      )}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-lg font-bold text-ink sm:text-xl', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('mt-1 text-sm text-ink-muted', className)} {...props} />
}
