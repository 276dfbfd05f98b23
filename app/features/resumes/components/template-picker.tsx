import { Crown } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { subscriptionEndpoints } from '#core/plans/plans.endpoints.ts'
import type { TemplateAvailability } from '#core/resume/template-admin.ts'
import { isPremiumTemplate, isResumeTemplateId, RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#core/resume/templates.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { templatePreviewUrl } from './template-previews.ts'

/** Where a non-premium person is sent to upgrade (spec 000 §4). */
const PRICING_PATH = '/pricing'

/** Whether the reader may use premium templates: the server's answer (it enforces the same on export and save). */
async function hasPremium(): Promise<boolean> {
  try {
    return (await callApi(subscriptionEndpoints.readStatus)).is_premium
  } catch {
    return false
  }
}

/**
 * The builder's template picker (issue 20, decision 059): free templates, then the premium ones marked
 * Premium. A premium person switches to a premium template like any other; anyone else choosing one
 * sees its picture and the way to upgrade, and their resume stays in its template (the server would
 * refuse to export or save it). `?template=<id>` (the /premium-templates gallery's "Use this
 * template") chooses a template on arrival. Which templates are offered and which are Premium is the
 * server's word (`templates`, staff's overrides of decision 072): a disabled one is not offered, and a
 * resume left in one shows it as no longer available.
 */
export function TemplatePicker({
  value,
  onChange,
  templates,
}: {
  value: ResumeTemplateId
  onChange: (template: ResumeTemplateId) => void
  templates: readonly TemplateAvailability[]
}) {
  const { t } = useTranslation('resume')
  const [searchParams, setSearchParams] = useSearchParams()
  const [offered, setOffered] = useState<ResumeTemplateId | null>(null)
  const stateOf = (id: ResumeTemplateId) => templates.find((template) => template.id === id)
  const isPremium = (id: ResumeTemplateId) => stateOf(id)?.isPremium ?? isPremiumTemplate(id)
  const isOffered = (id: ResumeTemplateId) => stateOf(id)?.isEnabled ?? true
  const freeIds = RESUME_TEMPLATE_IDS.filter((id) => isOffered(id) && !isPremium(id))
  const premiumIds = RESUME_TEMPLATE_IDS.filter((id) => isOffered(id) && isPremium(id))
  const [checking, setChecking] = useState(false)
  const noteId = useId()

  async function choose(template: ResumeTemplateId) {
    setOffered(null)
    if (!isPremium(template)) return onChange(template)
    setChecking(true)
    const premium = await hasPremium()
    setChecking(false)
    if (premium) onChange(template)
    else setOffered(template)
  }

  const asked = searchParams.get('template')
  useEffect(() => {
    if (asked === null) return
    setSearchParams(
      (params) => {
        params.delete('template')
        return params
      },
      { replace: true, preventScrollReset: true },
    )
    if (!isResumeTemplateId(asked) || asked === value || !isOffered(asked)) return
    if (!isPremium(asked)) return onChange(asked)
    void hasPremium().then((premium) => (premium ? onChange(asked) : setOffered(asked)))
    // Read once, on arrival: the parameter is dropped from the address at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked])

  const name = (id: ResumeTemplateId) => t(`builder.template.${id}`)
  const preview = offered ? templatePreviewUrl(offered) : undefined
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor="resume-template">{t('builder.template.label')}</Label>
        {isPremium(value) ? (
          <Badge tone="accent" data-testid="template-premium-badge">
            <Crown aria-hidden="true" />
            {t('builder.template.premium')}
          </Badge>
        ) : null}
      </div>
      <div className="mt-1.5">
        <Select
          id="resume-template"
          value={value}
          aria-describedby={offered ? noteId : undefined}
          aria-busy={checking}
          onChange={(event) => void choose(RESUME_TEMPLATE_IDS.find((id) => id === event.target.value) ?? value)}
        >
          {isOffered(value) ? null : (
            <option value={value} disabled>
              {t('builder.template.unavailableOption', { name: name(value) })}
            </option>
          )}
          <optgroup label={t('builder.template.freeGroup')}>
            {freeIds.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('builder.template.premiumGroup')}>
            {premiumIds.map((id) => (
              <option key={id} value={id}>
                {t('builder.template.premiumOption', { name: name(id) })}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
      {offered ? (
        <div
          id={noteId}
          role="status"
          className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 dark:border-amber-900 dark:bg-amber-950/40"
          data-testid="template-upgrade"
        >
          <div className="flex gap-3">
            {preview ? (
              <img src={preview} alt="" width={96} height={136} className="h-auto w-24 shrink-0 rounded border border-line bg-white" />
            ) : null}
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 font-semibold text-ink">
                <Crown aria-hidden="true" className="size-4 text-amber-700 dark:text-amber-300" />
                {t('builder.template.upgradeTitle', { name: name(offered) })}
              </p>
              <p className="mt-1 text-sm text-ink-muted">{t('builder.template.upgradeText', { current: name(value) })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link to={PRICING_PATH} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                  {t('builder.template.upgrade')}
                </Link>
                <Button type="button" size="sm" variant="ghost" onClick={() => setOffered(null)}>
                  {t('builder.template.keep', { current: name(value) })}
                </Button>
              </div>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  )
}
