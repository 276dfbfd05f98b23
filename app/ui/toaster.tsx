import { Toaster as SonnerToaster } from 'sonner'

/**
 * The one toast outlet (sonner), mounted once near the root. Spec 001 §9 "Toasts": at most 3
 * visible, 4 s by default; callers pass a longer `duration` for more severe messages.
 */
export function Toaster({ theme = 'system' }: { theme?: 'light' | 'dark' | 'system' }) {
  return (
    <SonnerToaster
      theme={theme}
      visibleToasts={3}
      duration={4000}
      position="top-center"
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
