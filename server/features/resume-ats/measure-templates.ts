import { ATS_RUBRIC_VERSION, type ParseabilityCheckId } from '#core/resume/ats/rubric.ts'
import type { ParseabilityPart, TemplateMeasurement, TemplateMeasurements } from '#core/resume/ats/ats.schema.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import type { DocumentTools } from '#server/adapters/documents/port.ts'
import { measureParseability } from './service.ts'

export interface SampleResume {
  id: string
  /** What the sample is, as the rubric page lists it. */
  description: string
  document: ResumeDocument
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

/** The parseability of one template over the samples, by the same code as the ATS check. */
export async function measureTemplate(
  documents: Pick<DocumentTools, 'typst' | 'readPdfText'>,
  template: ResumeTemplateId,
  samples: readonly SampleResume[],
): Promise<TemplateMeasurement> {
  const parts: ParseabilityPart[] = []
  for (const sample of samples) parts.push(await measureParseability(documents, sample.document, template))
  const scores = parts.map((part) => part.score)
  const meanShare = (id: ParseabilityCheckId) => {
    const shares = parts.map((part) => part.checks.find((check) => check.id === id)?.score ?? 0)
    return oneDecimal((shares.reduce((sum, share) => sum + share, 0) / shares.length) * 100)
  }
  return {
    template,
    average: oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    lowest: Math.min(...scores),
    scores,
    checks: { contact: meanShare('contact'), work: meanShare('work'), education: meanShare('education'), skills: meanShare('skills') },
  }
}

/** Every template's parseability over the samples: what /ats-rubric publishes. */
export async function measureTemplates(
  documents: Pick<DocumentTools, 'typst' | 'readPdfText'>,
  templates: readonly ResumeTemplateId[],
  samples: readonly SampleResume[],
  measuredOn: string,
): Promise<TemplateMeasurements> {
  const measured: TemplateMeasurement[] = []
  for (const template of templates) measured.push(await measureTemplate(documents, template, samples))
  return {
    rubricVersion: ATS_RUBRIC_VERSION,
    measuredOn,
    samples: samples.map((sample) => ({ id: sample.id, description: sample.description })),
    templates: measured,
  }
}
