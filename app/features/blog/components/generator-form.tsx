import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { Select } from '#app/ui/select.tsx'
import { showToast } from '#app/ui/toast.tsx'
import type { BlogCluster } from '#core/blog/blog.schema.ts'
import { generateDraft } from '#app/features/blog/api.ts'

/** /admin/content-generator: a topic, keywords and a cluster become a draft, which the editor then opens. */
export function GeneratorForm({ clusters }: { clusters: BlogCluster[] }) {
  const { t } = useTranslation('blog')
  const navigate = useNavigate()
  const baseId = useId()
  const [topicError, setTopicError] = useState<string | undefined>(undefined)
  const [failure, setFailure] = useState<string | null>(null)
  const [isWorking, setIsWorking] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const { generateDraftSchema } = await import('#core/blog/blog.schema.ts')
    const checked = generateDraftSchema.safeParse({
      topic: String(data.get('topic') ?? ''),
      keywords: String(data.get('keywords') ?? ''),
      cluster_id: String(data.get('cluster_id') ?? ''),
    })
    if (!checked.success) {
      setTopicError(t('generator.topicError'))
      return
    }
    setTopicError(undefined)
    setFailure(null)
    setIsWorking(true)
    try {
      const { post } = await generateDraft(checked.data)
      showToast({ title: t('generator.created'), tone: 'success' })
      await navigate(`/admin/posts/${post.id}/edit`)
    } catch (error) {
      setFailure(renderError(t, toApiError(error).body))
    } finally {
      setIsWorking(false)
    }
  }

  return (
    <AdminPage heading={t('generator.heading')} intro={t('generator.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-5" aria-busy={isWorking}>
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-50">
            {failure}
          </p>
        ) : null}
        <Field id={`${baseId}-topic`} label={t('generator.topic')} hint={t('generator.topicHint')} error={topicError}>
          <Input name="topic" {...describedBy(`${baseId}-topic`, { hint: t('generator.topicHint'), error: topicError })} />
        </Field>
        <Field id={`${baseId}-keywords`} label={t('generator.keywords')} hint={t('generator.keywordsHint')}>
          <Input name="keywords" {...describedBy(`${baseId}-keywords`, { hint: t('generator.keywordsHint') })} />
        </Field>
        <Field id={`${baseId}-cluster`} label={t('generator.cluster')}>
          <Select name="cluster_id" {...describedBy(`${baseId}-cluster`, {})}>
            {clusters.map((cluster) => (
              <option key={cluster.id} value={cluster.id}>
                {cluster.name}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <Button type="submit" disabled={isWorking}>
            {isWorking ? t('generator.generating') : t('generator.generate')}
          </Button>
        </div>
      </form>
    </AdminPage>
  )
}
