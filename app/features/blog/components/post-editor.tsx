import { useId, useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input, inputClasses } from '#app/ui/input.tsx'
import { Select } from '#app/ui/select.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { cn } from '#app/ui/cn.ts'
import { POST_STATUSES, readingMinutes, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#core/blog/blog.ts'
import type { AdminPost, BlogCluster, PostForm, PostInput } from '#core/blog/blog.schema.ts'
import { renderMarkdown } from '#core/blog/markdown.ts'
import { createPost, deletePost, updatePost } from '#app/features/blog/api.ts'
import { ArticleBody } from './article-body.tsx'

const loadPostFormSchema = () => import('#core/blog/blog.schema.ts').then((module) => module.postFormSchema)

const IST_OFFSET_MS = 330 * 60_000

/** An instant as the value of a datetime-local input in India time ("2026-11-28T09:30"). */
export function toIndiaLocalInput(iso: string | null): string {
  if (iso === null) return ''
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16)
}

/** A datetime-local value read as India time, as an instant. */
export function fromIndiaLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  return new Date(`${value}:00+05:30`).toISOString()
}

function formValues(post: AdminPost | null, clusters: BlogCluster[], defaultAuthor: string): PostForm {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body: post?.body ?? '',
    cluster_id: post?.cluster_id ?? clusters[0]?.id ?? '',
    author_name: post?.author_name ?? defaultAuthor,
    status: post?.status ?? 'draft',
    publish_at: toIndiaLocalInput(post?.publish_at ?? null),
    seo_title: post?.seo_title ?? '',
    seo_description: post?.seo_description ?? '',
  }
}

type FieldName = keyof PostForm

/**
 * /admin/posts/new and /admin/posts/{id}/edit: the Markdown editor with a live preview rendered by
 * the same safe renderer as the article (core/blog/markdown.ts), the status (draft, scheduled at an
 * India-time date and time, published) and the SEO fields. The form checks with the server's rules
 * before sending; the server checks again and names refused fields.
 */
export function PostEditor({ post, clusters, defaultAuthor }: { post: AdminPost | null; clusters: BlogCluster[]; defaultAuthor: string }) {
  const { t } = useTranslation('blog')
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const baseId = useId()
  const [isDeleting, setIsDeleting] = useState(false)
  const { form, values, field, handleSubmit, applyServerError, formError } = useAppForm<PostForm>({
    loadSchema: loadPostFormSchema,
    defaultValues: formValues(post, clusters, defaultAuthor),
  })
  const errors = form.formState.errors
  const isSubmitting = form.formState.isSubmitting

  function errorOf(name: FieldName): string | undefined {
    const error = errors[name]
    if (!error) return undefined
    return error.type === 'server' && error.message ? error.message : t(`editor.errors.${name}`)
  }

  function controlProps(name: FieldName, hint?: string) {
    return describedBy(`${baseId}-${name}`, { hint, error: errorOf(name) })
  }

  const submit = handleSubmit(async (output) => {
    const input: PostInput = {
      title: output.title,
      slug: output.slug,
      excerpt: output.excerpt,
      body: output.body,
      cluster_id: output.cluster_id,
      author_name: output.author_name,
      status: output.status,
      publish_at: output.status === 'scheduled' ? fromIndiaLocalInput(output.publish_at) : null,
      seo_title: output.seo_title === '' ? null : output.seo_title,
      seo_description: output.seo_description === '' ? null : output.seo_description,
    }
    try {
      const saved = post ? await updatePost(post.id, input) : await createPost(input)
      showToast({ title: t('editor.saved'), tone: 'success' })
      if (post) {
        form.reset(formValues(saved, clusters, defaultAuthor))
        await revalidator.revalidate()
      } else {
        await navigate(`/admin/posts/${saved.id}/edit`)
      }
    } catch (error) {
      applyServerError(error)
    }
  })

  async function remove() {
    if (!post || !window.confirm(t('editor.deleteConfirm'))) return
    setIsDeleting(true)
    try {
      await deletePost(post.id)
      showToast({ title: t('editor.deleted'), tone: 'success' })
      await navigate('/admin/posts')
    } catch (error) {
      applyServerError(error)
    } finally {
      setIsDeleting(false)
    }
  }

  const previewHtml = renderMarkdown(values.body)
  const id = (name: FieldName) => `${baseId}-${name}`

  return (
    <AdminPage heading={post ? t('editor.headingEdit') : t('editor.headingNew')}>
      <p className="mb-6 flex flex-wrap gap-4 text-sm">
        <Link to="/admin/posts" className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
          {t('editor.back')}
        </Link>
        {post?.status === 'published' ? (
          <Link to={`/blog/${post.slug}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
            {t('editor.viewLive')}
          </Link>
        ) : null}
      </p>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="grid gap-8 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-5">
          {formError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-50">
              {renderError(t, formError)}
            </p>
          ) : null}
          <Field id={id('title')} label={t('editor.title')} error={errorOf('title')}>
            <Input {...field('title')} {...controlProps('title')} />
          </Field>
          <Field id={id('slug')} label={t('editor.slug')} hint={t('editor.slugHint')} error={errorOf('slug')}>
            <Input {...field('slug')} {...controlProps('slug', t('editor.slugHint'))} inputMode="url" autoCapitalize="none" />
          </Field>
          <Field id={id('excerpt')} label={t('editor.excerpt')} hint={t('editor.excerptHint')} error={errorOf('excerpt')}>
            <textarea
              {...field('excerpt')}
              {...controlProps('excerpt', t('editor.excerptHint'))}
              rows={3}
              className={cn(inputClasses, 'py-2')}
            />
          </Field>
          <Field id={id('body')} label={t('editor.body')} hint={t('editor.bodyHint')} error={errorOf('body')}>
            <textarea
              {...field('body')}
              {...controlProps('body', t('editor.bodyHint'))}
              rows={18}
              className={cn(inputClasses, 'py-2 font-mono text-sm')}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={id('cluster_id')} label={t('editor.cluster')} error={errorOf('cluster_id')}>
              <Select {...field('cluster_id')} {...controlProps('cluster_id')}>
                {clusters.map((cluster) => (
                  <option key={cluster.id} value={cluster.id}>
                    {cluster.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={id('author_name')} label={t('editor.author')} error={errorOf('author_name')}>
              <Input {...field('author_name')} {...controlProps('author_name')} />
            </Field>
            <Field id={id('status')} label={t('editor.status')}>
              <Select {...field('status')} {...controlProps('status')}>
                {POST_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {values.status === 'scheduled' ? (
              <Field id={id('publish_at')} label={t('editor.publishAt')} hint={t('editor.publishAtHint')} error={errorOf('publish_at')}>
                <Input type="datetime-local" {...field('publish_at')} {...controlProps('publish_at', t('editor.publishAtHint'))} />
              </Field>
            ) : null}
          </div>
          <Field
            id={id('seo_title')}
            label={t('editor.seoTitle')}
            hint={`${t('editor.seoHint', { max: SEO_TITLE_MAX })} ${t('editor.chars', { count: values.seo_title.length, max: SEO_TITLE_MAX })}`}
            error={errorOf('seo_title')}
          >
            <Input {...field('seo_title')} {...controlProps('seo_title', 'hint')} />
          </Field>
          <Field
            id={id('seo_description')}
            label={t('editor.seoDescription')}
            hint={`${t('editor.seoHint', { max: SEO_DESCRIPTION_MAX })} ${t('editor.chars', { count: values.seo_description.length, max: SEO_DESCRIPTION_MAX })}`}
            error={errorOf('seo_description')}
          >
            <textarea
              {...field('seo_description')}
              {...controlProps('seo_description', 'hint')}
              rows={2}
              className={cn(inputClasses, 'py-2')}
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('editor.saving') : t('editor.save')}
            </Button>
            {post ? (
              <Button type="button" variant="destructive" onClick={() => void remove()} disabled={isDeleting}>
                {t('editor.delete')}
              </Button>
            ) : null}
          </div>
        </div>
        <section aria-labelledby={`${baseId}-preview`} className="min-w-0 rounded-2xl border border-line bg-surface p-5">
          <h2 id={`${baseId}-preview`} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t('editor.preview')}
          </h2>
          {values.body.trim() === '' ? (
            <p className="mt-4 text-ink-muted">{t('editor.previewEmpty')}</p>
          ) : (
            <>
              <p className="mt-2 text-sm text-ink-muted">{t('editor.readingTime', { minutes: readingMinutes(values.body) })}</p>
              <p className="mt-4 text-2xl font-bold text-ink">{values.title}</p>
              <ArticleBody html={previewHtml} className="mt-2" />
            </>
          )}
        </section>
      </form>
    </AdminPage>
  )
}
