import { describe, expect, it } from 'vitest'
import { employmentTypeFromText, readEmploymentType } from './employment-type.ts'

describe('employmentTypeFromText', () => {
  it.each([
    // JSearch codes and labels
    ['FULLTIME', 'FULLTIME'],
    ['Full-time', 'FULLTIME'],
    ['Full Time', 'FULLTIME'],
    ['PARTTIME', 'PARTTIME'],
    ['CONTRACTOR', 'CONTRACTOR'],
    ['INTERN', 'INTERN'],
    // Ashby's employmentType
    ['FullTime', 'FULLTIME'],
    ['PartTime', 'PARTTIME'],
    ['Intern', 'INTERN'],
    ['Contract', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    // Adzuna's contract_time and contract_type
    ['full_time', 'FULLTIME'],
    ['part_time', 'PARTTIME'],
    ['permanent', 'FULLTIME'],
    ['contract', 'CONTRACTOR'],
    // what boards and feeds write
    ['Permanent', 'FULLTIME'],
    ['Permanent Full-time', 'FULLTIME'],
    ['Full-time Employee', 'FULLTIME'],
    ['Regular', 'FULLTIME'],
    ['Contract to hire', 'CONTRACTOR'],
    ['Contract-to-Hire', 'CONTRACTOR'],
    ['Contract (6 months)', 'CONTRACTOR'],
    ['Freelance', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
    ['Internship (Paid)', 'INTERN'],
    ['Full-time internship', 'INTERN'],
    ['Apprenticeship', 'INTERN'],
    ['Part-time permanent', 'PARTTIME'],
    ['Fixed Term', 'TEMPORARY'],
    ['Seasonal', 'TEMPORARY'],
    ['temp', 'TEMPORARY'],
    ['Contract, Full-time', 'CONTRACTOR'],
  ] as const)('maps %j to %s', (text, code) => {
    expect(employmentTypeFromText(text)).toBe(code)
  })

  it.each(['Whenever', '', 'Flexible'])('knows no type in %j', (text) => {
    expect(employmentTypeFromText(text)).toBeNull()
  })
})

describe('readEmploymentType', () => {
  it('takes the first known field, then the title, then full-time', () => {
    expect(readEmploymentType({ job_employment_type: 'Whenever', job_employment_types: ['PARTTIME', 'FULLTIME'] }, 'Tutor')).toBe(
      'PARTTIME',
    )
    expect(readEmploymentType({ job_type: 'Internship' }, 'Analyst')).toBe('INTERN')
    expect(readEmploymentType({ employment_type: 'Contract' }, 'Analyst')).toBe('CONTRACTOR')
    expect(readEmploymentType({}, 'Summer Intern, Data')).toBe('INTERN')
    expect(readEmploymentType({}, 'Part-time Maths Tutor')).toBe('PARTTIME')
    expect(readEmploymentType({}, 'Internal Auditor')).toBe('FULLTIME')
    expect(readEmploymentType({}, 'Contract Manager')).toBe('FULLTIME')
  })
})
