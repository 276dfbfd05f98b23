import { Crown } from 'lucide-react'
import { Link } from 'react-router'
import type { TemplateAvailability } from '#core/resume/template-admin.ts'
import { isPremiumTemplate } from '#core/resume/templates.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { templatePreviewUrl } from './template-previews.ts'

const BUILDER_PATH = '/resume-builder'

/**
 * /premium-templates for premium users (spec 001 §6, decision 059): every premium template with the
 * first page of a sample resume rendered in it by the real renderer, and "Use this template", which
 * opens the builder with it chosen (`?template=`, read by the template picker). `templates` are the
 * ones Premium and enabled now (staff's overrides, decision 072).
 */
export function PremiumTemplatesGallery({ templates }: { templates: readonly TemplateAvailability[] }) {
  const { t } = useTranslation('resume')
  const { t: billing } = useTranslation('billing')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          <Crown aria-hidden="true" className="size-7 shrink-0 text-amber-600" />
          {billing('templates.heading')}
        </h1>
        <p className="mt-2 text-base text-ink-muted">{t('gallery.intro', { count: templates.length })}</p>
      </header>
      <ul className="mt-8 grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="premium-templates">
        {templates.map(({ id }, index) => {
          const name = t(`builder.template.${id}`)
          const src = templatePreviewUrl(id)
          return (
            <li key={id} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm">
              <div className="border-b border-line bg-surface-muted p-3">
                {src ? (
                  <img
                    src={src}
                    alt={t('gallery.previewAlt', { name })}
                    width={480}
                    height={679}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="mx-auto h-auto w-full max-w-64 rounded bg-white shadow"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-4">
                <h2 className="flex items-center justify-between gap-2 font-semibold text-ink">
                  {name}
                  <Badge tone="accent">
                    <Crown aria-hidden="true" />
                    {t('builder.template.premium')}
                  </Badge>
                </h2>
                {/* A free template staff marked Premium has no description of its own. */}
                <p className="mt-1 flex-1 text-sm text-ink-muted">
                  {isPremiumTemplate(id) ? t(`builder.templateDescription.${id}`) : null}
                </p>
                <Link
                  to={`${BUILDER_PATH}?template=${id}`}
                  className={buttonClasses({ size: 'sm', className: 'mt-3 self-start' })}
                  aria-label={t('gallery.useNamed', { name })}
                >
                  {t('gallery.use')}
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
