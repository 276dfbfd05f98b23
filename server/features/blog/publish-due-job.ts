import type { JobContext } from '#server/jobs/job-definition.ts'
import type { BlogService } from './service.ts'

/** One pass: every scheduled post whose publish time has passed becomes published. */
export default async function publishDuePosts(
  _data: null,
  { services }: JobContext<{ blog: Pick<BlogService, 'publishDue'> }>,
): Promise<void> {
  await services.blog.publishDue()
}
