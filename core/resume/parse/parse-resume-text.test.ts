import { describe, expect, it } from 'vitest'
import { resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { resumeToText } from '#core/resume/resume-text.ts'
import { englishResume, hindiResume, tamilResume } from '#tests/support/resume-documents.ts'
import { normaliseDate, parseResumeText } from './parse-resume-text.ts'

/**
 * The resume parser (decision 052) on resumes as Indian job seekers write them, and on our own TXT
 * export read back (the PDF and DOCX round trips run through the real renderer in
 * server/features/resume-upload). The ATS check scores parseability with this same function.
 */

const FRESHER = `RAHUL VERMA
B.Tech Computer Science Graduate
Email: rahul.verma2001@gmail.com | Mobile: +91-9812345678
Jaipur, Rajasthan | linkedin.com/in/rahul-verma-dev | github.com/rahulverma

CAREER OBJECTIVE
Seeking an entry-level software developer role where I can apply my skills in Java and web development.

ACADEMIC QUALIFICATIONS
B.Tech in Computer Science and Engineering | 2020 - 2024
Poornima Institute of Engineering and Technology, Jaipur
CGPA: 8.12/10
Senior Secondary (XII), CBSE | 2020
Kendriya Vidyalaya No. 1, Jaipur
Percentage: 89.4%

KEY SKILLS
Programming: Java, C++, Python
Web: HTML, CSS, JavaScript, React
Databases: MySQL, MongoDB

INTERNSHIP
Web Development Intern | May 2023 - July 2023
Techno Solutions Pvt. Ltd., Jaipur
• Built a React dashboard for tracking student attendance.
• Wrote REST APIs in Node.js and Express.

PROJECTS
Online Bookstore | 2023
Java, Spring Boot, MySQL
A bookstore web app with cart, payments and order tracking.

CERTIFICATIONS
• Java Programming Masterclass – Udemy (2022)
• Responsive Web Design by freeCodeCamp

LANGUAGES KNOWN
English, Hindi, Rajasthani

PERSONAL DETAILS
Date of Birth: 12 March 2002
Father's Name: Suresh Verma

DECLARATION
I hereby declare that the above information is true to the best of my knowledge.
`

const EXPERIENCED = `Meenakshi Iyer
Senior Accountant
Chennai, Tamil Nadu
Phone: 98401 23456
Email: meenakshi.iyer@outlook.com

Professional Summary
Chartered accountant with 9 years in statutory audit, GST compliance and month-end closing for manufacturing firms.

Work History
Ashok Leyland Limited, Chennai
Senior Accountant    June 2019 to Till Date
• Lead the month-end close for three plants, cutting it from 9 to 5 working days.
• Filed GST returns (GSTR-1, GSTR-3B) for 14 registrations with no notices.

Deloitte Haskins & Sells LLP, Chennai
Audit Associate    Aug 2015 - May 2019
• Audited manufacturing and retail clients with revenues up to ₹2,000 crore.

Education
Chartered Accountant, ICAI    2015
B.Com, Loyola College, Chennai    2008 – 2011

Skills
Tally ERP 9 • SAP FICO • GST • Advanced Excel • Ind AS

Languages
Tamil (Native), English (Fluent), Hindi (Basic)

Current CTC: 14.5 LPA
Expected CTC: 18 LPA
Notice Period: 2 months
`

/** A document without its item ids and section order, to compare what was read. */
function content(document: ResumeDocument) {
  return JSON.parse(
    JSON.stringify(document, (key, value: unknown) => (key === 'id' || key === 'sectionOrder' ? undefined : value)),
  ) as unknown
}

describe('parseResumeText', () => {
  it.each([
    ['English', englishResume],
    ['Hindi', hindiResume],
    ['Tamil', tamilResume],
  ])('reads our TXT export of the %s resume back to the same document', (_, make) => {
    const document = make()
    const parsed = parseResumeText(resumeToText(document))
    expect(content(parsed)).toEqual(content(document))
    expect(resumeDocumentSchema.safeParse(parsed).success).toBe(true)
  })

  it('reads a fresher’s resume: labelled contacts, academic qualifications, an internship, projects, personal details', () => {
    const parsed = parseResumeText(FRESHER)
    expect(parsed.personalInfo).toEqual({
      firstName: 'Rahul',
      lastName: 'Verma',
      title: 'B.Tech Computer Science Graduate',
      email: 'rahul.verma2001@gmail.com',
      phone: '+91-9812345678',
      location: 'Jaipur, Rajasthan',
      website: 'https://github.com/rahulverma',
      linkedin: 'https://linkedin.com/in/rahul-verma-dev',
      summary: 'Seeking an entry-level software developer role where I can apply my skills in Java and web development.',
    })
    expect(parsed.education).toMatchObject([
      {
        degree: 'B.Tech',
        field: 'Computer Science and Engineering',
        institution: 'Poornima Institute of Engineering and Technology, Jaipur',
        startDate: '2020',
        endDate: '2024',
        gpa: '8.12/10',
      },
      { degree: 'Senior Secondary (XII)', institution: 'Kendriya Vidyalaya No. 1, Jaipur', year: '2020', gpa: '89.4%' },
    ])
    expect(parsed.workExperience).toMatchObject([
      {
        position: 'Web Development Intern',
        company: 'Techno Solutions Pvt. Ltd.',
        location: 'Jaipur',
        startDate: '2023-05',
        endDate: '2023-07',
        current: false,
        achievements: ['Built a React dashboard for tracking student attendance.', 'Wrote REST APIs in Node.js and Express.'],
      },
    ])
    expect(parsed.skills.map((group) => [group.category, group.items.map((skill) => skill.name)])).toEqual([
      ['Programming', ['Java', 'C++', 'Python']],
      ['Web', ['HTML', 'CSS', 'JavaScript', 'React']],
      ['Databases', ['MySQL', 'MongoDB']],
    ])
    expect(parsed.projects).toMatchObject([{ name: 'Online Bookstore', date: '2023', technologies: ['Java', 'Spring Boot', 'MySQL'] }])
    expect(parsed.certifications).toMatchObject([
      { name: 'Java Programming Masterclass', issuer: 'Udemy', date: '2022' },
      { name: 'Responsive Web Design', issuer: 'freeCodeCamp' },
    ])
    expect(parsed.languages.map((language) => language.name)).toEqual(['English', 'Hindi', 'Rajasthani'])
    expect(parsed.customSections.map((custom) => [custom.title, custom.items.map((item) => item.heading || item.description)])).toEqual([
      ['Personal Details', ['Date of Birth: 12 March 2002', "Father's Name: Suresh Verma"]],
      ['Declaration', ['I hereby declare that the above information is true to the best of my knowledge.']],
    ])
    expect(parsed.sectionOrder.slice(0, 8)).toEqual([
      'summary',
      'education',
      'skills',
      'workExperience',
      'projects',
      'certifications',
      'languages',
      'customSections',
    ])
  })

  it('reads an experienced person’s resume: company above role, “to Till Date”, the India fields at the end', () => {
    const parsed = parseResumeText(EXPERIENCED)
    expect(parsed.personalInfo).toMatchObject({
      firstName: 'Meenakshi',
      lastName: 'Iyer',
      title: 'Senior Accountant',
      phone: '98401 23456',
      location: 'Chennai, Tamil Nadu',
    })
    expect(parsed.india).toEqual({
      noticePeriodDays: 60,
      currentCtcLpa: 14.5,
      expectedCtcLpa: 18,
      preferredCities: [],
      workAuthorisation: '',
    })
    expect(parsed.workExperience).toMatchObject([
      {
        company: 'Ashok Leyland Limited',
        position: 'Senior Accountant',
        location: 'Chennai',
        startDate: '2019-06',
        endDate: 'Present',
        current: true,
      },
      { company: 'Deloitte Haskins & Sells LLP', position: 'Audit Associate', startDate: '2015-08', endDate: '2019-05', current: false },
    ])
    expect(parsed.workExperience[0]?.achievements).toHaveLength(2)
    expect(parsed.education).toMatchObject([
      { degree: 'Chartered Accountant', institution: 'ICAI', year: '2015' },
      { degree: 'B.Com', institution: 'Loyola College, Chennai', startDate: '2008', endDate: '2011' },
    ])
    expect(parsed.skills[0]?.items.map((skill) => skill.name)).toEqual(['Tally ERP 9', 'SAP FICO', 'GST', 'Advanced Excel', 'Ind AS'])
    expect(parsed.languages).toMatchObject([
      { name: 'Tamil', proficiency: 'native' },
      { name: 'English', proficiency: 'full-professional' },
      { name: 'Hindi', proficiency: 'elementary' },
    ])
  })

  it('is deterministic, ids included', () => {
    expect(parseResumeText(FRESHER)).toEqual(parseResumeText(FRESHER))
    expect(parseResumeText(FRESHER).workExperience[0]?.id).toBe('parsed-work-1')
  })

  it('gives an empty document for empty text, and a valid one for anything', () => {
    expect(content(parseResumeText(''))).toEqual(content(resumeDocumentSchema.parse({})))
    const noise = Array.from({ length: 2000 }, (_, index) => `${'x'.repeat(index % 300)} 2020 - 2021 • ${index}`).join('\n')
    expect(resumeDocumentSchema.safeParse(parseResumeText(`SKILLS\n${noise}\nEXPERIENCE\n${noise}`)).success).toBe(true)
  })

  // How fast is bench/documents' to say (-- --parse-only); a regular expression that backtracks on one
  // long line would hang here until the test's time-out.
  it('reads one 5 MB line within the schema', () => {
    const parsed = parseResumeText('a'.repeat(5 * 1024 * 1024))
    expect(resumeDocumentSchema.safeParse(parsed).success).toBe(true)
  })

  it('reads headings set in a gutter beside their first line only when the resume is laid out so', () => {
    const gutter = parseResumeText(
      [
        'Asha Rao',
        'asha@example.com',
        'Summary Backend engineer who ships.',
        'Work Experience Senior Engineer · Apr 2021 – Present',
        'Razorpay, Bengaluru',
        'Skills Go, Python',
      ].join('\n'),
    )
    expect(gutter.personalInfo.summary).toBe('Backend engineer who ships.')
    expect(gutter.workExperience.map((job) => job.company)).toEqual(['Razorpay'])
    expect(gutter.skills.flatMap((group) => group.items.map((skill) => skill.name))).toEqual(['Go', 'Python'])

    const standing = parseResumeText(
      [
        'Asha Rao',
        'asha@example.com',
        'Summary',
        'Built tools.',
        'Skills',
        'Go',
        'Projects',
        'Education Tracker · 2023',
        'A study planner.',
      ].join('\n'),
    )
    expect(standing.education).toEqual([])
    expect(standing.projects.map((project) => project.name)).toEqual(['Education Tracker'])
  })

  // The split and ledger templates as pdf.js reads a Hindi resume (headings in Hindi) and a Tamil one
  // (English headings, a Tamil summary whose vowel signs come back in two pieces).
  it('reads our Hindi headings in a gutter, and a summary in a script without capitals beside its heading', () => {
    const hindi = parseResumeText(
      [
        'आशा राव',
        'asha@example.com',
        'सारांश मैं आठ साल से प्रणालियाँ बना रही हूँ।',
        'कार्य अनुभव Senior Engineer · Apr 2021 – Present',
        'Razorpay, Bengaluru',
        'शिक्षा B.Tech in Computer Science · 2012 – 2016',
        'National Institute of Technology Karnataka',
        'कौशल Go, Python',
      ].join('\n'),
    )
    expect(hindi.personalInfo.summary).toBe('मैं आठ साल से प्रणालियाँ बना रही हूँ।')
    expect(hindi.workExperience.map((job) => [job.position, job.company])).toEqual([['Senior Engineer', 'Razorpay']])
    expect(hindi.education.map((school) => school.institution)).toEqual(['National Institute of Technology Karnataka'])
    expect(hindi.skills.flatMap((group) => group.items.map((skill) => skill.name))).toEqual(['Go', 'Python'])

    const tamil = parseResumeText(
      [
        'கார்த்திக் சுப்பிரமணியன்',
        'mail@example.com',
        'Summary நான் எட்டு ஆண்டுகளாக அமைப்புகளை உருவாக்கும் \u0BAA\u0BC6\u0BBE\u0BB1\u0BBF\u0BAF\u0BBE\u0BB3\u0BB0\u0BCD.',
        'Skills Go',
      ].join('\n'),
    )
    expect(tamil.personalInfo.summary).toBe('நான் எட்டு ஆண்டுகளாக அமைப்புகளை உருவாக்கும் பொறியாளர்.')
    expect(tamil.skills.flatMap((group) => group.items.map((skill) => skill.name))).toEqual(['Go'])
  })

  it.each([
    ['Mar 2024', '2024-03'],
    ['September, 2019', '2019-09'],
    ['03/2024', '2024-03'],
    ['2024', '2024'],
    ['Till Date', 'Present'],
    ['current', 'Present'],
  ])('reads the date %s as %s', (written, stored) => {
    expect(normaliseDate(written)).toBe(stored)
  })
})
