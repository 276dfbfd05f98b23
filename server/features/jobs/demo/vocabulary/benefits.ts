import type { WorkEnvironment } from './industries.ts'

/** How a job is worked: its company's way of working, or Remote when the posting is remote. */
export type WorkMode = WorkEnvironment | 'Remote'

/**
 * A benefit as employers list it. `topic` keeps a posting from offering the same thing twice
 * ('Paid parental leave' and 'Generous parental leave'); `place` says where it makes sense: at a
 * workplace (a cab, a transport ticket, relocation), at home (a home-office allowance), or anywhere.
 */
export interface Benefit {
  text: string
  topic: string
  place: 'workplace' | 'home' | 'anywhere'
}

function benefit(text: string, topic: string, place: Benefit['place'] = 'anywhere'): Benefit {
  return { text, topic, place }
}

/** Whether a benefit makes sense for a job worked this way: no cab for a remote job, no home-office allowance on site. */
export function fitsWorkMode(item: Benefit, mode: WorkMode): boolean {
  if (item.place === 'workplace') return mode !== 'Remote'
  if (item.place === 'home') return mode !== 'On-site'
  return true
}

/** Benefits as Indian private employers list them. */
export const indiaBenefits: readonly Benefit[] = [
  benefit('Health insurance for you, your spouse, children and parents', 'health-insurance'),
  benefit('Provident Fund (PF) and gratuity as per law', 'retirement'),
  benefit('Flexible working hours around a few core hours', 'hours'),
  benefit('Annual performance bonus', 'bonus'),
  benefit('Learning budget for courses and certifications', 'learning'),
  benefit('Meal cards and cab facility for late shifts', 'commute', 'workplace'),
  benefit('Employee stock options (ESOPs)', 'equity'),
  benefit('Term life and personal accident insurance', 'life-insurance'),
  benefit('24 days of paid leave plus public holidays', 'leave'),
  benefit('Internet and home-office allowance', 'home-office', 'home'),
  benefit('Maternity and paternity leave beyond the statutory minimum', 'parental-leave'),
  benefit('Free annual health check-up', 'health-check'),
  benefit('Relocation support for candidates moving cities', 'relocation', 'workplace'),
  benefit('Quarterly team outings', 'team-events', 'workplace'),
  benefit('Team meet-ups twice a year, with travel paid', 'team-events', 'home'),
  benefit('Wellness programme with free counselling sessions', 'wellness'),
  benefit('Fuel and mobile reimbursement for field roles', 'field-expenses', 'workplace'),
]

/** Benefits of public employers, beside the pay scale every government posting states first. */
export const governmentBenefits: readonly string[] = [
  'National Pension System (NPS) with employer contribution',
  'Medical benefits under the central or state government health scheme',
  'Leave travel concession',
  'Government accommodation or house rent allowance (HRA) as per rules',
  'Job security and a defined promotion path',
  'Children education allowance',
  'Group insurance scheme',
  '30 days of earned leave a year, plus casual leave and public holidays',
]

/** Benefits employers abroad commonly offer, whatever the country. */
export const abroadBenefits: readonly Benefit[] = [
  benefit('Flexible working hours', 'hours'),
  benefit('Learning and conference budget', 'learning'),
  benefit('Paid parental leave', 'parental-leave'),
  benefit('Annual performance bonus', 'bonus'),
  benefit('Stock options or restricted stock units', 'equity'),
  benefit('Wellness allowance', 'wellness'),
  benefit('Generous paid time off', 'leave'),
  benefit('Home-office set-up budget', 'home-office', 'home'),
]

/** Benefits specific to the country of the job. */
export const countryBenefits: Readonly<Record<string, readonly Benefit[]>> = {
  US: [
    benefit('401(k) plan with company match', 'retirement'),
    benefit('Medical, dental and vision insurance', 'health-insurance'),
    benefit('Commuter benefits', 'commute', 'workplace'),
  ],
  CA: [
    benefit('RRSP matching', 'retirement'),
    benefit('Extended health and dental coverage', 'health-insurance'),
    benefit('Paid sick days', 'sick-leave'),
  ],
  GB: [
    benefit('Workplace pension with employer contribution', 'retirement'),
    benefit('Private medical insurance', 'health-insurance'),
    benefit('25 days of holiday plus bank holidays', 'leave'),
  ],
  DE: [
    benefit('Company pension scheme', 'retirement'),
    benefit('30 days of paid holiday', 'leave'),
    benefit('Public transport ticket (Deutschlandticket)', 'commute', 'workplace'),
  ],
  AE: [
    benefit('Tax-free salary', 'tax'),
    benefit('Annual air ticket home', 'air-ticket'),
    benefit('Housing and transport allowances', 'housing', 'workplace'),
    benefit('Medical insurance for the family', 'health-insurance'),
  ],
  SG: [
    benefit('CPF contributions', 'retirement'),
    benefit('Medical and dental coverage', 'health-insurance'),
    benefit('Annual wage supplement (13th month)', 'bonus'),
  ],
  AU: [
    benefit('Superannuation on top of base salary', 'retirement'),
    benefit('Salary packaging options', 'tax'),
    benefit('Employee assistance programme', 'wellness'),
  ],
  NL: [
    benefit('Pension scheme', 'retirement'),
    benefit('30% ruling support for eligible expats', 'tax'),
    benefit('Holiday allowance (8%)', 'holiday-pay'),
  ],
  IE: [
    benefit('Pension contributions', 'retirement'),
    benefit('Private health insurance', 'health-insurance'),
    benefit('Bike-to-work scheme', 'commute', 'workplace'),
  ],
  JP: [
    benefit('Twice-yearly bonus', 'bonus'),
    benefit('Commuting allowance', 'commute', 'workplace'),
    benefit('Social insurance enrolment', 'social-insurance'),
  ],
  CH: [benefit('Pension fund contributions above the legal minimum', 'retirement'), benefit('Five weeks of holiday', 'leave')],
  SE: [
    benefit('Occupational pension', 'retirement'),
    benefit('Wellness allowance (friskvårdsbidrag)', 'wellness'),
    benefit('Generous parental leave', 'parental-leave'),
  ],
  NZ: [benefit('KiwiSaver employer contribution', 'retirement'), benefit('Health insurance', 'health-insurance')],
  QA: [
    benefit('Tax-free salary', 'tax'),
    benefit('Furnished housing or housing allowance', 'housing', 'workplace'),
    benefit('Annual air ticket home', 'air-ticket'),
  ],
  SA: [
    benefit('Tax-free salary', 'tax'),
    benefit('Housing and transport allowances', 'housing', 'workplace'),
    benefit('Annual air ticket home', 'air-ticket'),
  ],
}

export const visaBenefits: readonly Benefit[] = [
  benefit('Work visa sponsorship and legal support', 'visa', 'workplace'),
  benefit('Relocation package with flights and temporary housing', 'relocation', 'workplace'),
  benefit('Help with family visas, housing search and school admissions', 'family-move', 'workplace'),
]
