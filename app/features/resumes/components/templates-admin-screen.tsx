import { Crown } from 'lucide-react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { formatCount } from '#core/format/number.ts'
import { resumeTemplateAdminEndpoints } from '#core/resume/template-admin.endpoints.ts'
import type { AdminResumeTemplate, TemplateOverride } from '#core/resume/template-admin.schema.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { toApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Switch } from '#app/ui/switch.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { templatePreviewUrl } from './template-previews.ts'

/**
 * /admin/resume-templates (issue 24, decision 072): every template of the catalogue with its picture,
 * its use, and two switches — enabled, Premium — that the server applies to the builder, the gallery,
 * exports and saves. The default template's switches are locked: new resumes start in it.
 */
export function TemplatesAdminScreen({ templates }: { templates: AdminResumeTemplate[] }) {
  const { t } = useTranslation('resume')
  return (
    <AdminPage heading={t('staff.templates.list')} intro={t('staff.templates.intro')}>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" data-testid="admin-templates">
        {templates.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} />
          </li>
        ))}
      </ul>
    </AdminPage>
  )
}

function TemplateCard({ template }: { template: AdminResumeTemplate }) {
  const { t, i18n } = useTranslation('resume')
  const revalidator = useRevalidator()
  const [saving, setSaving] = useState(false)
  const name = t(`builder.template.${template.id}`)
  const src = templatePreviewUrl(template.id)
  const locked = template.is_default

  async function change(override: TemplateOverride) {
    setSaving(true)
    try {
      await callApi(resumeTemplateAdminEndpoints.update, { params: { id: template.id }, body: override })
      showToast({ title: t('staff.templates.saved', { name }), type: 'success' })
      await revalidator.revalidate()
    } catch (error) {
      const body = toApiError(error).body
      showToast({ title: t('staff.templates.failed'), description: renderError(t, body), type: 'error' })
    } finally {
      setSaving(false)
    }
  }

  const when = template.updated_at ? formatIndiaDateTime(template.updated_at, i18n.language) : null
  return (
    <article
      aria-busy={saving}
      data-template={template.id}
      className="flex h-full gap-3 rounded-2xl border border-line bg-surface-raised p-3 text-sm sm:flex-col sm:p-4"
    >
      <div className="w-24 shrink-0 sm:w-full">
        {src ? (
          <img
            src={src}
            alt={t('staff.templates.previewAlt', { name })}
            width={480}
            height={679}
            loading="lazy"
            decoding="async"
            className={`mx-auto h-auto w-full rounded border border-line bg-white sm:max-w-40 ${template.enabled ? '' : 'opacity-40 grayscale'}`}
          />
        ) : (
          <div className="mx-auto flex aspect-[480/679] w-full items-center justify-center rounded border border-dashed border-line bg-surface-muted p-2 text-center text-xs text-ink-muted sm:max-w-40">
            {t('staff.templates.noPreview')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
          {name}
          {template.premium ? (
            <Badge tone="accent">
              <Crown aria-hidden="true" />
              {t('staff.templates.premium')}
            </Badge>
          ) : null}
          {template.enabled ? null : <Badge tone="danger">{t('staff.templates.disabledBadge')}</Badge>}
        </h2>
        <p className="text-xs text-ink-muted">
          {template.catalogue_premium ? t('staff.templates.cataloguePremium') : t('staff.templates.catalogueFree')}
          {locked ? ` · ${t('staff.templates.default')}` : ''}
        </p>
        <p className="text-ink-muted tabular-nums" data-testid="template-usage">
          {t('staff.templates.resumes', { count: template.resumes, formatted: formatCount(template.resumes, i18n.language) })}
          {' · '}
          {t('staff.templates.exports', { count: template.exports, formatted: formatCount(template.exports, i18n.language) })}
        </p>
        <Switch
          checked={template.enabled}
          disabled={locked || saving}
          label={t('staff.templates.enabled')}
          description={t('staff.templates.enabledHint')}
          onCheckedChange={(enabled) => void change({ enabled })}
        />
        <Switch
          checked={template.premium}
          disabled={locked || saving}
          label={t('staff.templates.premium')}
          description={t('staff.templates.premiumHint')}
          onCheckedChange={(premium) => void change({ premium })}
        />
        {when ? (
          <p className="text-xs text-ink-muted">
            {template.updated_by
              ? t('staff.templates.changed', { who: template.updated_by, when })
              : t('staff.templates.changedByGone', { when })}
          </p>
        ) : null}
      </div>
    </article>
  )
}
