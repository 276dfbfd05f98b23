import { describe, expect, it } from 'vitest'
import { findSalaryInText, parseSalaryText, type ParsedSalary } from './salary-text.ts'

function salary(min: number | null, max: number | null, currency: string | null, period: ParsedSalary['period']): ParsedSalary {
  return { min, max, currency, period }
}

describe('parseSalaryText', () => {
  it.each([
    // The examples.
    ['₹5-8 LPA', salary(500_000, 800_000, 'INR', 'YEAR')],
    ['8,00,000 - 12,00,000 per annum', salary(800_000, 1_200_000, 'INR', 'YEAR')],
    ['₹40k/month', salary(40_000, 40_000, 'INR', 'MONTH')],
    ['$120k-$150k', salary(120_000, 150_000, 'USD', null)],
    ['£45,000 - £55,000', salary(45_000, 55_000, 'GBP', null)],
    ['CTC 18 lakhs', salary(1_800_000, 1_800_000, 'INR', 'YEAR')],
    // Indian forms.
    ['₹6,00,000 - ₹9,00,000', salary(600_000, 900_000, 'INR', null)],
    ['12-18 LPA', salary(1_200_000, 1_800_000, 'INR', 'YEAR')],
    ['INR 4.5 - 6 Lakhs', salary(450_000, 600_000, 'INR', 'YEAR')],
    ['Rs. 25,000 - 35,000 per month', salary(25_000, 35_000, 'INR', 'MONTH')],
    ['Rs.25000/-', salary(25_000, 25_000, 'INR', null)],
    ['₹1.2 Cr', salary(12_000_000, 12_000_000, 'INR', 'YEAR')],
    ['1 - 1.5 crore p.a.', salary(10_000_000, 15_000_000, 'INR', 'YEAR')],
    ['up to ₹12 LPA', salary(null, 1_200_000, 'INR', 'YEAR')],
    ['Upto 12 LPA', salary(null, 1_200_000, 'INR', 'YEAR')],
    ['From ₹5 LPA', salary(500_000, null, 'INR', 'YEAR')],
    ['5L - 8L', salary(500_000, 800_000, 'INR', 'YEAR')],
    ['₹50,000 - 1 lakh per month', salary(50_000, 100_000, 'INR', 'MONTH')],
    ['between 5 and 8 lakhs', salary(500_000, 800_000, 'INR', 'YEAR')],
    ['INR 3,60,000 p.a.', salary(360_000, 360_000, 'INR', 'YEAR')],
    ['₹15,000 pm', salary(15_000, 15_000, 'INR', 'MONTH')],
    ['₹44,900 - ₹1,42,400 per month', salary(44_900, 142_400, 'INR', 'MONTH')],
    ['From ₹15,000 per month', salary(15_000, null, 'INR', 'MONTH')],
    ['₹800 per day', salary(208_000, 208_000, 'INR', 'YEAR')],
    ['3.5 - 4.5 LPA + incentives', salary(350_000, 450_000, 'INR', 'YEAR')],
    ['Pay Level 7 (₹44,900 – ₹1,42,400)', salary(44_900, 142_400, 'INR', null)],
    // Other currencies.
    ['$120-150K', salary(120_000, 150_000, 'USD', null)],
    ['USD 100K - 120K per year', salary(100_000, 120_000, 'USD', 'YEAR')],
    ['$95,000/yr', salary(95_000, 95_000, 'USD', 'YEAR')],
    ['$40 - $55 per hour', salary(40, 55, 'USD', 'HOUR')],
    ['$50/hr', salary(50, 50, 'USD', 'HOUR')],
    ['$2,000 a week', salary(104_000, 104_000, 'USD', 'YEAR')],
    ['$120k-$150k, hybrid 4 days a week', salary(120_000, 150_000, 'USD', null)],
    ['£400 - £500 per day', salary(104_000, 130_000, 'GBP', 'YEAR')],
    ['Up to £45,000 a year', salary(null, 45_000, 'GBP', 'YEAR')],
    ['£12.5-£14 an hour', salary(12.5, 14, 'GBP', 'HOUR')],
    ['€60,000+', salary(60_000, null, 'EUR', null)],
    ['€60.000 - €70.000 per year', salary(60_000, 70_000, 'EUR', 'YEAR')],
    ['€1.5M', salary(1_500_000, 1_500_000, 'EUR', null)],
    ['45000-55000 EUR annually', salary(45_000, 55_000, 'EUR', 'YEAR')],
    ['C$85,000–C$95,000', salary(85_000, 95_000, 'CAD', null)],
    ['CAD 90,000 to 110,000', salary(90_000, 110_000, 'CAD', null)],
    ['A$120k - A$140k', salary(120_000, 140_000, 'AUD', null)],
    ['AED 15,000 - 20,000 /month', salary(15_000, 20_000, 'AED', 'MONTH')],
    ['S$6,500 - S$8,000 per month', salary(6_500, 8_000, 'SGD', 'MONTH')],
    ['NZ$30-NZ$35 an hour', salary(30, 35, 'NZD', 'HOUR')],
    ['CHF 110,000 - CHF 130,000 a year', salary(110_000, 130_000, 'CHF', 'YEAR')],
    ['SEK 45,000 - 55,000 /month', salary(45_000, 55_000, 'SEK', 'MONTH')],
    ['QAR 15,000 - 19,000 /month', salary(15_000, 19_000, 'QAR', 'MONTH')],
    ['Up to SAR 22,000 per month', salary(null, 22_000, 'SAR', 'MONTH')],
    ['¥6,000,000 - ¥8,500,000 a year', salary(6_000_000, 8_500_000, 'JPY', 'YEAR')],
    // No currency: salary.ts takes the country's.
    ['90000 - 110000', salary(90_000, 110_000, null, null)],
    ['25000', salary(25_000, 25_000, null, null)],
  ] as const)('reads %s', (textValue, expected) => {
    expect(parseSalaryText(textValue)).toEqual(expected)
  })

  it.each(['Not disclosed', 'Competitive', 'As per industry standards', '', '   ', '0', '₹0 - ₹0'])(
    'finds no salary in %j',
    (textValue) => {
      expect(parseSalaryText(textValue)).toBeNull()
    },
  )

  it('refuses a figure too large to be pay', () => {
    expect(parseSalaryText('Call 98765432101234')).toBeNull()
  })
})

describe('findSalaryInText', () => {
  it.each([
    ['We build payments.\nSalary: ₹5-8 LPA\nApply now.', salary(500_000, 800_000, 'INR', 'YEAR')],
    ['CTC: 18 lakhs for the right candidate.', salary(1_800_000, 1_800_000, 'INR', 'YEAR')],
    ['The pay range for this role is $120,000 - $150,000 per year.', salary(120_000, 150_000, 'USD', 'YEAR')],
    ['Compensation: £45,000 - £55,000 plus bonus.', salary(45_000, 55_000, 'GBP', null)],
    ['Stipend of ₹15,000 per month for six months.', salary(15_000, 15_000, 'INR', 'MONTH')],
    ['Offered CTC: 5L - 8L, with $2,000 in learning credits.', salary(500_000, 800_000, 'INR', 'YEAR')],
    ['We offer a salary of up to ₹12 LPA.', salary(null, 1_200_000, 'INR', 'YEAR')],
    ['• Pay Level 7 of the 7th CPC pay matrix (₹44,900 – ₹1,42,400 a month), plus allowances.', salary(44_900, 142_400, 'INR', 'MONTH')],
  ] as const)('reads pay stated in %j', (description, expected) => {
    expect(findSalaryInText(description)).toEqual(expected)
  })

  it.each([
    'A competitive salary and 5 days of paid leave. We have 120 engineers.',
    'Compensation package includes a $500 learning budget after 12 months.',
    'Experience: 3-5 years. Team of 40. Founded in 2015.',
    'Salary reviews happen every 12 months.',
    'You will manage a ₹50 crore P&L.',
  ])('finds no pay in %j', (description) => {
    expect(findSalaryInText(description)).toBeNull()
  })

  // Issue 18: pay written in running text with no salary word before it, as Indian postings often do.
  it.each([
    ['Role: Backend Engineer\nCTC: 12 LPA\nNotice period: 30 days', salary(1_200_000, 1_200_000, 'INR', 'YEAR')],
    ['Package offered: CTC ₹8,00,000 - ₹12,00,000 per annum plus benefits.', salary(800_000, 1_200_000, 'INR', 'YEAR')],
    ['We offer Rs. 6,50,000 p.a. to the right candidate.', salary(650_000, 650_000, 'INR', 'YEAR')],
    ['You will earn ₹25,000 - ₹35,000 per month plus incentives.', salary(25_000, 35_000, 'INR', 'MONTH')],
    ['The role offers $90,000–$120,000 a year depending on experience.', salary(90_000, 120_000, 'USD', 'YEAR')],
    ['Offering upto 15 LPA for strong candidates.', salary(null, 1_500_000, 'INR', 'YEAR')],
    ['Budget: 8-10 LPA', salary(800_000, 1_000_000, 'INR', 'YEAR')],
    ['6,50,000 per annum fixed, variable extra', salary(650_000, 650_000, 'INR', 'YEAR')],
    ['Freshers get INR 40,000 monthly.', salary(40_000, 40_000, 'INR', 'MONTH')],
    ['Tutors are paid ₹500/hr.', salary(500, 500, 'INR', 'HOUR')],
    ['Up to 12 lakhs CTC for the right person.', salary(null, 1_200_000, 'INR', 'YEAR')],
    // The period at the amount counts, not another named earlier on the line.
    ['Monthly targets, weekly reviews. ₹8,00,000 per annum fixed.', salary(800_000, 800_000, 'INR', 'YEAR')],
    ['Earn ₹40,000 per month, plus a ₹5,000 bonus.', salary(40_000, 40_000, 'INR', 'MONTH')],
  ] as const)('reads pay written in running text: %j', (description, expected) => {
    expect(findSalaryInText(description)).toEqual(expected)
  })

  it.each([
    'Experience 3-5 years. Notice period 30 days.',
    'Call 9876543210 or +91 98765 43210 to apply.',
    'Founded in 2015, 500+ employees, 1,200 customers a year.',
    'Office: MG Road, Bengaluru 560001. Mumbai office: 400 001.',
    'Hiring 1,00,000 people a year across India.',
    'We raised $20 million in 2023.',
    'We manage ₹500 crore in assets.',
    'Revenue of ₹100 crore a year.',
    '₹100 crore a year in revenue.',
    'Turnover: ₹5,00,00,000 per annum.',
    'A $500 learning budget per year.',
    'A ₹5,000 joining bonus per month for the first quarter.',
    'We process $2 billion a year in payments.',
    'Shifts from 9 a.m. to 6 p.m.',
    'A course fee of ₹25,000 per month is refunded on joining.',
  ])('finds no pay in the running text %j', (description) => {
    expect(findSalaryInText(description)).toBeNull()
  })
})
