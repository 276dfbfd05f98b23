/** Benefits as employers list them: Indian private employers, public bodies, and employers abroad by country. */
export const indiaBenefits: readonly string[] = [
  'Health insurance for you, your spouse, children and parents',
  'Provident Fund (PF) and gratuity as per law',
  'Hybrid work: three days a week in the office',
  'Annual performance bonus',
  'Learning budget for courses and certifications',
  'Meal cards and cab facility for late shifts',
  'Employee stock options (ESOPs)',
  'Term life and personal accident insurance',
  '24 days of paid leave plus public holidays',
  'Internet and home-office allowance',
  'Maternity and paternity leave beyond the statutory minimum',
  'Free annual health check-up',
  'Relocation support for candidates moving cities',
  'Quarterly team outings',
  'Wellness programme with free counselling sessions',
  'Fuel and mobile reimbursement for field roles',
]

export const governmentBenefits: readonly string[] = [
  'Pay as per the pay matrix with dearness allowance, house rent allowance and transport allowance',
  'National Pension System (NPS) with employer contribution',
  'Medical benefits under the central or state government health scheme',
  'Leave travel concession',
  'Government accommodation or HRA as per rules',
  'Job security and a defined promotion path',
  'Children education allowance',
  'Group insurance scheme',
]

export const abroadBenefits: readonly string[] = [
  'Flexible working hours',
  'Learning and conference budget',
  'Paid parental leave',
  'Annual performance bonus',
  'Stock options or restricted stock units',
  'Wellness allowance',
  'Generous paid time off',
]

/** Benefits specific to the country of the job. */
export const countryBenefits: Readonly<Record<string, readonly string[]>> = {
  US: ['401(k) plan with company match', 'Medical, dental and vision insurance', 'Commuter benefits'],
  CA: ['RRSP matching', 'Extended health and dental coverage', 'Paid sick days'],
  GB: ['Workplace pension with employer contribution', 'Private medical insurance', '25 days of holiday plus bank holidays'],
  DE: ['Company pension scheme', '30 days of paid holiday', 'Public transport ticket (Deutschlandticket)'],
  AE: ['Tax-free salary', 'Annual air ticket home', 'Housing and transport allowances', 'Medical insurance for the family'],
  SG: ['CPF contributions', 'Medical and dental coverage', 'Annual wage supplement (13th month)'],
  AU: ['Superannuation on top of base salary', 'Salary packaging options', 'Employee assistance programme'],
  NL: ['Pension scheme', '30% ruling support for eligible expats', 'Holiday allowance (8%)'],
  IE: ['Pension contributions', 'Private health insurance', 'Bike-to-work scheme'],
  JP: ['Twice-yearly bonus', 'Commuting allowance', 'Social insurance enrolment'],
  CH: ['Pension fund contributions above the legal minimum', 'Five weeks of holiday'],
  SE: ['Occupational pension', 'Wellness allowance (friskvårdsbidrag)', 'Generous parental leave'],
  NZ: ['KiwiSaver employer contribution', 'Health insurance'],
  QA: ['Tax-free salary', 'Furnished housing or housing allowance', 'Annual air ticket home'],
  SA: ['Tax-free salary', 'Housing and transport allowances', 'Annual air ticket home'],
}

export const visaBenefits: readonly string[] = [
  'Work visa sponsorship and legal support',
  'Relocation package with flights and temporary housing',
  'Help with family visas, housing search and school admissions',
]
