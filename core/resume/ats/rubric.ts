/**
 * The ATS check's rubric (issue 20 "ATS check"; decision 053): published at /ats-rubric with its
 * version, so a score can always be read against the rules that gave it. A change of a weight, a
 * check or a matching rule is a new version.
 *
 * Two parts:
 * - parseability: the resume is exported to PDF in its template, its text is extracted back the way
 *   an ATS built on pdf.js reads it, and our own parser turns that text into a resume again; the
 *   part scores how much of the contact details, work history, education and skills came back.
 * - job match: the job's hard skills, title, education and other keywords against the resume's
 *   words, exact-match aware (the job's own spelling counts in full, another spelling of the same
 *   thing in part), with the 80% target job seekers know from Jobscan.
 */

export const ATS_RUBRIC_VERSION = '2026.11-1'

/** Published with the version: the day the rules took effect. */
export const ATS_RUBRIC_DATE = '2026-11-27'

/** The job-match share to aim for (Jobscan's widely quoted 75–80% target). */
export const ATS_MATCH_TARGET = 80

export const PARSEABILITY_CHECKS = ['contact', 'work', 'education', 'skills'] as const
export type ParseabilityCheckId = (typeof PARSEABILITY_CHECKS)[number]

export const JOB_MATCH_CHECKS = ['hardSkills', 'title', 'education', 'keywords'] as const
export type JobMatchCheckId = (typeof JOB_MATCH_CHECKS)[number]

/** Points of each parseability check, out of 100. */
export const PARSEABILITY_WEIGHTS: Readonly<Record<ParseabilityCheckId, number>> = {
  contact: 30,
  work: 30,
  education: 20,
  skills: 20,
}

/**
 * Points of each job-match check, out of 100. A check the job gives nothing for (no education named,
 * no other keywords) is left out and the others share its points.
 */
export const JOB_MATCH_WEIGHTS: Readonly<Record<JobMatchCheckId, number>> = {
  hardSkills: 50,
  title: 15,
  education: 10,
  keywords: 25,
}

/** How the overall score weighs the two parts when a job is given; without one it is the parseability score. */
export const OVERALL_WEIGHTS = { parseability: 40, jobMatch: 60 } as const

/** The credit of a near match (the resume says 'React.js' where the job says 'React'): an ATS that matches exactly misses it. */
export const NEAR_MATCH_CREDIT = 0.5

/** At most this many other keywords are taken from a job description (its most repeated words). */
export const MAX_JOB_KEYWORDS = 10

/** A word must appear this many times in a job description to count as one of its keywords. */
export const MIN_KEYWORD_REPEATS = 2
