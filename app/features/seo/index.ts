/** The SEO feature's staff screens register in feature.ts; nothing else is reached from outside. */
export { seoFeature } from './feature.ts'
