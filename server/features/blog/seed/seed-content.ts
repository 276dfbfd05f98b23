import { abroadPosts } from './posts-abroad.ts'
import { careerChangePosts } from './posts-career-change.ts'
import { governmentPosts } from './posts-government.ts'
import { interviewPosts } from './posts-interviews.ts'
import { resumePosts } from './posts-resume.ts'
import { salaryPosts } from './posts-salaries.ts'
import type { SeedPost } from './seed-types.ts'

export { seedClusters } from './clusters.ts'

/** Every starting post (decision 062): five or more in each of the six clusters. */
export const seedPosts: readonly SeedPost[] = [
  ...resumePosts,
  ...interviewPosts,
  ...salaryPosts,
  ...abroadPosts,
  ...governmentPosts,
  ...careerChangePosts,
]
