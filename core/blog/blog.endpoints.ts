import { defineEndpoints } from '#core/api/endpoint.ts'

/** The blog's staff API (server/features/blog/routes.ts): editor, admin and super_admin, every write audited. */
export const blogEndpoints = defineEndpoints(
  { base: '/blog', loadSchemas: () => import('./blog.schema.ts') },
  {
    createPost: {
      method: 'POST',
      path: '/admin/posts',
      status: 201,
      bodyLimit: 256 * 1024,
      schemas: (s) => ({ body: s.postInputSchema, response: s.adminPostSchema }),
    },
    updatePost: {
      method: 'PUT',
      path: '/admin/posts/{id}',
      bodyLimit: 256 * 1024,
      schemas: (s) => ({ params: s.postIdParamSchema, body: s.postInputSchema, response: s.adminPostSchema }),
    },
    deletePost: { method: 'DELETE', path: '/admin/posts/{id}', status: 204, schemas: (s) => ({ params: s.postIdParamSchema }) },
    createCluster: {
      method: 'POST',
      path: '/admin/clusters',
      status: 201,
      schemas: (s) => ({ body: s.clusterInputSchema, response: s.blogClusterSchema }),
    },
    updateCluster: {
      method: 'PUT',
      path: '/admin/clusters/{id}',
      schemas: (s) => ({ params: s.clusterIdParamSchema, body: s.clusterInputSchema, response: s.blogClusterSchema }),
    },
    deleteCluster: { method: 'DELETE', path: '/admin/clusters/{id}', status: 204, schemas: (s) => ({ params: s.clusterIdParamSchema }) },
    generateDraft: {
      method: 'POST',
      path: '/admin/generate',
      status: 201,
      schemas: (s) => ({ body: s.generateDraftSchema, response: s.generatedDraftSchema }),
    },
  },
)
