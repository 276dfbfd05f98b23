import { FeaturesSection } from './features-section.tsx'
import { TrustSection } from './trust-section.tsx'

/** The landing page below the fold: features (with the testimonial video) and trust. */
export function LowerSections() {
  return (
    <>
      <FeaturesSection />
      <TrustSection />
    </>
  )
}
