import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Plans and payments (issue 22): the pricing and premium pages; the checkout loads on the upgrade press. */
export const billingFeature = defineAppFeature({
  name: 'billing',
  pages: [
    { path: 'pricing', file: 'routes/pricing.tsx' },
    { path: 'premium-features', file: 'routes/premium-features.tsx' },
    { path: 'premium-templates', file: 'routes/premium-templates.tsx' },
  ],
  adminScreens: [{ area: 'payments', file: 'features/billing/routes/admin-payments.tsx' }],
})
