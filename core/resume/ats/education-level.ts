import type { JobRequiredEducation } from '#core/jobs/job.schema.ts'

/** Levels of education, lowest first, as Indian job ads and resumes name them. */
export const EDUCATION_LEVELS = ['secondary', 'diploma', 'bachelor', 'master', 'doctorate'] as const
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

const LEVEL_PATTERNS: Readonly<Record<EducationLevel, RegExp>> = {
  secondary: /\b(?:12th|10th|hsc|ssc|higher secondary|senior secondary|class (?:xii|x|12|10)|high school|intermediate)\b/iu,
  diploma: /\b(?:diploma|polytechnic|iti|associate'?s? degree)\b/iu,
  bachelor:
    /(?:\bbachelor'?s?\b|\bb\.?\s?tech\b|\bb\.\s?e\.?(?!\p{L})|\bb\.?\s?sc\b|\bb\.?\s?com\b|\bbca\b|\bbba\b|\bbms\b|\bb\.\s?a\.|\bb\.?\s?pharm\b|\bmbbs\b|\bllb\b|\bundergraduate\b|\bgraduat(?:e|ion)\b|\bengineering degree\b)/iu,
  master:
    /(?:\bmaster'?s?\b|\bm\.?\s?tech\b|\bmba\b|\bpgdm\b|\bmca\b|\bm\.?\s?sc\b|\bm\.?\s?com\b|\bm\.\s?a\.|\bm\.?\s?pharm\b|\bpost[-\s]?graduat(?:e|ion)\b|\bllm\b)/iu,
  doctorate: /\b(?:ph\.?\s?d|doctorate|doctoral)\b/iu,
}

/** Every level a text names ('B.Tech/M.Tech in Computer Science' names bachelor and master). */
export function findEducationLevels(text: string): EducationLevel[] {
  // 'postgraduate' also holds 'graduate': a text naming only a postgraduate degree does not name a bachelor's.
  const withoutPostgraduate = text.replace(/post[-\s]?graduat(?:e|ion)/giu, ' ')
  return EDUCATION_LEVELS.filter((level) => LEVEL_PATTERNS[level].test(level === 'bachelor' ? withoutPostgraduate : text))
}

export function levelRank(level: EducationLevel): number {
  return EDUCATION_LEVELS.indexOf(level)
}

/** The lowest level a job accepts: 'Bachelor's required, Master's preferred' asks for a bachelor's. */
export function requiredLevelFromText(text: string): EducationLevel | null {
  return findEducationLevels(text)[0] ?? null
}

/** The lowest level a job of our listings asks for, from its structured education fields. */
export function requiredLevelFromJob(education: JobRequiredEducation): EducationLevel | null {
  if (education.high_school) return 'secondary'
  if (education.associates_degree) return 'diploma'
  if (education.bachelors_degree) return 'bachelor'
  if (education.postgraduate_degree) return 'master'
  if (education.degree_mentioned) return 'bachelor'
  return null
}

/** The highest level a resume's education shows, or null when none of its entries names a level. */
export function highestLevel(texts: readonly string[]): EducationLevel | null {
  const levels = texts.flatMap((text) => findEducationLevels(text))
  if (levels.length === 0) return null
  return levels.reduce((best, level) => (levelRank(level) > levelRank(best) ? level : best))
}
