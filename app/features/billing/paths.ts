import { href } from 'react-router'

/** The billing feature's pages (app/features/billing/feature.ts). */
export const PRICING_PATH = href('/pricing')
export const PREMIUM_FEATURES_PATH = href('/premium-features')
