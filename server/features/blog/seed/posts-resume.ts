import type { SeedPost } from './seed-types.ts'

export const resumePosts: readonly SeedPost[] = [
  {
    slug: 'resume-format-for-freshers-in-india',
    title: 'Resume format for freshers in India: one page that gets shortlisted',
    excerpt: 'What a fresher resume should hold, in which order, and what to leave out when you have no full-time experience yet.',
    clusterSlug: 'resume',
    daysAgo: 3,
    body: `If you are applying for your first job, your resume competes with hundreds of others from the same degree and the same batch. Recruiters at campus drives and on job portals skim first and read later, so the order of what you put on the page matters as much as what you put on it.

## Keep it to one page

A fresher has one degree, a few projects and perhaps an internship. All of it fits on one A4 page. Two pages usually mean padding: school-level achievements, long objective statements or a list of every software you have opened once.

## The order that works

1. **Name and contact**: phone with +91, a professional e-mail (not a nickname), city, and a LinkedIn or GitHub link if they have real content.
2. **Summary (two lines)**: the role you want and your strongest proof. For example: "Computer science graduate (2025) looking for a backend developer role; built a payment-reminder app used by 300 students in my college."
3. **Education**: degree, college, year and CGPA or percentage. Add class 12 and class 10 only if the employer asks for them, which many Indian companies and PSUs still do for eligibility cut-offs.
4. **Projects**: two or three, each with what you built, the tools you used and one result.
5. **Internships and training**: company, dates, and what you delivered, not what the company does.
6. **Skills**: grouped (languages, tools, domains) and only what you can answer questions on.
7. **Certifications and achievements**: hackathons, NPTEL or university-recognised courses, ranks in competitions.

## Write results, not duties

"Responsible for testing" says little. "Wrote 40 test cases for the login module and found 6 defects before release" tells the reader what you can do. Numbers you can defend in an interview are worth more than adjectives.

## What to leave out

- Photo, date of birth, religion, marital status and father's name, unless a specific employer (often government or overseas) asks for them.
- "References available on request". Everyone assumes it.
- Hobbies, unless they show something relevant (a chess rating for an analytics role, a published blog for a content role).

## Match each application

Read the job description and reuse its words where they are true for you. If it says "REST APIs" and you wrote "web services", change it. Applicant tracking systems and recruiters both search for the employer's own terms.

## Before you send it

Save it as a PDF named with your name and the role, check every link, and ask one senior or placement coordinator to read it in two minutes and tell you what they remember. If they remember the right thing, the resume works.`,
  },
  {
    slug: 'ats-friendly-resume-naukri-linkedin',
    title: 'Writing an ATS-friendly resume for Naukri, LinkedIn and company portals',
    excerpt: 'How applicant tracking systems read your resume, and the formatting choices that keep your experience from getting lost.',
    clusterSlug: 'resume',
    daysAgo: 9,
    body: `Most mid-size and large employers in India receive applications through an applicant tracking system (ATS): software that stores your resume, pulls out fields such as your name, current company and skills, and lets recruiters search. Job portals do something similar when they parse your uploaded resume into a profile. If the software misreads your file, a recruiter searching for your exact skill may never see you.

## Formatting that parses cleanly

- **One column.** Two-column templates look smart but many parsers read across the columns, mixing your skills into your job history.
- **Standard headings**: Summary, Experience, Education, Skills, Projects, Certifications. Creative headings such as "My Journey" are harder to map.
- **Text, not pictures of text.** Skills shown as icons, progress bars or star ratings are invisible to a parser and mean nothing to a reader.
- **No tables or text boxes** for important content; keep contact details in the body, not in the header or footer of the document.
- **Common fonts** and PDF export from Word or Google Docs. A scanned PDF is an image and cannot be read at all.

## Keywords without stuffing

Recruiters search for the words of the job description: "Java", "Spring Boot", "GST reconciliation", "B2B sales". Put the ones that are true for you in your summary, in your skills section and, most importantly, inside your experience bullets, where they show context. A list of forty keywords in white text is easy to spot and gets resumes rejected by the humans who read them later.

Use both the short and long form once where it matters: "Search Engine Optimisation (SEO)", "Chartered Accountant (CA)".

## Dates and titles

Write dates as "Jan 2022 – Mar 2024" consistently. Use the job title your employer gave you; if it was unusual ("Associate – Level II"), add the common equivalent in brackets ("Software Engineer"). Parsers calculate your total experience from dates, and portals filter by it.

## Keep your portal profile in step

On Naukri and LinkedIn, the profile fields often count for more than the attached file. Update your current designation, notice period, current and expected CTC and key skills whenever you update the resume. Recruiters filter by notice period; a stale "90 days" when you are now serving notice can hide you from urgent openings.

## Check it yourself

Copy the text of your PDF into a plain text editor. If the order is scrambled or words are missing, a parser will struggle too. Fix the layout until the plain text reads in the same order as the page.`,
  },
  {
    slug: 'resume-summary-examples-experienced-professionals',
    title: 'Resume summaries for experienced professionals: how to write the first three lines',
    excerpt:
      'The top of your resume decides whether the rest is read. A simple pattern for a summary that says who you are and why you fit.',
    clusterSlug: 'resume',
    daysAgo: 16,
    body: `A recruiter opening your resume wants to know three things quickly: what you do, at what level, and why you are relevant to this opening. The summary at the top is where you answer all three. Most summaries waste the space on words like "dynamic", "hard-working" and "result-oriented", which every other resume also claims.

## A pattern that works

**Role and years + domain + your strongest proof + what you want next.**

For example:

> Finance professional with 7 years in FP&A at two listed manufacturing companies. Built the monthly rolling forecast that cut close time from 10 to 6 working days. Looking for a finance business partner role in a consumer company.

> Java backend engineer (5 years) in fintech. Designed the reconciliation service that handles UPI settlement files for a payments company. Interested in senior engineer roles working on high-volume systems.

Each is three sentences, uses words the recruiter searches for, and gives one proof the interviewer will want to ask about.

## Make the proof specific and true

Pick the achievement you can talk about for ten minutes in an interview. Use numbers only if you know them and could explain how they were measured. "Improved efficiency" invites the question "by how much?"; if you cannot answer it, choose a different proof.

## Tailor the last line

The "what you want next" line is the easiest part to change per application. If you apply for both team-lead and individual-contributor roles, keep two versions of the summary rather than one vague one.

## What to avoid

- Objective statements about what the company can do for you ("seeking a challenging position in a reputed organisation").
- Lists of soft skills. Show them in your experience bullets instead.
- Your full career history. The experience section does that.
- Personal details. Age, marital status and hometown do not belong in a summary.

## Senior and leadership roles

If you manage people or budgets, say so with scale: team size, the kind of budget you own, the number of locations or clients. "Lead a team of 12 across Pune and Bengaluru" is clearer than "strong leadership skills".

## Check it

Read only your summary aloud and ask: would a stranger know what job to offer me? If the answer is yes, move on to the rest of the resume.`,
  },
  {
    slug: 'explaining-career-gap-on-resume',
    title: 'How to explain a career gap on your resume and in interviews',
    excerpt:
      'Caregiving, health, exam preparation, a layoff or a break by choice: how to show a gap honestly without letting it define your application.',
    clusterSlug: 'resume',
    daysAgo: 24,
    body: `Career gaps are common in India: people prepare for UPSC or bank exams for a year or two, look after a parent, take maternity or paternity breaks, relocate with a spouse, recover from illness or are laid off. Recruiters see gaps every day. What worries them is not the gap itself but not knowing what happened, or sensing that your skills have gone stale.

## On the resume: name it in one line

Put the gap in your experience section like any other period, with dates and one honest line:

- "Career break – family caregiving (Jun 2023 – Aug 2024)"
- "Full-time preparation for Civil Services Examination (2022 – 2024); cleared prelims twice"
- "Career break after role elimination in company restructuring (Feb – Sep 2024)"

A short label stops the reader from guessing. You do not need to give medical or personal details.

## Show what kept you current

If you did anything relevant during the break, list it under the same entry or in certifications: a course, freelance work, volunteering, helping a family business with accounts, contributing to an open-source project. Exam preparation also built real skills: structured study, writing under time pressure, current affairs, and for many, quantitative aptitude.

## In the interview: short, factual, forward-looking

Prepare a three-part answer of under a minute:

1. **What happened**: "I took a year off to care for my father after his surgery."
2. **What you did to stay ready**: "In the last four months I completed a course on Power BI and rebuilt two dashboards for a friend's business."
3. **Why now and why this role**: "He has recovered, I am fully available, and this analyst role uses exactly what I was doing before the break."

Then stop. Long explanations sound defensive.

## Returnship programmes

Several large employers in India run returnship or second-career programmes, especially for women returning after a break. They are worth searching for by name on company career pages, since they often have separate openings and more understanding of gaps.

## Background verification

Your dates must match what previous employers confirm during verification. Never stretch the end date of a previous job to hide a gap: a mismatch found in verification can cost you the offer, while an honest gap rarely does.`,
  },
  {
    slug: 'resume-for-jobs-abroad-gulf-europe-us',
    title: 'Adapting an Indian resume for jobs abroad: the Gulf, Europe and North America',
    excerpt:
      'The same experience is presented differently for employers in Dubai, Berlin, London or Toronto. What to change before you apply.',
    clusterSlug: 'resume',
    daysAgo: 31,
    body: `A resume that works for Indian recruiters may confuse employers abroad. Conventions about length, personal details and even the name of the document differ from region to region. Adjusting them shows that you understand the market you are applying to.

## North America (US and Canada)

- Call it a resume, keep it to one or two pages, and **leave out** photo, date of birth, gender, marital status, nationality and religion. Employers there avoid such details to comply with anti-discrimination rules.
- Lead with achievements; Canadian and US recruiters expect measurable outcomes in bullets.
- Convert Indian terms: write "Bachelor of Technology (4-year degree)" and explain CGPA scale if you show it ("8.1/10").
- Show work authorisation plainly if you have it; if you will need sponsorship, be ready to say so when asked.

## United Kingdom and Ireland

- Usually called a CV, two pages is normal. No photo.
- A short personal statement at the top is common.
- Mention right to work or visa status if it helps (for example, if you already hold a visa that allows work).

## Germany and much of continental Europe

- A tabular Lebenslauf with clear dates is expected; a photo is optional and increasingly left out.
- Language level matters: state your German level with the CEFR scale (A1 to C2) and any certificate (Goethe, telc, TestDaF). Many tech roles work in English, but a line about German study shows commitment.
- Degree recognition: if your degree is listed as recognised in the anabin database, or you have a ZAB statement, say so; it matters for the EU Blue Card.

## Gulf countries (UAE, Saudi Arabia, Qatar, Oman, Kuwait, Bahrain)

- Many employers still ask for nationality, visa status, and sometimes a photo; follow the job posting.
- State your availability and notice period clearly, and whether you are already in the country on a visit or residence visa.
- Certificates may need attestation by the Ministry of External Affairs and the destination country's embassy for work visas; mention if yours are already attested.

## Everywhere

Replace Indian-only shorthand (LPA, CTC, "passed out in", "B.Com (Hons) from DU") with plain international phrasing. Use the employer's language for job titles. And as always, tailor the top third of the document to the role.`,
  },
]
