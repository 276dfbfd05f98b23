import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Job matching (decision 056): /career-intelligence, where /job-recommendations leads. */
export const matchingFeature = defineAppFeature({
  name: 'matching',
  pages: [
    { path: 'career-intelligence', file: 'routes/career-intelligence.tsx' },
    { path: 'job-recommendations', file: 'routes/job-recommendations.tsx' },
  ],
})
