import { FeaturesSection } from './features-section.tsx'
import type { JobFigures } from '#core/jobs/listings.ts'
import { TrustSection } from './trust-section.tsx'

/** The landing page below the fold: features (with the testimonial video) and trust. */
export function LowerSections({ figures }: { figures: JobFigures | null }) {
  return (
    <>
      <FeaturesSection />
      <TrustSection figures={figures} />
    </>
  )
}
