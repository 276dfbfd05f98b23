import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Mock interviews (issue 21, decision 058): start, session, analytics and preparation, signed in only. */
export const interviewsFeature = defineAppFeature({
  name: 'interviews',
  pages: [
    { path: 'mock-interview', file: 'features/interviews/routes/mock-interview.tsx' },
    { path: 'mock-interview/session', file: 'features/interviews/routes/mock-interview-session.tsx' },
    { path: 'mock-interview/analytics', file: 'features/interviews/routes/mock-interview-analytics.tsx' },
    { path: 'mock-interview/preparation', file: 'features/interviews/routes/mock-interview-preparation.tsx' },
  ],
})
