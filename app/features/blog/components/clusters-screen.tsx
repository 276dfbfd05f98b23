import { useId, useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { showToast } from '#app/ui/toast.tsx'
import type { BlogCluster, ClusterInput } from '#core/blog/blog.schema.ts'
import { createCluster, deleteCluster, updateCluster } from '#app/features/blog/api.ts'

/** /admin/clusters: add, rename and delete topic clusters (a cluster with posts is not deleted). */
export function ClustersScreen({ clusters }: { clusters: BlogCluster[] }) {
  const { t } = useTranslation('blog')
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function remove(cluster: BlogCluster) {
    if (!window.confirm(t('clusters.deleteConfirm', { name: cluster.name }))) return
    setFailure(null)
    try {
      await deleteCluster(cluster.id)
      showToast({ title: t('clusters.deleted'), tone: 'success' })
      await revalidator.revalidate()
    } catch (error) {
      setFailure(renderError(t, toApiError(error).body))
    }
  }

  return (
    <AdminPage heading={t('clusters.heading')} intro={t('clusters.intro')}>
      {failure ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-50">
          {failure}
        </p>
      ) : null}
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {clusters.map((cluster) => (
          <li key={cluster.id} className="p-4">
            {editing === cluster.id ? (
              <ClusterForm
                cluster={cluster}
                onDone={async () => {
                  setEditing(null)
                  await revalidator.revalidate()
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{cluster.name}</p>
                  {cluster.name_hi === '' ? (
                    <p className="text-sm text-warning-800">{t('clusters.noHindiName')}</p>
                  ) : (
                    <p lang="hi" className="text-sm text-ink">
                      {cluster.name_hi}
                    </p>
                  )}
                  <p className="text-sm break-words text-ink-muted">
                    /blog/topics/{cluster.slug} · {t('clusters.posts', { count: cluster.post_count, published: cluster.published_count })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(cluster.id)}>
                    {t('clusters.edit')}
                    <span className="sr-only">: {cluster.name}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void remove(cluster)}>
                    {t('clusters.delete')}
                    <span className="sr-only">: {cluster.name}</span>
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="new-cluster-heading" className="mt-8 max-w-xl">
        <h2 id="new-cluster-heading" className="text-lg font-bold text-ink">
          {t('clusters.addHeading')}
        </h2>
        <div className="mt-3">
          <ClusterForm cluster={null} onDone={() => revalidator.revalidate()} />
        </div>
      </section>
    </AdminPage>
  )
}

function ClusterForm({ cluster, onDone, onCancel }: { cluster: BlogCluster | null; onDone: () => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation('blog')
  const baseId = useId()
  const [errors, setErrors] = useState<{ name?: string; nameHi?: string; slug?: string; form?: string }>({})
  const [isSaving, setIsSaving] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const data = new FormData(formElement)
    const raw = {
      name: String(data.get('name') ?? ''),
      slug: String(data.get('slug') ?? '').trim(),
      description: String(data.get('description') ?? ''),
      name_hi: String(data.get('name_hi') ?? ''),
      description_hi: String(data.get('description_hi') ?? ''),
    }
    const { clusterInputSchema } = await import('#core/blog/blog.schema.ts')
    const checked = clusterInputSchema.safeParse(raw)
    if (!checked.success) {
      const paths = new Set(checked.error.issues.map((issue) => issue.path[0]))
      setErrors({
        ...(paths.has('name') ? { name: t('clusters.nameError') } : {}),
        ...(paths.has('name_hi') ? { nameHi: t('clusters.nameError') } : {}),
        ...(paths.has('slug') ? { slug: t('editor.errors.slug') } : {}),
      })
      return
    }
    const input: ClusterInput = checked.data
    setIsSaving(true)
    setErrors({})
    try {
      if (cluster) await updateCluster(cluster.id, input)
      else await createCluster(input)
      showToast({ title: t('clusters.saved'), tone: 'success' })
      if (!cluster) formElement.reset()
      await onDone()
    } catch (error) {
      const body = toApiError(error).body
      const isSlug = body.fields?.some((issue) => issue.path === 'slug') ?? false
      setErrors(isSlug ? { slug: renderError(t, body) } : { form: renderError(t, body) })
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errors.form}
        </p>
      ) : null}
      <Field id={`${baseId}-name`} label={t('clusters.name')} error={errors.name}>
        <Input name="name" defaultValue={cluster?.name ?? ''} {...describedBy(`${baseId}-name`, { error: errors.name })} />
      </Field>
      <Field id={`${baseId}-slug`} label={t('clusters.slug')} hint={t('clusters.slugHint')} error={errors.slug}>
        <Input
          name="slug"
          defaultValue={cluster?.slug ?? ''}
          autoCapitalize="none"
          {...describedBy(`${baseId}-slug`, { hint: t('clusters.slugHint'), error: errors.slug })}
        />
      </Field>
      <Field id={`${baseId}-description`} label={t('clusters.description')}>
        <Input name="description" defaultValue={cluster?.description ?? ''} {...describedBy(`${baseId}-description`, {})} />
      </Field>
      <Field id={`${baseId}-name-hi`} label={t('clusters.nameHi')} hint={t('clusters.hindiHint')} error={errors.nameHi}>
        <Input
          name="name_hi"
          lang="hi"
          defaultValue={cluster?.name_hi ?? ''}
          {...describedBy(`${baseId}-name-hi`, { hint: t('clusters.hindiHint'), error: errors.nameHi })}
        />
      </Field>
      <Field id={`${baseId}-description-hi`} label={t('clusters.descriptionHi')}>
        <Input
          name="description_hi"
          lang="hi"
          defaultValue={cluster?.description_hi ?? ''}
          {...describedBy(`${baseId}-description-hi`, {})}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSaving}>
          {cluster ? t('clusters.save') : t('clusters.add')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('clusters.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
