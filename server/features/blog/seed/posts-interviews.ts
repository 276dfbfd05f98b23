import type { SeedPost } from './seed-types.ts'

export const interviewPosts: readonly SeedPost[] = [
  {
    slug: 'tell-me-about-yourself-answer-for-indian-interviews',
    title: '"Tell me about yourself": a structure that works in Indian interviews',
    excerpt: 'The first question of almost every interview, answered in under two minutes with a present–past–future structure.',
    clusterSlug: 'interviews',
    daysAgo: 2,
    body: `"Tell me about yourself" opens most HR and hiring-manager rounds in India. It is not small talk: the interviewer is checking whether you can summarise clearly, and deciding which parts of your resume to ask about. Many candidates either recite their resume line by line or start with their hometown and schooling. Both waste the best minute of the interview.

## Present, past, future

**Present (30 seconds):** your current role, level and the work you are best at.
"I am a senior associate in the audit team at a mid-size CA firm in Mumbai, where I lead statutory audits for four manufacturing clients."

**Past (45 seconds):** one or two experiences that led here and prove you can do this job.
"Before that I did my articleship at the same firm, where I worked mainly on GST compliance. Last year I led the first audit of a client after their IPO, including setting up new controls over inventory."

**Future (15 seconds):** why this role is the next step.
"I'd like to move into an in-house financial reporting role, and your opening for an assistant manager in reporting fits what I want to do next."

## Freshers

Replace "present" with your degree and the one project or internship you are proudest of, then explain why this role and company interest you. Keep family background out unless asked.

## What to prepare

- Write the answer, cut it to about 250 words, then say it aloud with a timer.
- Do not memorise word for word; memorise the three parts and the proof points.
- Make sure everything you mention is something you are happy to be questioned on. If you mention a project, expect "tell me more about it" next.

## In Hindi or English?

Many interviews in India move between Hindi and English. Answer in the language the interviewer uses unless the role needs strong English communication (client-facing, international teams), in which case answer in English even if the question came in Hindi.

## Common mistakes

- Starting with "As you can see in my resume…" The interviewer wants your words, not a pointer to the page.
- Listing personality traits: "I am hard-working and a team player." Show them through the examples instead.
- Going past two minutes. If they want more, they will ask.`,
  },
  {
    slug: 'technical-interview-preparation-plan-4-weeks',
    title: 'A four-week technical interview preparation plan for software roles',
    excerpt: 'Data structures, system design, your own projects and mock rounds: a realistic plan for working professionals.',
    clusterSlug: 'interviews',
    daysAgo: 7,
    body: `Technical interviews at Indian product companies, global capability centres and startups usually include some mix of coding, problem solving, system or low-level design, and a deep dive into your past work. Service companies often add aptitude tests and questions on the basics of your stack. If you are working full time, you have perhaps one to two hours on weekdays and more at weekends. Here is a plan that fits that.

## Week 1: fundamentals and a baseline

- Revise arrays, strings, hashing, two pointers, sorting and binary search.
- Solve 2–3 problems a day on a practice site, timed at 30–40 minutes each.
- Write down every problem you could not solve and the idea you missed. This list is your real syllabus.

## Week 2: trees, graphs and dynamic programming

- Trees and graph traversal (BFS, DFS), shortest paths at a basic level, recursion and a handful of classic dynamic programming patterns.
- Practise explaining your approach aloud before coding. Interviewers grade reasoning, not just the final code.

## Week 3: design and your own work

- For 3+ years of experience, prepare system design: how you would design a URL shortener, a notification service or a job search. Focus on requirements, data model, APIs, scaling the read path, and trade-offs.
- For all levels, prepare two projects in depth: the architecture, why decisions were made, what broke and how you fixed it. Many rejections happen in the project round, not the coding round.

## Week 4: mock interviews and company research

- Do at least three mock interviews with a friend or a practice tool, with a camera on and a timer.
- Read the company's engineering blog or product pages; know what they build.
- Revise your "weak list" from week 1.

## During the interview

- Clarify the question and confirm examples before you code.
- State a brute-force approach first, then improve it.
- Test your code with one normal and one edge case without being asked.
- If you are stuck, say what you are thinking; interviewers often give hints to candidates who communicate.

## After each round

Write down the questions you got. Patterns repeat within companies, and your notes become the best revision material for the next interview.`,
  },
  {
    slug: 'hr-round-questions-notice-period-ctc',
    title: 'The HR round: questions on notice period, current CTC and why you are leaving',
    excerpt: 'How to answer the practical questions of the HR round honestly, without weakening your position on salary or joining date.',
    clusterSlug: 'interviews',
    daysAgo: 13,
    body: `The HR round in Indian hiring often comes after the technical or functional rounds, when the company already wants you. The questions feel routine, but your answers here shape your offer and joining date. Prepare them as seriously as the technical rounds.

## "What is your notice period?"

Be exact: "My notice period is 60 days. I can check whether my manager will release me earlier, and my company allows a notice buyout." If you have resigned already, say so with your last working day. Do not shorten your notice period in the interview hoping to negotiate later with your current employer; offers are often made on the assumption of your stated date, and missing it can lead to the offer being withdrawn.

## "What is your current CTC?"

Give your fixed pay and variable pay separately, and mention other parts such as joining bonus or stock: "My CTC is 14 LPA: 12.5 fixed and 1.5 variable, plus some RSUs vesting over four years." Be accurate; many companies verify with payslips, Form 16 or your previous offer letter during background verification.

## "What is your expected CTC?"

Give a range based on research (what the role pays in your city, offers your peers received), anchored to the value of the role rather than only your current pay. "Based on the scope of this role I am looking at 18 to 20 LPA fixed." If you have another offer, you can mention it; be prepared to show it if asked.

## "Why are you leaving your current job?"

Talk about what you are moving towards, not only what you are escaping: "I have learnt a lot in support engineering, and I want to move into a developer role where I write production code." Avoid criticising your manager or company, even if the reasons are real.

## "Are you interviewing elsewhere?"

A short honest answer is fine: "Yes, I am in final rounds with one other company, but this role is my first preference because…" It signals that you are in demand without sounding like a threat.

## "Do you have any questions for us?"

Ask about the team, the first three months, how performance is reviewed and when salary revisions happen. Leave benefits questions (insurance, leave policy) for after the offer if you prefer, but do ask them before accepting.`,
  },
  {
    slug: 'star-method-behavioural-interview-examples',
    title: 'The STAR method: answering behavioural questions with examples from Indian workplaces',
    excerpt: '"Tell me about a time when…" questions are predictable. Prepare six stories once and use them across interviews.',
    clusterSlug: 'interviews',
    daysAgo: 20,
    body: `Behavioural questions ask about what you did in the past: "Tell me about a time you handled a difficult client", "Describe a conflict with a teammate", "When did you miss a deadline?" Interviewers at MNCs, global capability centres and many Indian companies use them because past behaviour is a reasonable guide to future behaviour.

## The STAR structure

- **Situation**: the context in one or two sentences.
- **Task**: what you were responsible for.
- **Action**: what *you* did, step by step. This is the longest part.
- **Result**: what happened, with a number if you have one, and what you learnt.

## An example

*Question: Tell me about a time you handled an angry customer.*

**S:** "At an e-commerce support centre, a customer's refund had been pending for three weeks and he had escalated on social media."
**T:** "As team lead for refunds, I had to resolve it and find out why it got stuck."
**A:** "I called him the same day, apologised, and told him exactly what I would check and when I would call back. I found the refund was stuck because the bank account number had a typo, which our system did not flag. I got the payment reissued through the finance team and called him back the next morning with the reference number. Then I raised the missing validation with the product team."
**R:** "He removed the complaint and thanked us publicly. After the validation was added, that category of stuck refunds stopped coming to my team."

## Prepare six stories

Most behavioural questions can be answered with one of these:

1. A success you are proud of.
2. A failure or mistake, and what you changed afterwards.
3. A conflict with a colleague or manager.
4. Handling pressure or a tight deadline.
5. Leading or influencing without authority.
6. Learning something new quickly.

Write each in STAR form, then practise adapting them: the same deadline story can answer "working under pressure" and "prioritising".

## Common mistakes

- Saying "we" throughout. The interviewer is hiring you; say what you did.
- Choosing a "failure" that is really a boast ("I work too hard").
- Leaving out the result. A story without an ending sounds unfinished.

## Be honest

Interviewers often ask follow-up questions ("What did your manager say?", "What would you do differently?"). Invented stories fall apart under two follow-ups; real ones get stronger.`,
  },
  {
    slug: 'video-interview-tips-teams-zoom-google-meet',
    title: 'Video interviews on Teams, Zoom and Google Meet: a practical checklist',
    excerpt: 'Internet, lighting, background noise and what to do when the connection drops: preparing for online interviews from home.',
    clusterSlug: 'interviews',
    daysAgo: 27,
    body: `Many first rounds, and increasingly final rounds, happen over video. In Indian homes that can mean shared rooms, power cuts, patchy broadband and pressure cookers whistling in the kitchen. Little of this is in your control on the day, so prepare what you can the day before.

## The day before

- **Test the exact platform**: open the meeting link, install the app if needed, and check that your camera and microphone work in it. Corporate Teams links sometimes need a browser update.
- **Have a backup connection**: keep your phone's mobile data ready as a hotspot in case your broadband fails.
- **Charge everything**: laptop, phone and earphones. If power cuts are common where you live, know how long your laptop lasts on battery.
- **Tell your household** when the interview is and ask for quiet for that hour.

## Set-up

- Camera at eye level; place the laptop on a few books if needed.
- Light in front of you, not behind. A window behind you makes your face dark.
- A plain wall or a tidy background. Blur the background if the room is busy, but test that it does not cut off your head when you move.
- Wired earphones with a microphone usually sound clearer than the laptop microphone and avoid echo.

## During the interview

- Join two to three minutes early and wait in the lobby.
- Look at the camera when you speak, at the screen when you listen.
- Keep a notepad and pen for questions and problem statements; tell the interviewer you are taking notes so they know why you look down.
- For coding rounds on a shared editor, think aloud; the interviewer cannot see your face as clearly as in person and relies on what you say.

## When something goes wrong

If your connection drops, rejoin immediately with the same link; if you cannot, send a short message or e-mail to the recruiter: "My internet dropped at 3:20; I am rejoining from my phone now." Interviewers are used to this; what they notice is how calmly you handle it.

## After the call

Send a short thank-you e-mail to the recruiter within the day, mentioning one thing you discussed. It also gives you a record of whom you spoke to for follow-up.`,
  },
]
