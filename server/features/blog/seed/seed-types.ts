/** A post of the blog's starting content (decision 062): published on first start, dated `daysAgo` before it. */
export interface SeedPost {
  slug: string
  title: string
  excerpt: string
  clusterSlug: string
  daysAgo: number
  body: string
}

export interface SeedCluster {
  slug: string
  name: string
  description: string
  nameHi: string
  descriptionHi: string
}
