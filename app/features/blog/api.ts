import { blogEndpoints } from '#core/blog/blog.endpoints.ts'
import type { AdminPost, BlogCluster, ClusterInput, GenerateDraft, GeneratedDraft, PostInput } from '#core/blog/blog.schema.ts'
import { callApi } from '#app/lib/call-api.ts'

/** The blog's staff endpoints the browser calls (core/blog/blog.endpoints.ts), through app/lib/call-api.ts. */

export function createPost(input: PostInput): Promise<AdminPost> {
  return callApi(blogEndpoints.createPost, { body: input })
}

export function updatePost(id: string, input: PostInput): Promise<AdminPost> {
  return callApi(blogEndpoints.updatePost, { params: { id }, body: input })
}

export function deletePost(id: string): Promise<void> {
  return callApi(blogEndpoints.deletePost, { params: { id } })
}

export function createCluster(input: ClusterInput): Promise<BlogCluster> {
  return callApi(blogEndpoints.createCluster, { body: input })
}

export function updateCluster(id: string, input: ClusterInput): Promise<BlogCluster> {
  return callApi(blogEndpoints.updateCluster, { params: { id }, body: input })
}

export function deleteCluster(id: string): Promise<void> {
  return callApi(blogEndpoints.deleteCluster, { params: { id } })
}

export function generateDraft(input: GenerateDraft): Promise<GeneratedDraft> {
  return callApi(blogEndpoints.generateDraft, { body: input })
}
