import { resumeDocumentSchema } from '#core/resume/resume-document.schema.ts'
import type { SampleResume } from '#server/features/resume-ats/measure-templates.ts'
import { englishResume, hindiResume, tamilResume } from '#tests/support/resume-documents.ts'

/**
 * The resumes the ATS check's template figures are measured on (bench/ats/run.ts): a full two-page
 * engineer's resume, the same with a Hindi name and summary (Hindi headings) and with a Tamil one, an
 * accountant's one-page resume and a fresher's with an internship. Changing them changes the published figures: run `npm run bench:ats`.
 */
export function sampleResumes(): SampleResume[] {
  return [
    { id: 'engineer', description: 'Backend engineer, 8 years, two pages, every section', document: englishResume() },
    { id: 'engineer-hindi', description: 'The same resume with the name, title and summary in Hindi', document: hindiResume() },
    { id: 'engineer-tamil', description: 'The same resume with the name, title and summary in Tamil', document: tamilResume() },
    { id: 'accountant', description: 'Accountant, 4 years, one page', document: accountantResume() },
    { id: 'fresher', description: 'Fresher with an internship and projects', document: fresherResume() },
  ]
}

function accountantResume() {
  return resumeDocumentSchema.parse({
    personalInfo: {
      firstName: 'Priya',
      lastName: 'Sharma',
      title: 'Accounts Executive',
      email: 'priya.sharma@example.com',
      phone: '+91 91234 56780',
      location: 'Pune, Maharashtra',
      summary: 'Accounts executive with four years of GST returns, TDS, bank reconciliation and month-end closing for manufacturing firms.',
    },
    india: { noticePeriodDays: 60, currentCtcLpa: 5.5, expectedCtcLpa: 7, preferredCities: ['Pune', 'Mumbai'], workAuthorisation: '' },
    workExperience: [
      {
        id: 'w1',
        company: 'Kalyani Forge Ltd',
        position: 'Accounts Executive',
        location: 'Pune',
        startDate: '2022-06',
        endDate: 'Present',
        current: true,
        achievements: [
          'File monthly GSTR-1 and GSTR-3B returns for three GSTINs with no late fee in two years.',
          'Cut the month-end close from eight days to five by automating bank reconciliation in Excel.',
        ],
      },
      {
        id: 'w2',
        company: 'Mehta & Associates',
        position: 'Audit Assistant',
        location: 'Pune',
        startDate: '2020-07',
        endDate: '2022-05',
        achievements: ['Vouched and verified ledgers for statutory audits of twelve small and mid-sized companies.'],
      },
    ],
    education: [
      { id: 'e1', institution: 'Savitribai Phule Pune University', degree: 'B.Com', field: 'Accounting and Finance', endDate: '2020' },
    ],
    skills: [
      {
        id: 's1',
        category: 'Accounting',
        items: [{ name: 'Tally Prime' }, { name: 'GST' }, { name: 'TDS' }, { name: 'Bank Reconciliation' }, { name: 'Advanced Excel' }],
      },
    ],
    languages: [
      { id: 'l1', name: 'English', proficiency: 'professional-working' },
      { id: 'l2', name: 'Marathi', proficiency: 'native' },
    ],
  })
}

function fresherResume() {
  return resumeDocumentSchema.parse({
    personalInfo: {
      firstName: 'Rahul',
      lastName: 'Verma',
      title: 'Data Analyst',
      email: 'rahul.verma@example.in',
      phone: '+91 99887 76655',
      location: 'Lucknow, Uttar Pradesh',
      linkedin: 'https://www.linkedin.com/in/rahul-verma-data',
      summary: 'Statistics graduate who cleans, analyses and explains data with SQL, Python and Power BI.',
    },
    workExperience: [
      {
        id: 'w1',
        company: 'Uttar Pradesh State Road Transport Corporation',
        position: 'Data Analyst Intern',
        location: 'Lucknow',
        startDate: '2025-01',
        endDate: '2025-06',
        achievements: ['Built a Power BI dashboard of bus occupancy by route that planners now use every week.'],
      },
    ],
    education: [
      { id: 'e1', institution: 'University of Lucknow', degree: 'B.Sc', field: 'Statistics', startDate: '2022', endDate: '2025' },
    ],
    skills: [{ id: 's1', category: 'Data', items: [{ name: 'SQL' }, { name: 'Python' }, { name: 'Power BI' }, { name: 'Excel' }] }],
    projects: [
      {
        id: 'p1',
        name: 'Monsoon and crop yield analysis',
        description: 'Linked thirty years of rainfall and crop data for Uttar Pradesh districts.',
        technologies: ['Python', 'Pandas'],
        date: '2024',
      },
    ],
  })
}
