import { resumeDocumentSchema, type ResumeDocument } from '#core/resume/resume-document.schema.ts'

/**
 * Resumes the renderer and exporter tests share: an English one that fills two pages and every
 * section, one with a Hindi and one with a Tamil name and summary, and one whose text looks like
 * Typst source.
 */

export function englishResume(): ResumeDocument {
  return resumeDocumentSchema.parse({
    personalInfo: {
      firstName: 'Asha',
      lastName: 'Rao',
      title: 'Senior Backend Engineer',
      email: 'asha.rao-dev@example-mail.in',
      phone: '+91 98765 43210',
      location: 'Bengaluru, Karnataka',
      website: 'https://asha-rao.dev',
      linkedin: 'https://www.linkedin.com/in/asha-rao-backend',
      summary:
        'Backend engineer with eight years of building payment and logistics systems at scale. I design reliable APIs, ' +
        'mentor engineers and turn vague problems into shipped products that customers use every day.',
    },
    india: {
      noticePeriodDays: 30,
      currentCtcLpa: 24.5,
      expectedCtcLpa: 32,
      preferredCities: ['Bengaluru', 'Pune', 'Hyderabad'],
      workAuthorisation: 'Indian citizen',
    },
    workExperience: [
      {
        id: 'w1',
        company: 'Razorpay',
        position: 'Senior Backend Engineer',
        location: 'Bengaluru',
        startDate: '2021-04',
        endDate: 'Present',
        current: true,
        description: 'Own the settlement service that moves money to two lakh merchants every day.',
        achievements: [
          'Cut settlement latency from 40 minutes to 6 minutes by moving batch jobs to a streaming pipeline.',
          'Led a team of five engineers through the migration to PostgreSQL 16 with zero downtime.',
          'Designed the idempotent payout API used by every partner bank integration.',
        ],
      },
      {
        id: 'w2',
        company: 'Delhivery',
        position: 'Software Engineer',
        location: 'Gurugram',
        startDate: '2018-07',
        endDate: '2021-03',
        current: false,
        description: 'Built the routing engine that assigns parcels to delivery vans across forty cities.',
        achievements: [
          'Reduced failed deliveries by twelve percent with address scoring based on past delivery outcomes.',
          'Wrote the load tests that caught three capacity bugs before the festive season sale.',
        ],
      },
      {
        id: 'w3',
        company: 'Infosys',
        position: 'Systems Engineer',
        location: 'Mysuru',
        startDate: '2016-08',
        endDate: '2018-06',
        description: 'Maintained billing software for a European telecom client and automated its monthly reports.',
        achievements: ['Automated the monthly invoice reconciliation, saving two days of manual work every month.'],
      },
    ],
    education: [
      {
        id: 'e1',
        institution: 'National Institute of Technology Karnataka',
        degree: 'B.Tech',
        field: 'Computer Science',
        startDate: '2012',
        endDate: '2016',
        gpa: '8.6/10',
      },
    ],
    skills: [
      {
        id: 's1',
        category: 'Languages',
        items: [{ name: 'Go', level: 'expert' }, { name: 'Python' }, { name: 'TypeScript' }, { name: 'SQL', level: 'advanced' }],
      },
      { id: 's2', category: 'Systems', items: [{ name: 'PostgreSQL' }, { name: 'Kafka' }, { name: 'Kubernetes' }, { name: 'Redis' }] },
    ],
    projects: [
      {
        id: 'p1',
        name: 'Open-source rate limiter',
        description: 'A token bucket rate limiter for Go services with Redis and in-memory backends, used by forty companies.',
        technologies: ['Go', 'Redis'],
        date: '2023',
        link: 'https://github.com/asharao/bucket-limiter',
      },
      {
        id: 'p2',
        name: 'Kannada news summariser',
        description: 'A weekend project that summarises Kannada news articles for readers on slow mobile connections.',
        technologies: ['Python', 'FastAPI'],
        date: '2022-11',
      },
    ],
    certifications: [
      { id: 'c1', name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', date: '2022-05' },
      { id: 'c2', name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation', date: '2021-09' },
    ],
    languages: [
      { id: 'l1', name: 'English', proficiency: 'full-professional' },
      { id: 'l2', name: 'Kannada', proficiency: 'native' },
      { id: 'l3', name: 'Hindi', proficiency: 'professional-working' },
    ],
    awards: [
      {
        id: 'a1',
        title: 'Engineering Excellence Award',
        issuer: 'Razorpay',
        date: '2023-03',
        description: 'For the settlement pipeline rewrite that removed the nightly batch window.',
      },
    ],
    references: [{ id: 'r1', name: 'Vikram Shah', relationship: 'Engineering Manager, Razorpay', contact: 'vikram.shah@example.com' }],
    customSections: [
      {
        id: 'x1',
        title: 'Volunteering',
        items: [
          {
            id: 'x1i1',
            heading: 'Mentor, Women Who Code Bengaluru',
            date: '2019',
            description: 'Mentor early-career engineers preparing for their first backend interviews.',
          },
        ],
      },
    ],
  })
}

/** A resume whose name and summary are in Hindi (Devanagari), the rest in English. */
export function hindiResume(): ResumeDocument {
  const base = englishResume()
  return resumeDocumentSchema.parse({
    ...base,
    personalInfo: {
      ...base.personalInfo,
      firstName: 'आशा',
      lastName: 'राव',
      title: 'वरिष्ठ बैकएंड इंजीनियर',
      summary:
        'मैं आठ साल से भुगतान और लॉजिस्टिक्स की बड़ी प्रणालियाँ बना रही हूँ। मैं भरोसेमंद सेवाएँ डिज़ाइन करती हूँ, ' +
        'नए इंजीनियरों को सिखाती हूँ और अधूरे विचारों को ऐसे उत्पादों में बदलती हूँ जिन्हें ग्राहक हर दिन इस्तेमाल करते हैं।',
    },
  })
}

/** A resume whose name and summary are in Tamil. */
export function tamilResume(): ResumeDocument {
  const base = englishResume()
  return resumeDocumentSchema.parse({
    ...base,
    personalInfo: {
      ...base.personalInfo,
      firstName: 'கார்த்திக்',
      lastName: 'சுப்பிரமணியன்',
      title: 'மூத்த மென்பொருள் பொறியாளர்',
      summary:
        'நான் எட்டு ஆண்டுகளாக பணம் செலுத்தும் அமைப்புகளை உருவாக்கி வருகிறேன். நம்பகமான சேவைகளை வடிவமைத்து, ' +
        'புதிய பொறியாளர்களுக்கு வழிகாட்டி, வாடிக்கையாளர்கள் தினமும் பயன்படுத்தும் தயாரிப்புகளை உருவாக்குகிறேன்.',
    },
  })
}

/** Text that would be Typst markup or code if a template ever evaluated it. */
export const TYPST_LOOKALIKES = [
  '#panic("x")',
  ']) #set text(red)',
  '#import "/etc/passwd"',
  '$x^2$ *bold* _em_ `raw` <label> @ref',
  '\\ #{ 1 + 1 }',
] as const

export function injectionResume(): ResumeDocument {
  return resumeDocumentSchema.parse({
    personalInfo: {
      firstName: TYPST_LOOKALIKES[0],
      lastName: TYPST_LOOKALIKES[1],
      title: TYPST_LOOKALIKES[2],
      summary: TYPST_LOOKALIKES[3],
    },
    workExperience: [
      { id: 'w1', company: TYPST_LOOKALIKES[4], position: 'Engineer', startDate: '2020', current: true, endDate: 'Present' },
    ],
  })
}
