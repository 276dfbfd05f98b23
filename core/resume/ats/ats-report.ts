import type { AtsReport, JobMatchPart, ParseabilityPart } from './ats.schema.ts'
import { ATS_MATCH_TARGET, ATS_RUBRIC_VERSION, OVERALL_WEIGHTS } from './rubric.ts'

/** The two parts as one report: the overall score, and every fix ordered by the overall points it wins back. */
export function buildAtsReport(parseability: ParseabilityPart, jobMatch: JobMatchPart | null): AtsReport {
  const total = OVERALL_WEIGHTS.parseability + OVERALL_WEIGHTS.jobMatch
  const parseShare = jobMatch === null ? 1 : OVERALL_WEIGHTS.parseability / total
  const matchShare = jobMatch === null ? 0 : OVERALL_WEIGHTS.jobMatch / total
  const overall = Math.round(parseability.score * parseShare + (jobMatch?.score ?? 0) * matchShare)
  const fixes = [
    ...parseability.fixes.map((fix) => ({ ...fix, points: Math.round(fix.points * parseShare * 100) / 100 })),
    ...(jobMatch?.fixes ?? []).map((fix) => ({ ...fix, points: Math.round(fix.points * matchShare * 100) / 100 })),
  ].sort((a, b) => b.points - a.points)
  return { rubricVersion: ATS_RUBRIC_VERSION, target: ATS_MATCH_TARGET, overall, parseability, jobMatch, fixes }
}
