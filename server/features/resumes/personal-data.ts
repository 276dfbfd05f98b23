import { resumes, resumeVersions } from '#server/db/schema/index.ts'
import type { PersonalData } from '#server/lib/personal-data.ts'
import { eraseResumes, exportResumes } from './repo.ts'

/** The person's resumes, each with its document and every kept version. */
export const resumesData: PersonalData = {
  key: 'resumes',
  tables: [resumes, resumeVersions],
  export: (db, person) => exportResumes(db, person.userId),
  erase: (tx, person) => eraseResumes(tx, person.userId),
}
