/** Review wording for the demo companies, grouped by star rating so the text agrees with the stars. */
export const reviewTitles: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Best place I have worked so far',
    'Great learning and supportive managers',
    'Genuinely cares about its people',
    'Excellent culture and fair pay',
    'Grew more here in two years than in five elsewhere',
    'Good work, good people, good balance',
    'Would happily recommend to friends',
    'Strong leadership and clear goals',
  ],
  4: [
    'Good company with a few rough edges',
    'Solid place to build your career',
    'Good work-life balance',
    'Nice team, decent growth',
    'Learning is great, appraisals could be faster',
    'Stable job with good benefits',
    'Friendly colleagues and interesting work',
    'Good first job after college',
  ],
  3: [
    'Average experience overall',
    'Depends a lot on your manager',
    'Okay for a couple of years',
    'Good people, slow processes',
    'Decent pay but limited growth',
    'Mixed bag',
    'Fine for freshers, less so for experienced people',
  ],
  2: [
    'Too much pressure, too little recognition',
    'Management needs to listen more',
    'Long hours and frequent weekend work',
    'Growth is very slow',
    'Not what was promised at the interview',
  ],
  1: [
    'Would not recommend',
    'Poor management and high attrition',
    'Salary delays and no transparency',
    'Toxic culture in my team',
    'Stay away if you value your health',
  ],
}

export const reviewPros: readonly string[] = [
  'Managers are approachable and give honest feedback.',
  'Salary is always credited on time and the hikes have been fair.',
  'Lots of chances to learn new tools and take on responsibility early.',
  'Health insurance covers parents too, which helped my family a lot.',
  'Hybrid policy is respected; nobody counts your hours in office.',
  'Colleagues are helpful and there is very little politics.',
  'Good training for freshers in the first three months.',
  'Leave is easy to take and nobody calls you on holidays.',
  'The work is meaningful and you can see the impact.',
  'Internal transfers between teams and cities are possible.',
  'PF, gratuity and every statutory benefit are handled properly.',
  'Leadership shares numbers and plans openly at town halls.',
  'The office is well located and the canteen food is good.',
  'Clear career ladder and promotions are based on work, not tenure.',
]

export const reviewCons: readonly string[] = [
  'Appraisal cycles are slow and increments are modest.',
  'Some teams have unrealistic deadlines near releases.',
  'Too many meetings; hard to get focused time.',
  'Processes are heavy and approvals take a long time.',
  'Growth depends a lot on which manager you get.',
  'Night shifts in support roles are tiring.',
  'Onsite opportunities are fewer than promised.',
  'Attrition is high, so knowledge keeps walking out of the door.',
  'Tools and laptops are outdated in some teams.',
  'Weekend calls happen more often than they should.',
  'Salary is below the market for experienced people.',
  'Communication from senior management could be clearer.',
  'Commute to the office is long and there is no transport facility.',
  'Targets keep increasing every quarter.',
]

export const reviewAdvice: readonly string[] = [
  'Advice to management: review salaries against the market every year.',
  'Advice to management: hire enough people before promising new deadlines.',
  'Advice to management: keep the hybrid policy; it works.',
  'Advice to management: make the appraisal process more transparent.',
  'Advice to management: invest more in training middle managers.',
]

export const reviewTenures: readonly string[] = [
  'Current employee, less than a year.',
  'Current employee, 1–3 years.',
  'Current employee, more than 3 years.',
  'Former employee, 1–3 years.',
  'Former employee, less than a year.',
]
