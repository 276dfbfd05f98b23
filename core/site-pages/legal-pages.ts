import { parseRichText, type Block } from './rich-text.ts'
import type { LegalPageKey } from './site-sections.ts'

/**
 * The legal pages (/privacy-policy, /terms-of-service, /refund-policy; issue 23, decision 061), in
 * English: the Hindi page translates the headings around them and says the text is in English. The
 * refund policy is the one /admin/payments applies (decision 057); the privacy policy follows India's
 * Digital Personal Data Protection Act, 2023 and names what Settings really offers. `{{supportEmail}}`
 * is the configured support inbox (SUPPORT_EMAIL).
 */

interface LegalSectionSource {
  title: string
  body: string
}

interface LegalPageSource {
  /** ISO date (India time) the text last changed. */
  lastUpdated: string
  intro: string
  sections: LegalSectionSource[]
}

export interface LegalSection {
  id: string
  title: string
  blocks: Block[]
}

export interface LegalPage {
  key: LegalPageKey
  lastUpdated: string
  intro: Block[]
  sections: LegalSection[]
}

const privacy: LegalPageSource = {
  lastUpdated: '2026-11-28',
  intro: `This policy explains what personal data JobYatra ("we", "us") collects when you use our website and services, why we collect it, and the rights you have over it under India's Digital Personal Data Protection Act, 2023 (the "DPDP Act"). For the DPDP Act, JobYatra is the Data Fiduciary and you are the Data Principal. Our registered office is in Surat, Gujarat, India.`,
  sections: [
    {
      title: 'The data we collect',
      body: `- **Account data**: your name, e-mail address, mobile number (if you sign in by phone), a hashed password (never the password itself), and your Google account's name and e-mail if you sign in with Google.
- **Profile and preferences**: your city, state, industry, designation, experience level, the job types, salary range and company sizes you prefer, and companies you asked us to leave out.
- **What you create**: resumes and their versions, uploaded resume files, cover letters, mock-interview answers and their scores, notes on your applications.
- **What you do on JobYatra**: jobs you save, apply to or view, searches you save, and your daily usage counts for the free plan's limits.
- **Payments**: the order, Razorpay's payment id, the amount, its status, your GST tax invoices and refund requests. We never receive your card number, CVV, UPI PIN or bank password.
- **Messages**: the e-mails and text messages we send you (verification links, sign-in codes, invoices), and messages you send through our contact form.
- **Technical data**: your browser and device type (to show you your signed-in sessions), your IP address (to protect sign-in and forms from abuse), and, only if you allow it, first-party analytics about the pages you use.`,
    },
    {
      title: 'Why we use it',
      body: `We process your personal data only for these purposes:

1. To run your account and sign you in securely.
2. To show you jobs, record your applications and keep your resumes and documents.
3. To sell you the Premium plan, take payment through Razorpay, issue GST invoices and handle refunds.
4. To send you the messages the service needs (verification, sign-in codes, invoices) and to answer your questions.
5. To enforce the free plan's limits and protect the service from fraud and abuse.
6. With your consent only, to measure how the site is used so we can improve it.
7. To meet our legal obligations, such as keeping tax records.

We do not sell your personal data, and we do not share your resume with employers unless you send it to them yourself.`,
    },
    {
      title: 'Notice and consent',
      body: `The sign-up page links to this notice, and by creating an account you consent to the processing of your data for the purposes above. Analytics are off until you allow them in the cookie banner; when you are signed in, we record your choice with the version of the notice you saw. You can change it at any time with **Cookie preferences** in the footer.

You may withdraw your consent at any time by deleting your account (see below) or by writing to us. Withdrawing consent does not make the processing done before it unlawful, and some data we must keep by law (see "How long we keep data").`,
    },
    {
      title: 'Your rights',
      body: `Under the DPDP Act you have the right to:

- **Access**: get a summary of the personal data we hold about you and how we use it. **Download my data** in [Settings](/settings) gives you a copy at once.
- **Correction and completion**: correct or update inaccurate or incomplete data. Edit your profile in [Settings](/settings), or ask us.
- **Erasure**: have your data erased. **Delete account** in [Settings](/settings) erases your account and the data linked to it.
- **Grievance redressal**: complain to our Grievance Officer (below), and, if you are not satisfied, to the Data Protection Board of India.
- **Nomination**: name another person to exercise these rights for you in case of your death or incapacity, by writing to us.

We answer requests made by e-mail within 30 days. We may ask you to confirm that the request comes from you.`,
    },
    {
      title: 'Grievance Officer',
      body: `If you have a question or a complaint about how we handle your personal data, contact our Grievance Officer:

- **Grievance Officer**, JobYatra, Surat, Gujarat, India
- E-mail: [{{supportEmail}}](mailto:{{supportEmail}}), with "Grievance" in the subject
- Or use our [contact form](/contact)

We acknowledge a grievance within 48 hours and resolve it within 30 days of receiving it.`,
    },
    {
      title: 'Who we share data with',
      body: `We share personal data only with service providers who process it for us, under contract, for the purposes above:

- **Razorpay** (payments): takes your payment and tells us whether it succeeded. Razorpay handles your card and UPI details under its own privacy policy and the rules of the Reserve Bank of India.
- **E-mail and SMS providers**: deliver our messages to you.
- **Hosting and AI providers**: run our servers and, where a feature uses AI (for example tailoring a resume or giving interview feedback), process the text needed for that request only.

When you apply to a job, you continue on the employer's or job site's own page: what you give them is governed by their privacy policy. We may also disclose data when the law requires it.`,
    },
    {
      title: 'Payments through Razorpay',
      body: `Premium is paid through Razorpay Software Private Limited. Your payment details go directly to Razorpay; we receive only the order and payment ids, the amount, the method type and whether the payment succeeded. We keep payment and invoice records as tax law requires, even after you delete your account, but without your name or e-mail address once the account is deleted.`,
    },
    {
      title: 'How long we keep data',
      body: `- Your account, profile, resumes, documents, applications and saved items: for as long as your account exists. Deleting your account erases them.
- Payment, invoice and refund records: for as long as Indian tax law requires (currently at least eight years), with your name and e-mail removed once you delete your account.
- Contact-form messages: in our support inbox for as long as needed to answer you and follow up.
- Rate-limit counters used to protect forms: deleted within hours.`,
    },
    {
      title: 'Cookies and browser storage',
      body: `We use a session cookie to keep you signed in, a cookie that remembers your language, and a signed visitor id that lets us apply limits fairly to visitors who are not signed in. Your theme, text settings, and copies of pages for offline use are kept in your browser. Analytics are first-party and only with your consent. Signing out clears your personal copies from the browser.`,
    },
    {
      title: 'Children',
      body: `JobYatra is meant for people aged 18 and over. We do not knowingly process the personal data of anyone under 18 without verifiable consent from a parent or lawful guardian, and we do not track children or show them targeted advertising. If you believe a child has given us personal data, write to us and we will erase it.`,
    },
    {
      title: 'Transfers outside India',
      body: `Some of our service providers (for example e-mail delivery or AI providers) may process data outside India. We transfer personal data only to countries that the Government of India has not restricted under section 16 of the DPDP Act, and only what the service needs.`,
    },
    {
      title: 'Security',
      body: `Passwords are stored only as salted hashes; sessions use secure, HTTP-only cookies; connections are encrypted; staff access is limited by role and every staff change is recorded in an audit log. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.`,
    },
    {
      title: 'Changes to this policy',
      body: `When we change this policy we update the date at the top of this page, and for important changes we tell you by e-mail or on the site before they take effect.`,
    },
  ],
}

const terms: LegalPageSource = {
  lastUpdated: '2026-11-28',
  intro: `These terms are an agreement between you and JobYatra, with its registered office in Surat, Gujarat, India, for the use of the JobYatra website and services. By creating an account or using the services you accept them. Please also read our [Privacy Policy](/privacy-policy) and [Refund Policy](/refund-policy).`,
  sections: [
    {
      title: 'Who may use JobYatra',
      body: `You must be at least 18 years old and able to enter into a binding contract under Indian law. You may search for jobs without an account; saving jobs, applying, the dashboard, resumes and mock interviews need one.`,
    },
    {
      title: 'Your account',
      body: `Give us true information and keep it up to date. Keep your password and sign-in codes secret; you are responsible for what happens in your account. You can see and sign out your devices in [Settings](/settings). Tell us at once if you think someone else has used your account.`,
    },
    {
      title: 'Job listings',
      body: `Jobs on JobYatra come from employers, job portals and company career pages. We check and clean them, but we do not employ you, we do not guarantee that a job is still open, that its details are accurate, or that you will get an interview or an offer. When you apply, you finish on the employer's or job site's page, under their terms.

Never pay anyone for a job offer. A genuine employer does not ask for a fee to interview or hire you. If a listing looks like a scam, [tell us](/contact) and we will review it.`,
    },
    {
      title: 'Free and Premium plans',
      body: `The free plan includes job search, saving jobs, up to 5 job applications a day, the resume builder with the free templates and the ATS check. Premium costs ₹399 (GST included) for 7 days from payment and adds unlimited applications, the premium templates, AI-written cover letters, personalised job matching and priority support, as listed on [Pricing](/pricing).

Premium is a one-time purchase for 7 days; it does not renew on its own. Payments are processed by Razorpay. Cancellation and refunds follow our [Refund Policy](/refund-policy). We may change prices for future purchases; a change never affects a plan you have already paid for.`,
    },
    {
      title: 'Your content',
      body: `Your resumes, cover letters, answers and notes remain yours. You give us permission to store, process and display them only to provide the services to you (for example to render your resume as a PDF or check it against a job). You are responsible for making sure what you write is true and that you have the right to use it.`,
    },
    {
      title: 'AI features',
      body: `Some features suggest text (tailored resumes, cover letters, interview feedback). Suggestions can be wrong or incomplete: read and edit them before you use them. A tailored resume is built only from what your own profile says, and you remain responsible for what you send to employers.`,
    },
    {
      title: 'Acceptable use',
      body: `Do not:

- post false information, impersonate someone or apply for jobs in someone else's name;
- copy job listings or other content from JobYatra in bulk, or use bots or scrapers;
- try to get around the plan limits, break or overload the service, or reach data that is not yours;
- upload files with viruses, or content that is unlawful, abusive or infringes someone's rights;
- use JobYatra to send spam or to collect other people's personal data.

We may suspend or close an account that breaks these rules, after telling you why where the law allows.`,
    },
    {
      title: 'Our service',
      body: `We work to keep JobYatra available and correct, but it is provided "as is": it may sometimes be unavailable, and features may change. The JobYatra name, logo, design and software belong to us; these terms give you no right to use them beyond using the service.`,
    },
    {
      title: 'Limitation of liability',
      body: `To the extent the law allows, JobYatra is not liable for indirect or consequential losses, for the acts of employers or job sites, or for decisions you make based on a listing. Our total liability to you for any claim is limited to the amount you paid us in the 3 months before the claim. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.`,
    },
    {
      title: 'Ending your use',
      body: `You may stop using JobYatra and delete your account at any time from [Settings](/settings). A Premium plan that is still running is cancelled, and refunded under the [Refund Policy](/refund-policy).`,
    },
    {
      title: 'Law and disputes',
      body: `These terms are governed by the laws of India. Please contact us first so we can try to resolve any problem. Courts at Surat, Gujarat have jurisdiction, without taking away your right to approach a consumer commission where you live.`,
    },
    {
      title: 'Changes and contact',
      body: `We may update these terms; we change the date at the top, and for important changes tell you in advance by e-mail or on the site. Questions: [{{supportEmail}}](mailto:{{supportEmail}}) or our [contact form](/contact).`,
    },
  ],
}

const refund: LegalPageSource = {
  lastUpdated: '2026-11-28',
  intro: `This policy covers the JobYatra Premium plan: ₹399 (GST included) for 7 days, paid through Razorpay. It is the policy our team applies to every refund request.`,
  sections: [
    {
      title: 'Premium is a 7-day pass',
      body: `Premium starts when your payment is confirmed and ends 7 days (7 × 24 hours) later. It does not renew automatically and nothing more is charged unless you buy it again, so there is no subscription to stop.`,
    },
    {
      title: 'Cancelling',
      body: `Signed in, open [Pricing](/pricing) and press **Cancel premium**, then confirm. Premium ends immediately, your account returns to the free plan, and a refund request is recorded automatically for the whole days you had not used. You do not need to write to us.`,
    },
    {
      title: 'How much is refunded',
      body: `We refund **one seventh of the price for each unused whole day**, rounded down to the paisa. Part of a day that has started counts as used.

- Cancel with 6 whole days left: 6 × ₹57 = ₹342.
- Cancel with 4 whole days left: ₹228.
- Cancel on the last day: no whole day is left, so no refund is due.

If Premium failed to work because of a fault on our side, or you were charged twice for one purchase, we refund the full amount of the affected payment.`,
    },
    {
      title: 'How and when you are paid',
      body: `Our team reviews each request, usually within 2 working days, and refunds it through Razorpay to the same card, UPI account or other method you paid with. Once Razorpay has processed it, banks normally credit it within 5 to 7 working days.

You can follow your request beside the payment in [Settings](/settings): **requested**, **processing**, **refunded** (with the amount) or **declined** (with our reason).`,
    },
    {
      title: 'When a refund may be declined',
      body: `We may decline or reduce a refund when Premium was used in breach of our [Terms of Service](/terms-of-service) (for example to scrape listings or for someone else's account), or when the same person repeatedly buys and cancels to get around the free plan's limits. If we decline, we tell you why on the payment in Settings, and you can write to us to ask us to look again.`,
    },
    {
      title: 'Payments that did not start Premium',
      body: `If money left your account but Premium did not start, do not pay again. Most such payments are matched automatically within a few minutes. If it has not started after 30 minutes, [contact us](/contact) with the date and amount: we will start Premium or refund the payment in full.`,
    },
    {
      title: 'Invoices',
      body: `Every Premium payment has a GST tax invoice, e-mailed to you and downloadable from [Settings](/settings). A refund does not delete the invoice: it is a tax record. Ask us if you need a credit note for your accounts.`,
    },
    {
      title: 'Questions',
      body: `Write to [{{supportEmail}}](mailto:{{supportEmail}}) or use our [contact form](/contact). We answer Monday to Saturday, 10:00 to 19:00 India time.`,
    },
  ],
}

const sources: Readonly<Record<LegalPageKey, LegalPageSource>> = { privacy, terms, refund }

function fillSupportEmail(text: string, supportEmail: string): string {
  return text.replaceAll('{{supportEmail}}', supportEmail)
}

/** One legal page, its sections parsed and anchored, with the support inbox filled in. */
export function readLegalPage(key: LegalPageKey, supportEmail: string): LegalPage {
  const source = sources[key]
  return {
    key,
    lastUpdated: source.lastUpdated,
    intro: parseRichText(fillSupportEmail(source.intro, supportEmail)),
    sections: source.sections.map((section, index) => ({
      id: `section-${index + 1}`,
      title: section.title,
      blocks: parseRichText(fillSupportEmail(section.body, supportEmail)),
    })),
  }
}

export function legalLastUpdated(key: LegalPageKey): string {
  return sources[key].lastUpdated
}
