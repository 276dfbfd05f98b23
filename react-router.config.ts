import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // BUILD_DIR, as the server reads it (server/config.ts): `npm test` builds into test-results/build,
  // so an `npm start` running from the same checkout keeps serving its own build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config
