import type { SeedPost } from './seed-types.ts'

export const salaryPosts: readonly SeedPost[] = [
  {
    slug: 'ctc-vs-in-hand-salary-explained',
    title: 'CTC vs in-hand salary: what the numbers in your offer letter mean',
    excerpt:
      'Basic, HRA, special allowance, PF, gratuity and variable pay: how a CTC in LPA turns into the money that reaches your account.',
    clusterSlug: 'salaries-and-negotiation',
    daysAgo: 1,
    body: `An offer of "12 LPA" rarely means ₹1 lakh a month in your bank account. CTC (cost to company) is everything the employer spends on you in a year, including money you will not see every month or may not see at all. Before comparing offers, break each CTC into its parts.

## The usual parts of a CTC

- **Basic salary**: often a significant share of fixed pay. Several other components are calculated from it.
- **HRA (house rent allowance)**: partly tax-exempt under the old tax regime if you pay rent; fully taxable under the new regime.
- **Special allowance / flexible benefits**: the balancing figure; taxable.
- **Employer PF contribution**: typically 12% of basic (sometimes capped at 12% of ₹15,000 a month). It goes to your EPF account, not your bank, though it is your money.
- **Gratuity**: many companies include about 4.81% of basic in CTC. It is paid only when you leave after completing the eligibility period (generally five years of continuous service), so for many people it is never received.
- **Variable pay / performance bonus**: paid if targets are met, often yearly or quarterly. Ask what percentage was actually paid out in recent years.
- **Insurance premiums, meal cards, one-time joining bonus, relocation and ESOPs/RSUs**: sometimes shown inside CTC, sometimes outside it.

## From CTC to in-hand

A rough way to estimate monthly in-hand pay:

1. Start with fixed pay (CTC minus variable, gratuity, employer PF, insurance and one-time items).
2. Subtract your own PF contribution (usually 12% of basic) and professional tax (a small state levy, charged in states such as Maharashtra, Karnataka and West Bengal).
3. Subtract income tax (TDS), which depends on the regime you choose and your deductions.
4. Divide by 12.

Because every company structures CTC differently, ask HR for the monthly salary breakup before you accept. It is a normal request.

## Comparing two offers

Compare **fixed pay** first, then the realistic variable, then benefits you would otherwise pay for yourself (health insurance for parents, for example). A 15 LPA offer with 3 LPA variable and gratuity inside it can pay less each month than a 13.5 LPA offer that is almost all fixed.

## Old or new tax regime?

The new regime has lower rates but fewer deductions; the old regime allows HRA exemption, 80C and other deductions. Which is better depends on your rent, investments and home loan. Your employer will ask you to choose at the start of the financial year; the tax department's calculator helps you compare.`,
  },
  {
    slug: 'how-to-negotiate-salary-offer-india',
    title: 'How to negotiate a job offer in India without losing it',
    excerpt: 'When to negotiate, what to ask for besides fixed pay, and scripts that keep the conversation friendly.',
    clusterSlug: 'salaries-and-negotiation',
    daysAgo: 6,
    body: `Many candidates in India accept the first number because they fear the offer will be withdrawn. In practice, a polite, well-reasoned request rarely loses an offer. Recruiters usually have a band for the role and expect some negotiation, especially for experienced hires.

## When to negotiate

The best moment is after the company has decided to hire you and before you accept: usually when HR shares the number verbally or sends a draft offer. Negotiating after signing is much harder.

## Prepare three numbers

- **Your walk-away number**: the minimum fixed pay at which the move makes sense, considering commute, relocation and the risk of a new job.
- **Your target**: what the role reasonably pays, based on peers, recent offers in your network, and salary data for the role and city.
- **Your opening ask**: a little above target, with a reason.

## What to say

> "Thank you, I am excited about the role and the team. Based on the scope we discussed, including leading the vendor team, and the offers I am seeing for similar roles in Bengaluru, I was expecting a fixed pay closer to 24 LPA. Is there flexibility there?"

Then stop talking and let them respond.

If they say the band is fixed:

> "I understand. Could we look at a joining bonus to cover the variable pay I will lose by leaving before the appraisal cycle, or an earlier salary review at six months?"

## Negotiate more than fixed pay

- **Joining bonus**: often easier to approve than fixed pay because it is one-time. Check the clawback clause (many require repayment if you leave within a year).
- **Notice period buyout**: if your current employer allows it, ask the new employer to reimburse it.
- **Designation**: a title that matches your level matters for your next move.
- **Work from home days, relocation support, a laptop or learning budget.**

## Using a competing offer

If you have another written offer, you can mention it honestly. Do not invent one; recruiters frequently ask for the offer letter, and some verify it.

## Get it in writing

Once agreed, ask for the revised offer letter with the full CTC breakup before you resign from your current job. Verbal promises of "we'll revise it after joining" are not offers.`,
  },
  {
    slug: 'notice-period-buyout-early-release',
    title: 'Notice periods in India: serving, buying out and negotiating an early release',
    excerpt: '30, 60 or 90 days: how notice periods work, what a buyout costs and how to leave on good terms.',
    clusterSlug: 'salaries-and-negotiation',
    daysAgo: 11,
    body: `Notice periods are a bigger part of job changes in India than in many other countries. IT services and many large companies have 60- or 90-day notice periods, and new employers often want you sooner. Understanding your options helps you negotiate a realistic joining date.

## Read your own contract first

Your appointment letter or HR policy says:

- the notice period (it may differ during probation and after confirmation),
- whether the company may accept a shorter notice at its discretion,
- whether you may pay in lieu of notice (a "buyout"), and how it is calculated (usually basic pay or gross pay for the unserved days),
- whether unused leave can be adjusted against notice.

## Options for leaving sooner

1. **Early release by your manager**: if your work can be handed over, your manager may agree to relieve you earlier. Offer a clear handover plan with dates.
2. **Buyout**: you pay the company for the days you do not serve. Some new employers reimburse it as part of the joining bonus; ask before you resign.
3. **Leave adjustment**: some policies allow earned leave to be set off against notice days.

## Do not just stop going

Leaving without serving notice or settling the buyout can mean no relieving letter, no experience letter and problems in background verification at your new company, which often asks for your relieving letter. It can also delay your full and final settlement and Form 16.

## Telling the new employer

Be exact in interviews and in acceptance: "My notice period is 90 days; I will request an early release and can confirm within a week of resigning." If the new employer insists on joining in 30 days and your company will not release you, say so early so both sides can plan, instead of promising a date you cannot meet.

## Counter-offers

Your current employer may offer a raise when you resign. Before accepting, think about why you wanted to leave; money rarely fixes a role you have outgrown. If you decline, do so politely and keep serving your notice professionally.

## Your checklist during notice

- Handover document and knowledge-transfer sessions.
- Return of laptop, ID card and other assets, with acknowledgement.
- Update your EPF exit date and plan your UAN transfer to the new employer.
- Collect your relieving letter, experience letter, last payslips and full and final settlement statement.`,
  },
  {
    slug: 'appraisal-hike-how-to-ask-for-raise',
    title: 'Appraisal season: how to ask for a raise or promotion with evidence',
    excerpt:
      'Preparing for the annual appraisal cycle: documenting your work, talking to your manager early and what to do if the hike disappoints.',
    clusterSlug: 'salaries-and-negotiation',
    daysAgo: 18,
    body: `Most Indian companies revise salaries once a year, commonly around April to July in line with the financial year, though many follow the calendar year. By the time you get your rating, your manager has usually already argued for (or against) your increase in calibration meetings. The work of asking for a raise therefore starts months earlier.

## Keep a record all year

Maintain a simple document with dated entries:

- what you delivered and its impact (a release, a client renewal, a cost saved, a process fixed),
- extra responsibilities you took on (mentoring new joiners, handling a bigger region),
- appreciation from clients, other teams or leadership (save the e-mails).

At appraisal time you copy from it instead of relying on memory.

## Talk to your manager before the cycle

Two or three months before appraisals, ask: "What would I need to show this year to be considered for promotion to the next level?" Agree on concrete expectations. It is far easier to get a promotion that was discussed in advance than one you ask for on the last day of self-appraisal.

## Write a strong self-appraisal

For each goal: what was expected, what you did, the result, and evidence. Avoid vague phrases like "worked hard on multiple projects". Be honest about what did not go well and what you learnt.

## Know your market value

Look at what your role pays elsewhere in your city, at similar companies. If you are well below market, you can say so calmly with reasons: "Roles with my scope at similar companies are being offered around 20 to 22 LPA. I'd like to understand how my compensation compares and whether there is room to correct it."

## If the hike disappoints

- Ask for the reasons and what would change the outcome next cycle.
- Ask whether a mid-year correction or a promotion review is possible.
- Ask about non-salary options: a role change, a certification paid by the company, or a project that builds the skills for the next level.

If nothing changes and the gap with the market stays large, a job change may be the realistic way to reset your pay. Start preparing quietly and keep performing well in the meantime.`,
  },
  {
    slug: 'understanding-esops-rsus-joining-bonus',
    title: 'ESOPs, RSUs and joining bonuses: reading the fine print in a startup or MNC offer',
    excerpt: 'Vesting schedules, cliffs, exercise prices, taxes and clawbacks explained for Indian employees.',
    clusterSlug: 'salaries-and-negotiation',
    daysAgo: 25,
    body: `Offers from startups and listed multinationals increasingly include equity or large one-time payments. These can add real value, but their worth depends on conditions written in small print. Before counting them as part of your CTC, understand how and when you actually get them.

## RSUs (restricted stock units)

Common at listed companies, especially multinationals. You receive shares (or their cash value) as they vest, typically over three or four years.

- **Vesting schedule**: for example, 25% after one year and the rest quarterly. Leave before a vest date and you lose the unvested part.
- **Value**: depends on the share price at vesting, which can go up or down, and on the exchange rate if the shares are listed abroad.
- **Tax**: in India, vested RSUs are generally taxed as salary income (a perquisite) at vesting, and again as capital gains when you sell. Foreign shares must also be reported in your income tax return.

## ESOPs (employee stock options)

Common at startups. You get the *option* to buy shares at a fixed exercise price after they vest.

- **Cliff**: often one year; nothing vests before it.
- **Exercise price and cost**: to own the shares you must pay the exercise price, and tax may be due on the difference between market value and exercise price at the time of exercise.
- **Liquidity**: shares in an unlisted startup can be hard to sell until a buyback, acquisition or IPO. Ask whether the company has run buybacks before.
- **Exit window**: when you leave, you may have a limited period to exercise vested options. Ask how long.

Questions to ask: how many options, the exercise price, the total number of shares outstanding (so you know your percentage), the vesting schedule and the exit exercise window.

## Joining bonus

A one-time payment, often used to compensate for a bonus you lose by leaving your current job.

- **Clawback**: many offers require repayment if you leave within 12 months, sometimes pro-rated.
- **Timing**: it may be paid with the first salary or after a few months.
- **Tax**: it is taxed as salary in the month it is paid.

## How to compare offers

Treat fixed pay as certain, variable pay as likely, joining bonus as certain but one-time, and equity as uncertain. A simple rule many people use is to accept an offer only if the fixed and likely variable pay alone make the move worthwhile, and see equity as a possible upside.`,
  },
]
