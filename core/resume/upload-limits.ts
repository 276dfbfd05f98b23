/**
 * The resume upload's limits (spec 001 §5 "Resume upload"; decision 052), in plain TypeScript so the
 * builder's file picker checks them before loading anything.
 */

/** 5 MB: "File Too Large: Please upload a file smaller than 5MB." */
export const RESUME_UPLOAD_MAX_BYTES = 5_242_880

/** What the file picker offers: the spec's four kinds, by extension and by type. */
export const RESUME_UPLOAD_ACCEPT =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain'

export const RESUME_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const

/** The pages of a PDF that are read: a resume is one to three; more is a thesis or a book. */
export const RESUME_UPLOAD_MAX_PAGES = 10

/** Import (decision 067): a JSON resume (JSON Resume or our own export) or LinkedIn's data-export ZIP, within the same 5 MB. */
export const RESUME_IMPORT_ACCEPT = '.json,.zip,application/json,application/zip'

export const RESUME_IMPORT_EXTENSIONS = ['json', 'zip'] as const
