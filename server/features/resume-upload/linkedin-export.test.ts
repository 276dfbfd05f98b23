import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { LINKEDIN_CSV, linkedinExportZip, manyEntriesDocx } from '#tests/support/upload-files.ts'
import { ZipLimitError } from './docx-text.ts'
import { NotLinkedinExportError, readLinkedinExport } from './linkedin-export.ts'

describe('readLinkedinExport', () => {
  it('maps the archive’s CSV files into the resume document', () => {
    const document = readLinkedinExport(linkedinExportZip())
    expect(document.personalInfo).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      title: 'Senior Backend Engineer',
      email: 'asha.rao@example.com',
      phone: '+91 98765 43210',
      location: 'Bengaluru, Karnataka, India',
      website: 'https://asha.dev',
      linkedin: '',
      summary: 'Backend engineer building payment systems, at scale.',
    })
    expect(document.workExperience).toEqual([
      {
        id: 'linkedin-work-1',
        company: 'Razorpay',
        position: 'Senior Backend Engineer',
        location: 'Bengaluru, Karnataka, India',
        startDate: 'Apr 2021',
        endDate: 'Present',
        current: true,
        description: 'Own the settlements service.',
        achievements: ['Cut payout latency by 40%', 'Led a team of 4'],
      },
      {
        id: 'linkedin-work-2',
        company: 'Infosys',
        position: 'Software Engineer',
        location: 'Mysuru, India',
        startDate: 'Jul 2017',
        endDate: 'Mar 2021',
        current: false,
        description: 'Built internal tools.',
        achievements: [],
      },
    ])
    expect(document.education).toEqual([
      expect.objectContaining({
        institution: 'National Institute of Technology Karnataka',
        degree: 'Bachelor of Technology - BTech, Computer Science',
        startDate: '2013',
        endDate: '2017',
      }),
    ])
    // Trimmed, and ' go ' is Go again: dropped.
    expect(document.skills).toEqual([
      {
        id: 'linkedin-skills-1',
        category: '',
        items: [
          { name: 'Go', level: null },
          { name: 'PostgreSQL', level: null },
          { name: 'Kafka', level: null },
        ],
      },
    ])
    expect(document.certifications).toEqual([
      {
        id: 'linkedin-certification-1',
        name: 'AWS Certified Solutions Architect – Associate',
        issuer: 'Amazon Web Services (AWS)',
        date: 'Jan 2023',
      },
    ])
    expect(document.languages.map(({ name, proficiency }) => [name, proficiency])).toEqual([
      ['English', 'full-professional'],
      ['हिन्दी', 'native'],
    ])
    expect(document.projects).toEqual([
      expect.objectContaining({ name: 'UPI Reconciler', link: 'https://github.com/asha/upi', date: 'Jan 2022 – Jun 2022' }),
    ])
    expect(document.awards).toEqual([expect.objectContaining({ title: 'Spot Award', date: 'Dec 2022' })])
  })

  it('finds the files inside a folder and reads an archive with only some of them', () => {
    const document = readLinkedinExport(
      linkedinExportZip({
        'Basic_LinkedInDataExport/Skills.csv': 'Name\nTally\nGST',
        'Basic_LinkedInDataExport/Profile.csv': 'First Name,Last Name\nRavi,Kumar',
      }),
    )
    expect(document.personalInfo.firstName).toBe('Ravi')
    expect(document.skills[0]?.items.map((skill) => skill.name)).toEqual(['Tally', 'GST'])
    expect(document.workExperience).toEqual([])
  })

  it('cuts a field longer than the schema allows instead of refusing the profile', () => {
    const long = 'x'.repeat(300)
    const document = readLinkedinExport(linkedinExportZip({ 'Positions.csv': `Company Name,Title\n${long},Engineer` }))
    expect(document.workExperience[0]?.company).toHaveLength(200)
  })

  it('refuses a ZIP that is not LinkedIn’s export', () => {
    const other = zipSync({ 'notes.txt': new TextEncoder().encode('hello'), 'Connections.csv': new TextEncoder().encode('First Name\nA') })
    expect(() => readLinkedinExport(other)).toThrow(NotLinkedinExportError)
  })

  it('stops a zip bomb by size and by entry count (the DOCX caps)', () => {
    const bomb = zipSync({ 'Profile.csv': [new Uint8Array(16 * 1024 * 1024).fill(0x41), { level: 9 }] })
    expect(() => readLinkedinExport(bomb)).toThrow(ZipLimitError)
    expect(() => readLinkedinExport(manyEntriesDocx())).toThrow(ZipLimitError)
  })

  it('keeps the fixture honest: every CSV the brief names is in it', () => {
    for (const name of [
      'Profile',
      'Positions',
      'Education',
      'Skills',
      'Certifications',
      'Languages',
      'Projects',
      'Email Addresses',
      'PhoneNumbers',
    ])
      expect(Object.keys(LINKEDIN_CSV)).toContain(`${name}.csv`)
  })
})
