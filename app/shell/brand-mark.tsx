/**
 * The JobYatra mark: a path rising towards the next job under a saffron sun, on deep teal. The same
 * drawing as public/favicon.svg.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#0e6b73" />
      <circle cx="10" cy="10" r="3.5" fill="#f4a52a" />
      <path d="M7.5 24.5c4.5 0 6.5-2.6 8.3-5.6s3.7-6.2 8.2-10.4" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M18 8.5h6v6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
