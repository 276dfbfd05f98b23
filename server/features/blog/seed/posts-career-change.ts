import type { SeedPost } from './seed-types.ts'

export const careerChangePosts: readonly SeedPost[] = [
  {
    slug: 'switching-from-it-services-to-product-company',
    title: 'Switching from IT services to a product company: what changes and how to prepare',
    excerpt:
      'The skills, interview style and expectations that differ between service companies and product companies, and a plan to make the move.',
    clusterSlug: 'career-change',
    daysAgo: 8,
    body: `Many Indian engineers start their careers at large IT services companies and later want to move to product companies or global capability centres. The move is very achievable, but the interviews and the day-to-day work differ in ways worth preparing for.

## What is different

- **Ownership**: in a product company, your team usually owns a feature or service end to end, including design decisions, releases and production issues.
- **Depth over breadth**: interviewers probe why you chose a design, how it scales, and what you would change, not just which technologies you have used.
- **Interview format**: coding rounds on data structures and algorithms, system or low-level design for experienced roles, and a hiring-manager round on your past work.

## Build evidence of product-style work

If your current project is maintenance-heavy, look for ways to own something:

- volunteer for a new module, a migration or a performance fix,
- automate a manual process your team does every week,
- write down the design of something you built, with the trade-offs.

Outside work, a side project that people actually use, or meaningful contributions to an open-source project, gives you stories that interviewers find convincing.

## Prepare for the coding rounds

Plan two to three months of steady practice (see our four-week plan for the structure of each phase). Focus on common patterns rather than the number of problems solved, and practise explaining your thinking aloud.

## Present your experience well

Service-company resumes often list clients and technologies. Rewrite yours around problems and outcomes: "Reduced the nightly batch run from 6 hours to 90 minutes by rewriting the reconciliation queries" is more persuasive than "Worked on SQL for a banking client".

## Salary and level

Product companies often level candidates by interview performance as well as years of experience. Be open to a level that matches your skills; the learning and the next move usually matter more than the title at the first product job.

## Timing

Moving after two to five years of experience is common, but there is no wrong time. Check your notice period and any service agreement or bond in your contract before you start interviewing, so your joining date is realistic.`,
  },
  {
    slug: 'career-change-at-30-plan',
    title: 'Changing careers at 30 or later: a practical plan for Indian professionals',
    excerpt: 'Finding the right next field, testing it before you quit, handling family expectations and managing money during the switch.',
    clusterSlug: 'career-change',
    daysAgo: 14,
    body: `By 30, many people realise the field they entered at 21, often chosen under family pressure or by entrance-exam rank, is not where they want to spend the next thirty years. A career change at this stage is common, but it needs a plan because you likely have more financial and family responsibilities than at graduation.

## Step 1: Decide what you are moving towards

"I don't like my job" is not a direction. Write down:

- the tasks in your current job you enjoy and are good at,
- the problems you like solving,
- the kind of workplace you want (size, pace, travel, remote work),
- what you need to earn at minimum.

Then list three to five roles that match. Talk to at least two people already in each role; ask what their actual week looks like and how they got in.

## Step 2: Find your bridge

The easiest changes reuse what you already have:

- A mechanical engineer moving into product management for a manufacturing software company.
- A teacher moving into instructional design or corporate training.
- A bank officer moving into fintech operations or risk.
- A salesperson moving into customer success or sales operations.

A bridge role lets you keep part of your experience value, and your pay, while you build the new skills.

## Step 3: Test before you jump

- Take a structured course with a project at the end.
- Do a freelance or volunteer project in the new field.
- Ask for an internal transfer or a cross-team project at your current employer, often the lowest-risk route.

## Step 4: Plan the money

Estimate how many months a lower salary or a gap would last on your savings. A common rule is to keep at least six months of expenses aside before resigning without a new job. Factor in EMIs, insurance premiums and family commitments.

## Step 5: Tell the story

Recruiters ask "why the change?" Prepare a short, positive answer that connects your past to the new role: what you learnt, why the new field fits, and what you have already done in it.

## Family conversations

In many Indian families, a move away from a stable job worries parents and spouses. Share the plan, the test you have done and the financial cushion. Concrete plans reassure far more than enthusiasm.`,
  },
  {
    slug: 'moving-into-data-analytics-from-non-tech',
    title: 'Moving into data analytics from a non-tech background',
    excerpt: 'Excel, SQL, a visualisation tool and domain knowledge: the skills that matter and a portfolio that proves them.',
    clusterSlug: 'career-change',
    daysAgo: 21,
    body: `Data analyst roles attract career changers from commerce, finance, operations, marketing, engineering and even healthcare. The good news is that domain knowledge from your current field is valuable. The challenge is proving your technical skills without a job title that says "analyst".

## The core skills

1. **Excel or Google Sheets, properly**: lookups, pivot tables, conditional formulas and charts. Many analyst jobs in India still run on spreadsheets.
2. **SQL**: selecting, filtering, joining tables, grouping and window functions. This is the skill most interviews test.
3. **A visualisation tool**: Power BI or Tableau. Check which one appears more often in postings in your city and industry.
4. **Basic statistics**: averages and medians, distributions, correlation versus causation, and how to read an A/B test.
5. **Python (later)**: useful for automation and larger analyses; many entry-level roles do not require it, but it widens options.

## Learn with your own domain

If you work in retail operations, analyse sales and inventory data. If you are in HR, analyse attrition. Public data from government portals (such as the Open Government Data platform) also offers Indian datasets on agriculture, transport, health and more.

## Build a portfolio of three projects

Each project should:

- start with a business question ("Which product categories lose the most to returns, and why?"),
- show the data cleaning you did,
- use SQL and a dashboard,
- end with two or three recommendations in plain language.

Publish them on GitHub or as a shared dashboard link, and describe them on your resume like work experience.

## Apply smartly

- Look for hybrid roles first: "MIS executive", "business analyst – operations", "sales analyst", "HR analyst". They value domain knowledge and are easier entry points.
- Try internal moves: volunteer to build the report your team does manually every week.
- Tailor your resume to analyst keywords while keeping your domain achievements.

## What interviews look like

Expect an SQL test, an Excel or case exercise ("here is a dataset, what would you tell the business head?"), and questions about your projects. Practise explaining an analysis in three sentences to a non-technical manager; it is the skill hiring managers value most.`,
  },
  {
    slug: 'government-job-to-private-sector-transition',
    title: 'Leaving a government job or exam preparation for the private sector',
    excerpt: 'Translating government experience or years of exam preparation into a private-sector resume and interviews.',
    clusterSlug: 'career-change',
    daysAgo: 28,
    body: `Some people move from a government or PSU job to the private sector for growth, pay or location. Others spend several years preparing for UPSC, state PSC or bank exams and decide to stop. Both groups often worry that private employers will not value their background. With the right framing, many of them do.

## If you worked in government or a PSU

Your experience includes skills private employers need:

- **Process and compliance**: procurement rules, audits, RTI responses and documentation.
- **Stakeholder management**: working with the public, elected representatives and multiple departments.
- **Scale**: implementing a scheme across a district or region.

Translate your duties into business language. "Handled e-tendering for civil works worth several crores under GFR rules" becomes "Managed end-to-end procurement and vendor evaluation for public infrastructure projects, ensuring full audit compliance."

Roles that often value this background: compliance, public policy and government affairs, procurement, project management, CSR, consulting for the public sector, and banking operations.

Before resigning, check your service rules for notice, resignation acceptance, any bond and pension implications.

## If you prepared for competitive exams

Years of preparation are not a blank period. You built:

- broad knowledge of economy, polity and current affairs,
- structured writing under time pressure,
- discipline and self-directed learning.

On your resume, list the preparation as an entry with dates and any milestones ("cleared prelims in 2023 and 2024; appeared in mains"). In interviews, explain briefly why you stopped and what you want now, without apology.

Roles where this background helps: content and research, policy research, journalism, teaching and edtech, banking and insurance operations, and analyst roles after some upskilling.

## Practical steps

1. Pick two or three target roles and study postings for the skills they ask for.
2. Close the biggest gap with a short, project-based course (Excel and SQL for analyst roles, for example).
3. Use your network: seniors from college, former batchmates from coaching institutes who moved to the private sector.
4. Be open to entry or mid-level roles at first; pay usually catches up quickly once you have a year of private-sector experience.

## Set expectations on pay

Government pay includes benefits that are easy to undervalue: job security, allowances, housing, pension. Compare total value, not just monthly salary, before accepting a private offer.`,
  },
  {
    slug: 'upskilling-courses-that-employers-value',
    title: 'Upskilling for a career move: choosing courses and certifications employers value',
    excerpt: 'How to tell useful certifications from expensive ones, and how to show learning on your resume so it counts.',
    clusterSlug: 'career-change',
    daysAgo: 34,
    body: `When planning a career change, it is tempting to buy the most advertised course. Course fees in India range from free to several lakh rupees, and price says little about how much employers value the result. A few checks help you choose well.

## Start from job postings, not course brochures

Collect twenty postings for the role you want, in the cities you would work in. Note the skills and certifications that appear repeatedly. That list, not a course's syllabus, is your learning plan.

## Certifications that tend to carry weight

- **Vendor certifications tied to a tool employers use**: cloud platforms (AWS, Azure, Google Cloud), CRM and ERP systems (Salesforce, SAP), networking and security certificates. They are specific and testable.
- **Professional qualifications** recognised by statutory or professional bodies, such as CA, CMA and CS in India, or internationally recognised ones like CFA or project management certifications.
- **University-backed programmes** from recognised institutions, including NPTEL courses from the IITs and IISc with proctored exams.

Short completion certificates from online platforms are useful for learning, but on their own they rarely decide a hiring decision.

## Questions to ask before paying

- Is there a proctored exam, or just a completion certificate?
- Will I build projects I can show?
- Who teaches, and what do former students do now? Ask to speak to some.
- For "placement guarantee" claims: what exactly is guaranteed, and what are the refund terms? Read the agreement, especially any income-share or loan arrangement.

## Show learning so it counts

- Put the project, not the certificate, at the centre: "Built a sales dashboard in Power BI from 2 years of store data" says more than "Power BI certificate".
- List certifications with the issuing body and year.
- Be ready to answer technical questions on anything listed; interviewers test it.

## Use free and low-cost options first

Official documentation, free tiers of cloud platforms, public datasets and free courses from recognised universities are enough to test whether you enjoy a field. Spend larger sums only after you are sure of the direction.

## Ask your employer

Many companies reimburse certifications related to your current or next internal role. An internal move supported by a paid certification is one of the lowest-risk ways to change careers.`,
  },
]
