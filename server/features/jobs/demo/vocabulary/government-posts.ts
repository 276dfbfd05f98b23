import type { EducationNeed } from './roles.ts'

/** Kinds of public employer; a post names the kinds that recruit for it. */
export type GovernmentEmployerKind =
  'secretariat' | 'tax' | 'psu' | 'bank' | 'school' | 'college' | 'health' | 'municipal' | 'utility' | 'state-department'

export interface GovernmentPost {
  title: string
  employerKinds: readonly GovernmentEmployerKind[]
  skills: readonly string[]
  /** The scale a notice names for the post; the posting's salary is its monthly basic pay range. */
  pay: PayScale
  experienceMonths: number
  education: EducationNeed
  eligibility: string
  selection: string
  duties: readonly string[]
  weight: number
}

/**
 * A pay scale as recruitment notices state it: its name and the monthly basic pay at its first and
 * last stage, to which dearness and other allowances are added.
 */
export interface PayScale {
  /** 'Pay Level 7 of the 7th CPC pay matrix', 'JMGS-I scale'. */
  name: string
  min: number
  max: number
}

/** The 7th Central Pay Commission's pay matrix: entry and top basic pay of each level, in rupees a month. */
const payMatrix = {
  1: [18_000, 56_900],
  2: [19_900, 63_200],
  3: [21_700, 69_100],
  4: [25_500, 81_100],
  5: [29_200, 92_300],
  6: [35_400, 112_400],
  7: [44_900, 142_400],
  8: [47_600, 151_100],
  9: [53_100, 167_800],
  10: [56_100, 177_500],
} as const

function payLevel(level: keyof typeof payMatrix): PayScale {
  const [min, max] = payMatrix[level]
  return { name: `Pay Level ${level} of the 7th CPC pay matrix`, min, max }
}

/** College teachers' Academic Level 10 (UGC, 7th CPC). */
const academicLevel10: PayScale = { name: 'Academic Level 10 of the UGC pay matrix', min: 57_700, max: 182_400 }
/** Public sector banks' scales of the 12th bipartite settlement. */
const bankOfficerScale: PayScale = { name: 'JMGS-I scale', min: 48_480, max: 85_920 }
const bankClerkScale: PayScale = { name: 'clerical scale', min: 24_050, max: 64_480 }
/** Central public sector undertakings' E1 grade (IDA, 3rd Pay Revision Committee). */
const idaE1Scale: PayScale = { name: 'E1 grade of the IDA pay scale', min: 40_000, max: 140_000 }

function post(title: string, options: Omit<GovernmentPost, 'title'>): GovernmentPost {
  return { title, ...options }
}

const writtenExam = 'Selection is through a computer-based written examination followed by document verification.'
const writtenAndSkill = 'Selection is through a written examination, a skill test and document verification.'
const writtenAndInterview = 'Selection is through a written examination followed by a personal interview.'
const meritAndInterview = 'Selection is on merit in the qualifying examination followed by an interview.'

export const governmentPosts: readonly GovernmentPost[] = [
  post('Assistant Section Officer', {
    employerKinds: ['secretariat'],
    skills: ['Noting and Drafting', 'File Management', 'e-Office', 'Government Rules', 'MS Office', 'RTI Act'],
    pay: payLevel(7),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree in any discipline from a recognised university.',
    selection: writtenExam,
    duties: [
      'Examine files, put up notes and draft letters for senior officers.',
      'Maintain records and track references and parliamentary questions.',
    ],
    weight: 2,
  }),
  post('Upper Division Clerk', {
    employerKinds: ['secretariat', 'state-department', 'municipal', 'college'],
    skills: ['Office Procedure', 'Typing', 'e-Office', 'MS Office', 'Record Keeping'],
    pay: payLevel(4),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree and typing speed of 35 words per minute in English or 30 in Hindi.',
    selection: writtenAndSkill,
    duties: ['Handle dak, maintain registers and prepare routine correspondence.', 'Process bills, leave records and service books.'],
    weight: 1.5,
  }),
  post('Lower Division Clerk', {
    employerKinds: ['secretariat', 'state-department', 'municipal', 'tax', 'college'],
    skills: ['Typing', 'Data Entry', 'MS Office', 'Record Keeping', 'Office Procedure'],
    pay: payLevel(2),
    experienceMonths: 0,
    education: 'high-school',
    eligibility: 'Class 12 pass and typing speed of 35 words per minute in English or 30 in Hindi.',
    selection: writtenAndSkill,
    duties: ['Type letters and notes and keep files in order.', 'Maintain diary and dispatch registers.'],
    weight: 1.8,
  }),
  post('Stenographer Grade C', {
    employerKinds: ['secretariat', 'state-department'],
    skills: ['Shorthand', 'Typing', 'Transcription', 'MS Word', 'Office Procedure'],
    pay: payLevel(6),
    experienceMonths: 0,
    education: 'high-school',
    eligibility: 'Class 12 pass with shorthand at 100 words per minute.',
    selection: writtenAndSkill,
    duties: ['Take dictation and transcribe accurately for senior officers.', 'Manage appointments and confidential correspondence.'],
    weight: 0.8,
  }),
  post('Multi-Tasking Staff', {
    employerKinds: ['secretariat', 'tax', 'state-department', 'municipal'],
    skills: ['Record Keeping', 'Office Support', 'Dak Handling', 'Photocopying'],
    pay: payLevel(1),
    experienceMonths: 0,
    education: 'high-school',
    eligibility: 'Class 10 pass from a recognised board.',
    selection: writtenExam,
    duties: ['Carry files and dak between sections.', 'Help keep offices and records in order.'],
    weight: 1.5,
  }),
  post('Tax Assistant', {
    employerKinds: ['tax'],
    skills: ['Income Tax', 'GST', 'Data Entry', 'MS Excel', 'Record Keeping'],
    pay: payLevel(4),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree and data-entry speed of 8,000 key depressions per hour.',
    selection: writtenAndSkill,
    duties: ['Process returns, refunds and taxpayer correspondence.', 'Update assessment records in the departmental system.'],
    weight: 1,
  }),
  post('Junior Engineer (Civil)', {
    employerKinds: ['state-department', 'municipal', 'psu', 'utility'],
    skills: ['AutoCAD', 'Estimation', 'Site Supervision', 'Quantity Surveying', 'IS Codes', 'Measurement Books'],
    pay: payLevel(6),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'A diploma or degree in Civil Engineering from a recognised institution.',
    selection: writtenExam,
    duties: ['Supervise road, building and drainage works and record measurements.', 'Prepare estimates and check contractor bills.'],
    weight: 2,
  }),
  post('Junior Engineer (Electrical)', {
    employerKinds: ['state-department', 'municipal', 'psu', 'utility'],
    skills: ['Electrical Maintenance', 'Substations', 'Estimation', 'Electrical Safety', 'AutoCAD'],
    pay: payLevel(6),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'A diploma or degree in Electrical Engineering from a recognised institution.',
    selection: writtenExam,
    duties: ['Maintain substations, feeders and street-lighting networks.', 'Supervise electrical works and their safety.'],
    weight: 1.5,
  }),
  post('Junior Engineer (Mechanical)', {
    employerKinds: ['psu', 'utility', 'municipal'],
    skills: ['Mechanical Maintenance', 'Pumps', 'Workshop Practice', 'AutoCAD', 'Safety Procedures'],
    pay: payLevel(6),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'A diploma or degree in Mechanical Engineering from a recognised institution.',
    selection: writtenExam,
    duties: ['Maintain pumps, compressors and workshop equipment.', 'Keep maintenance logs and spares records.'],
    weight: 1,
  }),
  post('Assistant Engineer (Civil)', {
    employerKinds: ['state-department', 'municipal', 'utility'],
    skills: ['Project Management', 'Estimation', 'Tendering', 'Quality Control', 'AutoCAD', 'Contract Management'],
    pay: payLevel(10),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree in Civil Engineering from a recognised university.',
    selection: writtenAndInterview,
    duties: ['Plan and supervise public works in a sub-division.', 'Prepare tenders and manage contractors.'],
    weight: 1,
  }),
  post('Graduate Engineer Trainee', {
    employerKinds: ['psu', 'utility'],
    skills: ['Engineering Fundamentals', 'GATE', 'Project Execution', 'Plant Operations', 'Safety'],
    pay: idaE1Scale,
    experienceMonths: 0,
    education: 'bachelors',
    eligibility:
      'A full-time B.E./B.Tech in Mechanical, Electrical, Civil, Chemical or Instrumentation Engineering with at least 65% marks.',
    selection: 'Selection is on the basis of the GATE score followed by a group discussion and interview.',
    duties: [
      'Go through a year of structured training across plant departments.',
      'Take charge of a shift or project section after training.',
    ],
    weight: 1.5,
  }),
  post('Management Trainee', {
    employerKinds: ['psu'],
    skills: ['Finance', 'Human Resources', 'Marketing', 'MS Office', 'Communication'],
    pay: idaE1Scale,
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'An MBA or PGDM, or CA/CMA for finance positions.',
    selection: writtenAndInterview,
    duties: ['Train across corporate functions before a first posting.', 'Support commercial, HR or finance work in a regional office.'],
    weight: 0.8,
  }),
  post('Technician Grade III', {
    employerKinds: ['psu', 'utility'],
    skills: ['ITI Trade', 'Electrical Wiring', 'Fitting', 'Maintenance', 'Safety Procedures'],
    pay: payLevel(2),
    experienceMonths: 0,
    education: 'high-school',
    eligibility: 'Class 10 pass with an ITI certificate in the relevant trade.',
    selection: writtenExam,
    duties: ['Carry out maintenance and repair under the supervision of a junior engineer.', 'Follow safety procedures at all times.'],
    weight: 1,
  }),
  post('Staff Nurse', {
    employerKinds: ['health'],
    skills: ['Patient Care', 'Medication Administration', 'IV Cannulation', 'BLS', 'Infection Control'],
    pay: payLevel(7),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'GNM or B.Sc Nursing with registration with the State Nursing Council.',
    selection: writtenExam,
    duties: ['Provide nursing care in wards of a government hospital.', 'Maintain patient records and medicine stock.'],
    weight: 2,
  }),
  post('Nursing Officer', {
    employerKinds: ['health'],
    skills: ['Patient Care', 'Critical Care', 'Ward Management', 'BLS', 'Infection Control'],
    pay: payLevel(7),
    experienceMonths: 24,
    education: 'bachelors',
    eligibility: 'B.Sc Nursing with registration and two years of experience in a hospital of at least 50 beds.',
    selection: writtenExam,
    duties: ['Lead nursing care on a ward shift.', 'Supervise and train junior nursing staff.'],
    weight: 1,
  }),
  post('Medical Officer', {
    employerKinds: ['health', 'municipal'],
    skills: ['General Medicine', 'Emergency Care', 'Public Health', 'Patient Counselling'],
    pay: payLevel(10),
    experienceMonths: 0,
    education: 'professional',
    eligibility: 'MBBS with registration with the National Medical Commission or a State Medical Council, and completed internship.',
    selection: meritAndInterview,
    duties: ['Run outpatient clinics and casualty duties at a government hospital.', 'Lead public-health programmes in the block.'],
    weight: 1.2,
  }),
  post('Pharmacist Grade II', {
    employerKinds: ['health'],
    skills: ['Dispensing', 'Drug Store Management', 'Inventory', 'Patient Counselling'],
    pay: payLevel(5),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'D.Pharm or B.Pharm with registration with the State Pharmacy Council.',
    selection: writtenExam,
    duties: ['Dispense medicines at the hospital pharmacy.', 'Keep stock and expiry records.'],
    weight: 0.8,
  }),
  post('Laboratory Technician', {
    employerKinds: ['health', 'college'],
    skills: ['Sample Collection', 'Haematology', 'Biochemistry', 'Lab Safety'],
    pay: payLevel(5),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'A diploma in Medical Laboratory Technology after Class 12 with science.',
    selection: writtenExam,
    duties: ['Collect samples and run routine laboratory tests.', 'Maintain equipment and quality-control records.'],
    weight: 0.8,
  }),
  post('PGT Mathematics', {
    employerKinds: ['school'],
    skills: ['Mathematics', 'CBSE Curriculum', 'Lesson Planning', 'Assessment'],
    pay: payLevel(8),
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'A master’s degree in Mathematics with at least 50% marks, and B.Ed.',
    selection: writtenAndInterview,
    duties: ['Teach mathematics to classes 11 and 12.', 'Prepare students for board examinations.'],
    weight: 1,
  }),
  post('PGT Physics', {
    employerKinds: ['school'],
    skills: ['Physics', 'Laboratory Teaching', 'CBSE Curriculum', 'Assessment'],
    pay: payLevel(8),
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'A master’s degree in Physics or Electronics with at least 50% marks, and B.Ed.',
    selection: writtenAndInterview,
    duties: ['Teach physics to classes 11 and 12, including practicals.', 'Maintain the physics laboratory.'],
    weight: 0.7,
  }),
  post('PGT Chemistry', {
    employerKinds: ['school'],
    skills: ['Chemistry', 'Laboratory Teaching', 'CBSE Curriculum', 'Lab Safety'],
    pay: payLevel(8),
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'A master’s degree in Chemistry with at least 50% marks, and B.Ed.',
    selection: writtenAndInterview,
    duties: ['Teach chemistry to classes 11 and 12, including practicals.', 'Keep laboratory stock and safety registers.'],
    weight: 0.7,
  }),
  post('PGT English', {
    employerKinds: ['school'],
    skills: ['English Literature', 'Grammar', 'CBSE Curriculum', 'Assessment'],
    pay: payLevel(8),
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'A master’s degree in English with at least 50% marks, and B.Ed.',
    selection: writtenAndInterview,
    duties: ['Teach English language and literature to classes 11 and 12.', 'Guide the school magazine and debate teams.'],
    weight: 0.7,
  }),
  post('PGT Computer Science', {
    employerKinds: ['school'],
    skills: ['Python', 'Computer Science', 'CBSE Curriculum', 'Lab Management'],
    pay: payLevel(8),
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'M.Sc (Computer Science), MCA or B.E./B.Tech in Computer Science, with B.Ed where required.',
    selection: writtenAndInterview,
    duties: ['Teach computer science and Python programming to classes 11 and 12.', 'Run the computer laboratory.'],
    weight: 0.6,
  }),
  post('TGT Science', {
    employerKinds: ['school'],
    skills: ['Science', 'Lesson Planning', 'CBSE Curriculum', 'Activity-Based Learning'],
    pay: payLevel(7),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree with the subject, B.Ed and a pass in CTET Paper II.',
    selection: writtenAndInterview,
    duties: ['Teach science to classes 6 to 10.', 'Conduct practicals and science exhibitions.'],
    weight: 0.9,
  }),
  post('TGT Mathematics', {
    employerKinds: ['school'],
    skills: ['Mathematics', 'Lesson Planning', 'CBSE Curriculum', 'Assessment'],
    pay: payLevel(7),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree with mathematics, B.Ed and a pass in CTET Paper II.',
    selection: writtenAndInterview,
    duties: ['Teach mathematics to classes 6 to 10.', 'Run remedial classes for students who need help.'],
    weight: 0.9,
  }),
  post('TGT Hindi', {
    employerKinds: ['school'],
    skills: ['Hindi', 'Hindi Literature', 'Lesson Planning', 'Assessment'],
    pay: payLevel(7),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree with Hindi, B.Ed and a pass in CTET Paper II.',
    selection: writtenAndInterview,
    duties: ['Teach Hindi language and literature to classes 6 to 10.', 'Organise Hindi Pakhwada and literary activities.'],
    weight: 0.6,
  }),
  post('Primary Teacher', {
    employerKinds: ['school'],
    skills: ['Child Pedagogy', 'Activity-Based Learning', 'Classroom Management', 'Hindi', 'English'],
    pay: payLevel(6),
    experienceMonths: 0,
    education: 'diploma',
    eligibility: 'Class 12 with D.El.Ed, or a bachelor’s degree with B.Ed, and a pass in CTET Paper I.',
    selection: writtenExam,
    duties: ['Teach classes 1 to 5 across subjects.', 'Track learning levels and support each child.'],
    weight: 1,
  }),
  post('Assistant Professor (Government College)', {
    employerKinds: ['college'],
    skills: ['Teaching', 'Research', 'UGC NET', 'Academic Administration'],
    pay: academicLevel10,
    experienceMonths: 0,
    education: 'postgraduate',
    eligibility: 'A master’s degree with at least 55% marks and UGC NET, SLET/SET or a Ph.D.',
    selection: meritAndInterview,
    duties: ['Teach undergraduate and postgraduate classes.', 'Guide research and take part in college administration.'],
    weight: 0.8,
  }),
  post('Probationary Officer', {
    employerKinds: ['bank'],
    skills: ['Banking', 'Customer Service', 'Credit Appraisal', 'KYC', 'Quantitative Aptitude'],
    pay: bankOfficerScale,
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree in any discipline; age between 20 and 30 years.',
    selection: 'Selection is through preliminary and main examinations followed by an interview.',
    duties: ['Train across branch operations, credit and customer service.', 'Take charge as an officer in a branch after probation.'],
    weight: 1.8,
  }),
  post('Junior Associate (Clerk)', {
    employerKinds: ['bank'],
    skills: ['Cash Handling', 'Customer Service', 'Core Banking', 'KYC', 'Data Entry'],
    pay: bankClerkScale,
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree in any discipline and proficiency in the official language of the state.',
    selection: 'Selection is through preliminary and main examinations followed by a local language test.',
    duties: ['Handle cash, deposits and customer requests at the branch counter.', 'Update customer records in the core banking system.'],
    weight: 1.5,
  }),
  post('Specialist Officer (IT)', {
    employerKinds: ['bank', 'psu'],
    skills: ['Networking', 'Cyber Security', 'Linux', 'Databases', 'Core Banking Systems'],
    pay: bankOfficerScale,
    experienceMonths: 12,
    education: 'bachelors',
    eligibility: 'B.E./B.Tech in Computer Science, IT or Electronics, or MCA.',
    selection: writtenAndInterview,
    duties: ['Support core banking, network and security operations.', 'Coordinate with vendors on IT projects.'],
    weight: 0.8,
  }),
  post('Accounts Officer', {
    employerKinds: ['psu', 'municipal', 'utility', 'state-department'],
    skills: ['Government Accounting', 'Tally', 'GST', 'Audit', 'Budgeting'],
    pay: payLevel(8),
    experienceMonths: 36,
    education: 'professional',
    eligibility: 'CA or CMA, or a commerce degree with three years of accounting experience.',
    selection: writtenAndInterview,
    duties: ['Maintain accounts and prepare annual financial statements.', 'Handle audit queries and budget proposals.'],
    weight: 0.8,
  }),
  post('Junior Accountant', {
    employerKinds: ['municipal', 'state-department', 'utility'],
    skills: ['Accounting', 'Tally', 'MS Excel', 'Record Keeping'],
    pay: payLevel(5),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree in Commerce from a recognised university.',
    selection: writtenExam,
    duties: ['Maintain cash books and ledgers.', 'Prepare bills and monthly accounts.'],
    weight: 0.8,
  }),
  post('Data Entry Operator', {
    employerKinds: ['state-department', 'health', 'municipal', 'tax'],
    skills: ['Data Entry', 'Typing', 'MS Excel', 'Computer Basics'],
    pay: payLevel(4),
    experienceMonths: 0,
    education: 'high-school',
    eligibility: 'Class 12 pass with data-entry speed of 15,000 key depressions per hour.',
    selection: writtenAndSkill,
    duties: ['Enter and verify data in departmental portals.', 'Generate routine reports.'],
    weight: 1,
  }),
  post('Revenue Inspector', {
    employerKinds: ['state-department', 'municipal'],
    skills: ['Land Records', 'Field Inspection', 'Revenue Laws', 'Record Keeping'],
    pay: payLevel(5),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'A bachelor’s degree and knowledge of the state’s official language.',
    selection: writtenExam,
    duties: ['Inspect land records and collect revenue dues.', 'Verify applications for certificates.'],
    weight: 0.7,
  }),
  post('Scientific Assistant', {
    employerKinds: ['psu', 'state-department', 'college'],
    skills: ['Laboratory Techniques', 'Data Recording', 'Instrumentation', 'Lab Safety'],
    pay: payLevel(6),
    experienceMonths: 0,
    education: 'bachelors',
    eligibility: 'B.Sc in Physics, Chemistry or Electronics with at least 60% marks.',
    selection: writtenExam,
    duties: ['Run experiments and record observations accurately.', 'Calibrate and maintain laboratory instruments.'],
    weight: 0.6,
  }),
]
