import { Link } from 'react-router'
import type { TemplateMeasurements } from '#core/resume/ats/ats.schema.ts'
import {
  ATS_MATCH_TARGET,
  ATS_RUBRIC_DATE,
  ATS_RUBRIC_VERSION,
  JOB_MATCH_CHECKS,
  JOB_MATCH_WEIGHTS,
  MAX_JOB_KEYWORDS,
  MIN_KEYWORD_REPEATS,
  NEAR_MATCH_CREDIT,
  OVERALL_WEIGHTS,
  PARSEABILITY_CHECKS,
  PARSEABILITY_WEIGHTS,
} from '#core/resume/ats/rubric.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'

/**
 * /ats-rubric (issue 20 "ATS check"): the rubric's version, its method and weights, and each
 * template's parseability as `npm run bench:ats` measured it — the page reads the measured file and
 * states no figure of its own.
 */
export function AtsRubricView({ measured, skillCount }: { measured: TemplateMeasurements; skillCount: number }) {
  const { t, i18n } = useTranslation(['ats', 'resume'])
  const date = (day: string) => formatIndiaDate(`${day}T12:00:00+05:30`, i18n.language)
  const weights = [
    ...PARSEABILITY_CHECKS.map((id) => ({ part: t('ats:panel.parseability'), id, points: PARSEABILITY_WEIGHTS[id] })),
    ...JOB_MATCH_CHECKS.map((id) => ({ part: t('ats:panel.jobMatch'), id, points: JOB_MATCH_WEIGHTS[id] })),
  ]
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('ats:page.title')}</h1>
        <p className="text-ink-muted">{t('ats:page.intro')}</p>
        <p className="text-sm font-semibold" data-testid="ats-rubric-version">
          {t('ats:page.version', { version: ATS_RUBRIC_VERSION, date: date(ATS_RUBRIC_DATE) })}
        </p>
      </header>

      <section aria-labelledby="ats-part-1" className="flex flex-col gap-2">
        <h2 id="ats-part-1" className="text-xl font-semibold">
          {t('ats:page.parseabilityHeading')}
        </h2>
        <p>{t('ats:page.parseabilityMethod')}</p>
        <ul className="list-disc ps-6">
          <li>{t('ats:page.parseabilityContact')}</li>
          <li>{t('ats:page.parseabilityWork')}</li>
          <li>{t('ats:page.parseabilityEducation')}</li>
          <li>{t('ats:page.parseabilitySkills')}</li>
        </ul>
        <p>{t('ats:page.parseabilityEmpty')}</p>
      </section>

      <section aria-labelledby="ats-part-2" className="flex flex-col gap-2">
        <h2 id="ats-part-2" className="text-xl font-semibold">
          {t('ats:page.jobMatchHeading')}
        </h2>
        <p>{t('ats:page.jobMatchMethod')}</p>
        <ul className="list-disc ps-6">
          <li>{t('ats:page.jobMatchSkills', { count: skillCount })}</li>
          <li>{t('ats:page.jobMatchTitle')}</li>
          <li>{t('ats:page.jobMatchEducation')}</li>
          <li>{t('ats:page.jobMatchKeywords', { max: MAX_JOB_KEYWORDS, repeats: MIN_KEYWORD_REPEATS })}</li>
        </ul>
        <p>{t('ats:page.jobMatchExact', { credit: NEAR_MATCH_CREDIT * 100 })}</p>
        <p>{t('ats:page.jobMatchLeftOut')}</p>
        <p className="font-semibold">{t('ats:page.jobMatchTarget', { target: ATS_MATCH_TARGET })}</p>
      </section>

      <section aria-labelledby="ats-overall-method" className="flex flex-col gap-2">
        <h2 id="ats-overall-method" className="text-xl font-semibold">
          {t('ats:page.overallHeading')}
        </h2>
        <p>{t('ats:page.overallMethod', { parseability: `${OVERALL_WEIGHTS.parseability}%`, jobMatch: `${OVERALL_WEIGHTS.jobMatch}%` })}</p>
      </section>

      <section aria-labelledby="ats-weights" className="flex flex-col gap-2">
        <h2 id="ats-weights" className="text-xl font-semibold">
          {t('ats:page.weightsHeading')}
        </h2>
        <div role="region" aria-labelledby="ats-weights" tabIndex={0} className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-start text-sm">
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('ats:page.weightsCheck')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('ats:page.weightsPoints')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {weights.map((row) => (
                <tr key={`${row.part}-${row.id}`}>
                  <th scope="row" className="px-4 py-2 text-start font-medium">
                    {row.part}: {t(`ats:checks.${row.id}`)}
                  </th>
                  <td className="px-4 py-2 text-end tabular-nums">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="ats-templates" className="flex flex-col gap-2">
        <h2 id="ats-templates" className="text-xl font-semibold">
          {t('ats:page.templatesHeading')}
        </h2>
        <p>
          {t('ats:page.templatesMethod', {
            date: date(measured.measuredOn),
            version: measured.rubricVersion,
            count: measured.samples.length,
          })}
        </p>
        {measured.rubricVersion === ATS_RUBRIC_VERSION ? null : (
          <p className="text-sm font-semibold">{t('ats:page.templatesStale', { version: measured.rubricVersion })}</p>
        )}
        <div role="region" aria-labelledby="ats-templates" tabIndex={0} className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[34rem] text-sm" data-testid="ats-template-table">
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-3 text-start font-semibold">
                  {t('ats:page.templatesTemplate')}
                </th>
                <th scope="col" className="px-3 py-3 text-end font-semibold">
                  {t('ats:page.templatesAverage')}
                </th>
                <th scope="col" className="px-3 py-3 text-end font-semibold">
                  {t('ats:page.templatesLowest')}
                </th>
                {PARSEABILITY_CHECKS.map((id) => (
                  <th key={id} scope="col" className="px-3 py-3 text-end font-semibold">
                    {t(`ats:checks.${id}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {measured.templates.map((row) => (
                <tr key={row.template}>
                  <th scope="row" className="px-3 py-2 text-start font-medium">
                    {t(`resume:builder.template.${row.template}`)}
                  </th>
                  <td className="px-3 py-2 text-end tabular-nums">{row.average}%</td>
                  <td className="px-3 py-2 text-end tabular-nums">{row.lowest}%</td>
                  {PARSEABILITY_CHECKS.map((id) => (
                    <td key={id} className="px-3 py-2 text-end tabular-nums">
                      {row.checks[id]}%
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div>
        <Link to="/resume-builder" className={buttonClasses({ variant: 'primary' })}>
          {t('ats:page.tryIt')}
        </Link>
      </div>
    </article>
  )
}
