import type { SeedPost } from './seed-types.ts'

export const governmentPosts: readonly SeedPost[] = [
  {
    slug: 'upsc-civil-services-exam-structure-explained',
    title: 'UPSC Civil Services Examination: the structure explained for first-time aspirants',
    excerpt: 'Prelims, mains and the interview: what each stage tests, how marks count and how to plan your preparation.',
    clusterSlug: 'government-jobs',
    daysAgo: 5,
    body: `The Civil Services Examination (CSE), conducted every year by the Union Public Service Commission, selects officers for the IAS, IPS, IFS and other central services. It is one of the most competitive exams in India, and preparation usually takes more than a year. Understanding the structure before you start saves months of unfocused reading.

## Eligibility in brief

You need a bachelor's degree from a recognised university (final-year students may apply). There are age limits and a maximum number of attempts, with relaxations for reserved categories, persons with benchmark disabilities and some others. Read the current year's notification carefully; it is the only authoritative source.

## Stage 1: Preliminary examination

Two objective papers on the same day:

- **General Studies Paper I**: history, geography, polity, economy, environment, science and current affairs. Your marks in this paper decide whether you qualify for mains.
- **General Studies Paper II (CSAT)**: comprehension, reasoning and basic numeracy. It is qualifying: you must score at least the minimum stated in the notification, but the marks do not add to your rank.

There is negative marking for wrong answers, so guessing has a cost.

## Stage 2: Main examination

Written, descriptive papers:

- Two qualifying language papers (an Indian language and English), which must be passed but do not count for rank.
- An essay paper.
- Four General Studies papers (including ethics, integrity and aptitude).
- Two papers of an optional subject you choose from the list.

Mains rewards structured writing within strict word and time limits. Answer-writing practice matters as much as reading.

## Stage 3: Personality test (interview)

A board interviews you on your background, the details you fill in your application form, current events and your views. The final merit list combines mains and interview marks.

## Planning your preparation

1. Read the official syllabus and the previous years' question papers first; they show what is asked and at what depth.
2. Build foundations with NCERT textbooks, then standard reference books.
3. Follow one newspaper daily for current affairs and make short notes.
4. Choose your optional subject early, based on interest and your ability to write on it, not only on what others choose.
5. Start answer-writing practice well before prelims, not after.

## Keep a plan B

Many aspirants prepare for several years. Set yourself a limit, keep your skills and qualifications current, and remember that preparation builds abilities that state PSC, other government and private-sector jobs value too.`,
  },
  {
    slug: 'ssc-cgl-preparation-while-working',
    title: 'Preparing for SSC CGL while working a full-time job',
    excerpt:
      "A realistic weekly routine for the Staff Selection Commission's graduate-level exam when you only have evenings and weekends.",
    clusterSlug: 'government-jobs',
    daysAgo: 12,
    body: `The SSC Combined Graduate Level (CGL) examination recruits for Group B and Group C posts in central ministries and departments: assistant section officers, income tax and GST inspectors, auditors, accountants and many more. Many candidates prepare while working. It is possible, but only with a routine that respects the time you actually have.

## Know the exam

CGL is held in tiers of computer-based tests. The exam pattern has been revised over the years, so read the latest notification for the number of tiers, sections, marking and cut-off rules. Broadly the tests cover:

- quantitative aptitude,
- general intelligence and reasoning,
- English language and comprehension,
- general awareness,
- and, for some posts, additional papers such as statistics, or computer and typing skill tests.

Some posts also have physical or medical standards. Choose your target posts early, because preferences affect which papers you must take.

## A weekday routine (about two hours)

- **Morning, 40 minutes**: vocabulary and reading practice, or general awareness revision.
- **Evening, 80 minutes**: one topic of quantitative aptitude or reasoning: learn the concept, then solve 30–40 questions with a timer.

## Weekends

- One full-length mock test under exam conditions, followed by at least as much time analysing it: which questions you got wrong, which you skipped, where you lost time.
- Revise weak topics found in the week's mocks.

## Use commuting time

Current affairs and static general knowledge work well in short bursts: a quiz app or notes on your phone in the metro or bus.

## What working candidates do differently

- **Accuracy over attempts**: with negative marking, a working candidate who answers fewer questions correctly often outscores someone who guesses.
- **Previous years' papers**: they show the level and the topics that repeat.
- **One source per subject**: switching between five books wastes limited time.

## Talk to your employer only if needed

You do not need to inform your private employer that you are preparing. If you work in a government organisation, check the rules for applying to other government posts; you may need a no-objection certificate.

## Pace yourself

A year of steady preparation usually beats three months of sleepless weeks. Protect your sleep and your job performance: the job pays for your preparation and is your fallback.`,
  },
  {
    slug: 'bank-po-clerk-exams-ibps-sbi-rbi',
    title: 'Bank exams in India: IBPS, SBI and RBI recruitment compared',
    excerpt: 'Probationary officer, clerk and RBI Grade B: who conducts them, how the stages work and how to choose.',
    clusterSlug: 'government-jobs',
    daysAgo: 19,
    body: `Public sector banking is one of the most popular government career paths for graduates. Several bodies recruit separately, and their exams overlap in syllabus, so many candidates prepare for more than one at the same time.

## Who recruits

- **IBPS (Institute of Banking Personnel Selection)** conducts common exams for participating public sector banks: PO (probationary officer), clerk, specialist officer, and for regional rural banks (officer scale and office assistant).
- **SBI** runs its own PO and clerk (junior associate) recruitment.
- **RBI** recruits Grade B officers, assistants and others through its own exams.
- Insurance companies such as LIC and public sector general insurers have similar officer and assistant exams.

## Typical stages

- **Prelims**: objective tests in reasoning, quantitative aptitude and English, with sectional time limits.
- **Mains**: deeper tests adding general, economy and banking awareness, computer knowledge and sometimes a descriptive English paper (letter and essay writing).
- **Interview** for officer posts; clerk posts are often decided on mains marks, sometimes with a local language test.

RBI Grade B has a different character: its later phases include economic and social issues, finance and management, and descriptive writing, making it closer to a competitive graduate exam in economics and finance.

Exact patterns change; always read the notification of the current year.

## PO or clerk?

- **PO** starts as an officer (Scale I) with transfers across the country and a clear path to management. Workload and responsibility are higher.
- **Clerk** roles are usually within a state and involve customer-facing branch work, with the option to become an officer later through internal promotion exams.

Choose based on whether you want mobility and management or stability in your home state; many candidates apply for both.

## Preparation tips

- Speed matters more than in most exams: practise sectional mocks with strict timers.
- Reasoning puzzles and data interpretation carry heavy weight; practise them daily.
- For awareness, follow banking and economy news: RBI policy decisions, government schemes and financial terms.
- Practise typing descriptive answers if the exam has a computer-based descriptive test.

## After selection

Expect a probation period and training. Banks may ask for a service bond or indemnity; read the recruitment notice for its terms before joining.`,
  },
  {
    slug: 'railway-rrb-ntpc-group-d-guide',
    title: 'Railway jobs through RRB: NTPC, Group D and technical posts',
    excerpt: 'How Railway Recruitment Boards hire, how the computer-based tests and skill tests work, and documents to keep ready.',
    clusterSlug: 'government-jobs',
    daysAgo: 26,
    body: `Indian Railways is among the largest employers in the country, and its Railway Recruitment Boards (RRBs) fill a wide range of posts through periodic notifications. Because the number of applicants is very large, understanding the process helps you avoid mistakes that cost candidates their chances every year.

## Main categories

- **NTPC (Non-Technical Popular Categories)**: graduate and undergraduate level posts such as station master, commercial apprentice, goods train manager, clerks and typists.
- **Level 1 posts** (often called Group D): track maintainers, helpers and assistants in various departments; minimum qualification is usually class 10 or ITI.
- **Technical posts**: assistant loco pilot, technician and junior engineer, requiring ITI, diploma or engineering qualifications.
- **Paramedical, ministerial and isolated categories** with their own eligibility.

## How selection usually works

1. **Computer-based tests (CBT)**: mathematics, general intelligence and reasoning, general awareness and, for technical posts, general science and technical subjects.
2. **Skill or aptitude tests** for specific posts: typing tests for clerical posts, computer-based aptitude tests for loco pilots and station masters.
3. **Physical efficiency test** for many Level 1 posts.
4. **Document verification and medical examination**: each post has a medical standard (vision standards are strict for safety posts).

Read the notification's medical standards before choosing your post preferences; a candidate who cannot meet the vision standard for a post may lose it after clearing all exams.

## Choosing your RRB and preferences

You apply to one RRB region per notification, and you rank the posts you want. Your preferences decide which posts you are considered for, so rank only posts you would join.

## Documents to keep ready

- Class 10 certificate (for date of birth), educational and technical certificates.
- Caste, EWS, PwBD or ex-serviceman certificates in the prescribed format, valid on the date the notification requires.
- Recent photographs matching the specifications, and a signature scan.
- Identity proof used in the application, which you must carry to every exam.

## Stay with official sources

Notifications, results and admit cards are published on the official RRB websites. Be wary of messages offering "guaranteed selection" for money: railway recruitment is computer-based and merit-based, and such offers are frauds.`,
  },
  {
    slug: 'state-psc-vs-upsc-which-to-choose',
    title: 'State PSC or UPSC: choosing the right civil services exam for you',
    excerpt: 'How state public service commission exams differ from UPSC, and how to prepare for both without doubling the effort.',
    clusterSlug: 'government-jobs',
    daysAgo: 33,
    body: `Every state has a Public Service Commission that recruits for its administrative, police, revenue and other state services: MPSC in Maharashtra, BPSC in Bihar, UPPSC in Uttar Pradesh, TNPSC in Tamil Nadu, KPSC in Karnataka and so on. Many UPSC aspirants also take their state exam, and many candidates choose the state route first.

## What is similar

- Most state civil services exams follow the same three stages: prelims, mains and interview.
- General studies topics overlap heavily: Indian polity, history, geography, economy, environment and current affairs.
- Both reward consistent answer-writing practice.

## What is different

- **State-specific content**: state history, geography, economy, culture and government schemes carry real weight, sometimes a full paper.
- **Language**: many state exams offer or require papers in the state language, and a good command of it helps in both the exam and the job.
- **Frequency and timelines**: UPSC runs to a fixed annual calendar; some state commissions have irregular notifications, and the full process can take longer.
- **Eligibility**: age limits, attempts and domicile-based reservations differ by state. Read each notification.
- **Posting**: state service officers serve within the state, close to home, which matters to many candidates and their families.

## Preparing for both

1. Build a common base in polity, history, geography and economy.
2. Add a separate notebook for your state: its history, geography, budget, schemes and current affairs from a state-level newspaper.
3. Practise answers in both formats, because word limits and question styles differ.
4. Keep a calendar of both exams; plan revision so that one exam's mains does not crowd out the other's prelims.

## Choosing if you can prepare for only one

- Choose **UPSC** if you want an all-India career, are ready for a longer and more uncertain preparation, and are comfortable with a very wide syllabus.
- Choose your **state PSC** if you want to work in your state, are strong in the state language and local knowledge, or need a shorter, more predictable route.

## A note on coaching

Good coaching can structure your study, but the official syllabus, previous years' papers, standard textbooks and daily newspapers remain the foundation. Many successful candidates use a coaching test series for answer-writing feedback rather than full classroom courses.`,
  },
]
