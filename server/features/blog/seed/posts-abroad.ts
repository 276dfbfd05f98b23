import type { SeedPost } from './seed-types.ts'

export const abroadPosts: readonly SeedPost[] = [
  {
    slug: 'h1b-visa-guide-for-indian-professionals',
    title: 'The H-1B visa: how it works for Indian professionals',
    excerpt: 'Sponsorship, the annual registration lottery, the cap, timelines and what to check before relying on an H-1B route.',
    clusterSlug: 'working-abroad-and-visas',
    daysAgo: 4,
    body: `The H-1B is the best-known US work visa for Indian professionals, particularly in technology. It is employer-sponsored: you cannot apply for it on your own, and your right to work is tied to the sponsoring employer.

## Who qualifies

The job must be a "specialty occupation" that normally requires at least a bachelor's degree in a related field, and you must hold that degree or its equivalent (a US equivalency evaluation may be needed for some Indian three-year degrees). The employer must pay at least the prevailing wage for the role and location.

## The cap and the lottery

Most new H-1B petitions are subject to an annual cap set by US law: 65,000 visas, plus 20,000 for people with a US master's degree or higher. Because registrations far exceed the cap, USCIS runs an electronic registration and selection process, usually in March, for employment starting on 1 October. Being selected only allows your employer to file the full petition; it is not approval.

Some employers are cap-exempt, such as universities and certain non-profit research organisations; their petitions are not subject to the lottery.

## Timeline in a typical year

1. Your employer registers you (early in the calendar year).
2. Selection results are announced.
3. If selected, the employer files a Labor Condition Application and then the I-129 petition.
4. After approval, you apply for the visa stamp at a US consulate in India (interview or dropbox, depending on eligibility).
5. You can start work from the approved start date.

## Costs and rule changes

Filing fees are paid by the employer, and US rules on H-1B fees and selection have changed several times in recent years, including new fees for some petitions. Before making plans, check the current rules on the USCIS website and ask the employer's immigration lawyer what applies to your case. Do not rely on forum posts from previous years.

## Alternatives

- **L-1**: intra-company transfer if you have worked for at least one continuous year abroad for a company with a US office.
- **F-1 and OPT**: studying in the US, followed by Optional Practical Training; STEM graduates may get an extension.
- **O-1**: for people with extraordinary ability, with strong evidence of recognition.

## Practical advice

Plan for the possibility of not being selected, and keep your career moving in India meanwhile. Keep copies of degree certificates, transcripts, experience letters and payslips ready: consular officers and employers ask for them.`,
  },
  {
    slug: 'uk-skilled-worker-visa-for-indians',
    title: 'UK Skilled Worker visa: what Indian applicants need to know',
    excerpt: 'Licensed sponsors, certificates of sponsorship, salary and skill requirements, English language proof and family members.',
    clusterSlug: 'working-abroad-and-visas',
    daysAgo: 10,
    body: `The Skilled Worker visa is the UK's main route for people with a job offer from a UK employer. It replaced the old Tier 2 (General) visa. Many Indians use it for roles in healthcare, IT, engineering and finance.

## The basic requirements

- **A job offer from a licensed sponsor.** The UK government publishes the register of licensed sponsors; check that your employer is on it.
- **A certificate of sponsorship (CoS)**: an electronic reference the employer assigns to you, with details of the role and salary.
- **An eligible occupation**: the job must be on the list of eligible occupation codes at the required skill level.
- **Salary**: you must be paid at least the general salary threshold or the going rate for the occupation, whichever is higher, with some reductions in specific cases (for example new entrants, certain shortage or health and care roles).
- **English language**: at least level B1 in most cases, shown by an approved test, a degree taught in English (with confirmation from Ecctis), or nationality of a majority English-speaking country.

Thresholds, skill levels and the list of eligible occupations have changed repeatedly in recent years. Always check the current figures on gov.uk before you accept an offer.

## Costs

Expect the visa application fee, the Immigration Health Surcharge (paid upfront for each year of the visa), and possibly a tuberculosis test certificate, which is required for applicants from India. Some employers reimburse part of these; ask.

## Family

Your partner and children can usually apply as your dependants, subject to the rules in force at the time (health and care workers have faced restrictions on bringing dependants). Dependant partners can generally work in the UK.

## Settlement

After a qualifying period on the route, Skilled Workers may be able to apply for indefinite leave to remain, subject to the rules at that time. Rules on the qualifying period have been under review, so plan with the current published guidance.

## Before you resign in India

- Wait for your CoS and, ideally, the visa decision.
- Check your offer letter for salary, hours and job code matching your CoS.
- Be aware that changing employers in the UK requires a new sponsorship and visa application.`,
  },
  {
    slug: 'canada-express-entry-crs-guide',
    title: 'Canada Express Entry: CRS points, ECA and IELTS for Indian applicants',
    excerpt: 'How the Express Entry pool works, what raises your CRS score and the documents to prepare before creating your profile.',
    clusterSlug: 'working-abroad-and-visas',
    daysAgo: 15,
    body: `Express Entry is Canada's main system for selecting skilled workers for permanent residence. Unlike the H-1B, you do not need a job offer: you create a profile, receive a Comprehensive Ranking System (CRS) score, and Immigration, Refugees and Citizenship Canada (IRCC) invites the highest-ranked candidates in regular draws.

## The three programmes

- **Federal Skilled Worker Program**: for people with skilled work experience abroad. Most Indian applicants use this.
- **Canadian Experience Class**: for those with skilled work experience in Canada.
- **Federal Skilled Trades Program**: for qualified tradespeople.

## What you need before creating a profile

1. **Language test results**: for English, IELTS General Training or CELPIP-General (or the newer approved tests). Scores are converted to Canadian Language Benchmark levels. The Academic version of IELTS is not accepted for Express Entry.
2. **Educational Credential Assessment (ECA)** for degrees earned outside Canada, from a designated organisation such as WES. Collect sealed transcripts from your university early; Indian universities can take weeks.
3. **Proof of funds** if you have no valid job offer and are not eligible under the Canadian Experience Class. The required amount depends on family size and is updated every year.
4. **Reference letters** from employers showing job title, duties, hours and salary.

## What affects your CRS score

- Age (points are highest in the twenties and decline after that).
- Education level.
- Language ability, including a second official language (French gives significant additional points).
- Skilled work experience, in Canada and abroad.
- Spouse's education, language and Canadian experience.
- Additional factors: provincial nomination (a large boost), Canadian education and a sibling in Canada.

Improving your language scores is often the fastest way to raise your score. A provincial nomination from a Provincial Nominee Program can make an invitation very likely.

## Draw types

IRCC holds general draws and category-based draws (for example for French speakers or specific occupations such as healthcare and STEM). Cut-off scores vary from draw to draw; check recent results on the official website rather than relying on predictions.

## Avoid fraud

Only IRCC issues invitations. Be wary of agents who promise guaranteed job offers or invitations for a fee. If you use a representative, check they are a licensed consultant or lawyer.`,
  },
  {
    slug: 'germany-eu-blue-card-opportunity-card',
    title: 'Working in Germany: the EU Blue Card and the Opportunity Card',
    excerpt: 'Degree recognition, salary thresholds, German language and job search routes for Indian professionals moving to Germany.',
    clusterSlug: 'working-abroad-and-visas',
    daysAgo: 22,
    body: `Germany has become a popular destination for Indian engineers, IT professionals, nurses and researchers. Its immigration law has been relaxed in recent years to attract skilled workers, and there are now several routes, the best known being the EU Blue Card.

## EU Blue Card

You need:

- **A recognised degree**: your university and degree should be listed as comparable in the anabin database, or you can get a Statement of Comparability from the ZAB (Central Office for Foreign Education).
- **A job offer** in Germany matching your qualification.
- **A salary above the Blue Card threshold**, which is adjusted every year. A lower threshold applies to shortage occupations (including many IT, engineering and healthcare roles) and to recent graduates. IT specialists with enough professional experience may qualify without a degree in some cases.

Blue Card holders can bring their families, and spouses can work. The route can lead to permanent settlement faster than many other permits, particularly with German language skills.

## Opportunity Card (Chancenkarte)

Introduced in 2024, the Opportunity Card lets qualified people come to Germany to look for work for up to a year. You qualify either with a fully recognised qualification or through a points system based on qualifications, language skills, experience, age and connection to Germany. You must show you can support yourself during the search and may do limited part-time work.

## Language

Many tech companies in Berlin, Munich and Hamburg work in English, but daily life, bureaucracy and many jobs outside tech need German. Even A2 or B1 level makes a real difference, in both job search and settling in. Nursing and other regulated professions need recognition of your qualification and usually B1 or B2 German.

## Salaries and living costs

German salaries are quoted gross per year. Taxes and social contributions (pension, health, unemployment and care insurance) take a substantial share, so use a gross-to-net calculator before comparing with Indian offers. Rents in large cities can be high and housing is hard to find; plan temporary accommodation for the first weeks.

## Steps

1. Check degree recognition on anabin.
2. Start learning German.
3. Apply to jobs on company sites and international job boards, and prepare a German-style CV.
4. After an offer, book a visa appointment at the German mission in India early, as waiting times can be long.`,
  },
  {
    slug: 'gulf-jobs-uae-saudi-checklist-attestation',
    title: 'Jobs in the UAE and Saudi Arabia: offer letters, attestation and avoiding recruitment scams',
    excerpt: 'What to check in a Gulf job offer, how certificate attestation works and the warning signs of fake recruiters.',
    clusterSlug: 'working-abroad-and-visas',
    daysAgo: 29,
    body: `The Gulf countries employ millions of Indians in construction, healthcare, hospitality, retail, engineering and finance. Many moves work out well, but fake recruiters and misleading offers are a real risk. Careful checks before you travel protect both your money and your safety.

## Read the offer carefully

A proper offer states:

- employer name and address, job title, and basic salary plus allowances (housing, transport) in the local currency,
- working hours, weekly off, annual leave and air tickets home,
- probation period, notice period and end-of-service benefits,
- who pays for the visa, medical test and flights.

In the UAE, the employment contract is registered with the Ministry of Human Resources and Emiratisation; you can ask for the offer in the ministry's format. In Saudi Arabia, contracts are registered on the Qiwa platform. Make sure the salary in your registered contract matches what you were promised.

## Certificate attestation

For a work visa, and particularly for roles needing a degree, your educational certificates often need attestation:

1. Verification by the state education department or university.
2. Apostille or attestation by the Ministry of External Affairs.
3. Attestation by the destination country's embassy or consulate in India (for countries that require it), and sometimes again in that country.

Start early: this can take weeks. Use MEA-authorised agencies where required and keep copies of everything.

## Emigration Check Required (ECR)

If your passport is of ECR category, you need emigration clearance for employment in the Gulf countries. This is done through the government's eMigrate system, and the recruitment should be through a registered recruiting agent. The eMigrate portal lists registered agents; check yours.

## Warning signs of a scam

- Being asked to pay large "visa fees" or "processing charges" to an individual or personal account.
- No interview, or an offer after a short chat on a messaging app.
- An employer you cannot find online or whose e-mail address is a free webmail account.
- Pressure to travel on a visit visa and "convert it later".
- Requests to hand over your passport before you have a valid contract.

## Before you fly

Keep scanned copies of your passport, visa, contract and certificates in your e-mail. Register with the Indian embassy's community welfare services if available, and save the embassy's helpline numbers. Tell your family the name and address of your employer.`,
  },
]
