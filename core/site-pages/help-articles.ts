import { parseRichText, plainTextOf, type Block } from './rich-text.ts'
import { HELP_QUERY_MAX, type HelpCategory } from './site-sections.ts'

/**
 * The help centre (/help, /help/{slug}; issue 23, decision 061): articles about using JobYatra as it
 * is built today. Titles and summaries in English and Hindi; bodies in English (the Hindi page says
 * so and marks them lang="en"). Every link points to a page that exists (help-content.test.ts).
 */

interface HelpArticleSource {
  slug: string
  category: HelpCategory
  title: { en: string; hi: string }
  summary: { en: string; hi: string }
  body: string
}

export interface HelpArticle extends Omit<HelpArticleSource, 'body'> {
  blocks: Block[]
  /** Lower-case title, summary and body, for the search box. */
  searchText: string
}

/** When the help articles were last checked against the product. */
export const HELP_LAST_UPDATED = '2026-11-28'

const sources: HelpArticleSource[] = [
  {
    slug: 'searching-for-jobs',
    category: 'jobs',
    title: { en: 'Searching for jobs', hi: 'नौकरियाँ खोजना' },
    summary: {
      en: 'Search by job title and place, in India or abroad, and read the results.',
      hi: 'भारत या विदेश में, पद और जगह के नाम से नौकरियाँ खोजें और नतीजे पढ़ें।',
    },
    body: `Type a job title (for example "Data Analyst") and a place (a city such as Pune, a country, or Remote) in the search form on the [home page](/) or on [All Jobs](/jobs), then press Search. You do not need an account to search.

Results are listed newest first with the salary, employer, place, job type and how long ago the job was posted. The count above the list is the real number of matching jobs, not just the ones on the page.

## Tips for better results
- Use the title employers use: "Software Engineer" finds more than "coding job".
- Small spelling mistakes are forgiven, and we suggest titles and places as you type.
- Browse ready-made lists: [remote jobs](/jobs?remote=true), [visa sponsorship jobs](/visa-sponsorship-jobs) and [government jobs](/government-jobs).
- No results? Try a broader title, a nearby city or Remote.

Press **Alt + S** anywhere to jump to the search box (see [keyboard shortcuts](/keyboard-navigation-demo)).`,
  },
  {
    slug: 'using-search-filters',
    category: 'jobs',
    title: { en: 'Using search filters', hi: 'खोज फ़िल्टर का उपयोग' },
    summary: {
      en: 'Narrow results by date posted, remote work, visa sponsorship, salary, experience and more.',
      hi: 'पोस्ट की तारीख़, रिमोट काम, वीज़ा स्पॉन्सरशिप, वेतन, अनुभव आदि से नतीजे सीमित करें।',
    },
    body: `Open **Advanced Filters** next to the search results. Filters apply when you press Apply Filters, so you can set several at once.

- **Date posted**: any time, today, the last 3 days, this week or this month.
- **Workplace**: remote jobs only.
- **Visa sponsorship**: only jobs whose employer sponsors a work visa. Remote and visa sponsorship cannot be combined, because a remote job needs no visa.
- **Employment type**: full-time, part-time, contract, internship and others.
- **Experience**: under 3 years, more than 3 years, no experience, or no degree required.
- **Job titles**: add up to 20 titles to search for at once.
- **Company type**: startup, mid-size, enterprise, Fortune 500, non-profit or government.
- **Salary**: an annual minimum and maximum in rupees.
- **Country**, and **Exclude agencies** to see only direct employers and job sites.

Signed in, you can save a search with its filters and run it again later from your [dashboard](/dashboard).`,
  },
  {
    slug: 'saving-jobs',
    category: 'jobs',
    title: { en: 'Saving jobs to your favorites', hi: 'नौकरियाँ पसंदीदा में सहेजना' },
    summary: {
      en: 'Keep jobs you like in one list and come back to them on any device.',
      hi: 'पसंद की नौकरियाँ एक सूची में रखें और किसी भी डिवाइस पर उन पर लौटें।',
    },
    body: `Open a job and press **Save** to keep it. Saved jobs are kept with your account, so you need to be signed in; a signed-out tap asks you to sign in first.

Open [Favorites](/favorites) from the header, the bottom bar on phones, or with **Alt + F**. Press **Remove** beside a job to take it off the list; a job that has closed says it is no longer available.`,
  },
  {
    slug: 'applying-and-the-daily-limit',
    category: 'applications',
    title: { en: 'Applying to jobs and the 5-a-day free limit', hi: 'नौकरियों पर आवेदन और रोज़ 5 की मुफ़्त सीमा' },
    summary: {
      en: 'How Apply works, and how many applications the free and premium plans allow each day.',
      hi: 'आवेदन कैसे काम करता है, और मुफ़्त व प्रीमियम प्लान में रोज़ कितने आवेदन हो सकते हैं।',
    },
    body: `Press **Apply** on a job. Signed in, JobYatra records the application on your dashboard and opens the employer's or job site's own application page, where you finish applying. Signed out, you are asked to sign in first.

## The daily limit
- The free plan allows **5 applications a day**. The count resets at midnight India time (IST).
- After each application we show how many free applications you have left today.
- Applying twice to the same job does not use up another application.
- [Premium](/pricing) removes the daily limit.

If you are offline when you press Apply, the application is kept in your browser and sent when you are back online.`,
  },
  {
    slug: 'tracking-applications',
    category: 'applications',
    title: { en: 'Tracking your applications', hi: 'अपने आवेदनों पर नज़र रखना' },
    summary: {
      en: 'Move each job through Saved, Applied, Interviewing, Offer received and Rejected on your dashboard.',
      hi: 'डैशबोर्ड पर हर नौकरी को सहेजा, आवेदन किया, इंटरव्यू, ऑफ़र मिला और अस्वीकृत में आगे बढ़ाएँ।',
    },
    body: `Your [dashboard](/dashboard) shows a board with a column for each stage: Saved, Applied, Interviewing, Offer received and Rejected. Every job you apply to appears under Applied.

- Drag a card to another column, or focus its handle and press the left or right arrow key to move it.
- Open a card to see its timeline and add a note, an interview date or a follow-up reminder.
- **Download as CSV** gives you the whole list in a spreadsheet.

The dashboard also lists jobs you viewed recently and your saved searches.`,
  },
  {
    slug: 'building-a-resume',
    category: 'resumes',
    title: { en: 'Building your resume', hi: 'अपना रिज़्यूमे बनाना' },
    summary: {
      en: 'Write your resume section by section with a live preview that is exactly the PDF you download.',
      hi: 'लाइव प्रीव्यू के साथ हिस्सा-दर-हिस्सा रिज़्यूमे लिखें, जो डाउनलोड होने वाली PDF जैसा ही है।',
    },
    body: `Open the [Resume Builder](/resume-builder) (or press **Alt + R**). Fill in your details, experience, education, skills and the other sections; the preview beside the form is drawn by the same engine as the PDF, so what you see is what you download.

- Reorder sections and entries, and undo or redo changes.
- Your resume is saved as you work; earlier versions can be opened and restored from **Versions**.
- You can keep several resumes and mark one as your base resume: the one tailored resumes and cover letters start from.
- Resumes in Hindi, Marathi, Tamil, Bengali and other Indian scripts are drawn correctly in the preview and the PDF.

You can try the builder without an account; sign in to save your work.`,
  },
  {
    slug: 'resume-templates',
    category: 'resumes',
    title: { en: 'Choosing a resume template', hi: 'रिज़्यूमे टेम्पलेट चुनना' },
    summary: {
      en: 'Six free templates and eleven premium ones, each checked for how well ATS software reads it.',
      hi: 'छह मुफ़्त और ग्यारह प्रीमियम टेम्पलेट, हर एक की जाँच कि ATS सॉफ़्टवेयर उसे कितनी अच्छी तरह पढ़ता है।',
    },
    body: `Pick a template in the builder's template picker; the preview changes at once and your content stays the same.

- **Free**: Modern, Minimal, Creative, Tech, Executive and Academic.
- **Premium**: Aurora, Sidebar, Split, Timeline, Corporate, Bold, Startup, Compact, Elegant, Metro and Ledger, shown on [Premium Templates](/premium-templates) for premium members.

Anyone can preview a premium template; saving or exporting a resume in one needs [Premium](/pricing). How each template scores with applicant tracking systems is measured and published on the [ATS rubric](/ats-rubric) page.`,
  },
  {
    slug: 'exporting-your-resume',
    category: 'resumes',
    title: { en: 'Downloading your resume (PDF, DOCX, TXT, JSON)', hi: 'अपना रिज़्यूमे डाउनलोड करना (PDF, DOCX, TXT, JSON)' },
    summary: {
      en: 'Which export format to use for job portals, e-mail and other tools.',
      hi: 'जॉब पोर्टल, ईमेल और दूसरे टूल के लिए कौन-सा फ़ॉर्मैट चुनें।',
    },
    body: `Press **Export** in the Resume Builder and choose a format:

- **PDF**: for sending to employers and uploading to most job sites. It looks exactly like the preview.
- **DOCX**: when a recruiter asks for a Word file, or you want to edit it in Word.
- **TXT**: plain text shaped for the text boxes of job portals that ask you to paste your resume.
- **JSON**: your resume in the open JSON Resume format, to move it to another tool or keep a backup.`,
  },
  {
    slug: 'ats-check',
    category: 'resumes',
    title: { en: 'Checking your resume with the ATS check', hi: 'ATS जाँच से अपना रिज़्यूमे परखना' },
    summary: {
      en: 'See how an applicant tracking system reads your resume, and how well it matches a job.',
      hi: 'देखें कि आवेदक ट्रैकिंग सिस्टम आपका रिज़्यूमे कैसे पढ़ता है और वह किसी नौकरी से कितना मेल खाता है।',
    },
    body: `Many employers read resumes with an applicant tracking system (ATS) before a person does. Press **ATS check** in the Resume Builder.

- **Parseability**: we export your resume in the chosen template, read the text back as an ATS would and check that your contact details, work, education and skills come back intact.
- **Job match**: paste a job description (or pick a job from our listings) to see which skills, title and keywords from it your resume has, has in another spelling, or is missing.
- Each part comes with a list of fixes.

The check is free, works without an account and stores nothing. How the score is worked out is published on the [ATS rubric](/ats-rubric) page.`,
  },
  {
    slug: 'uploading-a-resume',
    category: 'resumes',
    title: { en: 'Uploading an existing resume', hi: 'मौजूदा रिज़्यूमे अपलोड करना' },
    summary: {
      en: 'Start from the resume you already have: PDF, DOC, DOCX or TXT up to 5 MB.',
      hi: 'पहले से मौजूद रिज़्यूमे से शुरू करें: 5 MB तक की PDF, DOC, DOCX या TXT फ़ाइल।',
    },
    body: `In the [Resume Builder](/resume-builder), press **Upload resume** and choose a file. We accept PDF, DOC, DOCX and TXT files up to 5 MB and 10 pages.

We read your name, contact details, experience, education and skills into the builder's sections. Check each section afterwards: a resume with an unusual layout may need a few corrections. A scanned image of a resume has no text to read, so type it in instead.`,
  },
  {
    slug: 'tailored-resumes-and-cover-letters',
    category: 'interviews',
    title: { en: 'Tailored resumes and cover letters', hi: 'नौकरी के हिसाब से रिज़्यूमे और कवर लेटर' },
    summary: {
      en: 'Generate a resume and cover letter reworded for one job, from your own profile.',
      hi: 'अपनी प्रोफ़ाइल से, किसी एक नौकरी के लिए बदले हुए शब्दों में रिज़्यूमे और कवर लेटर बनाएँ।',
    },
    body: `On a job you saved or applied to, press **Tailor resume & cover letter**. In three steps you check your profile (filled in from your base resume), choose a resume template and a letter style (standard, creative, formal or technical), and preview the result.

The tailored resume reorders and rewords what your profile already says to match the job's keywords: nothing is added that your profile does not say. You can edit the cover letter before saving it. On the free plan the letter is written from our built-in templates; with [Premium](/pricing) it is written for the job by AI.`,
  },
  {
    slug: 'mock-interviews',
    category: 'interviews',
    title: { en: 'Practising with mock interviews', hi: 'मॉक इंटरव्यू से अभ्यास' },
    summary: {
      en: 'Answer interview questions for your role and get scores and a stronger sample answer.',
      hi: 'अपनी भूमिका के इंटरव्यू प्रश्नों के उत्तर दें और स्कोर व बेहतर नमूना उत्तर पाएँ।',
    },
    body: `Open [Mock Interview](/mock-interview) (signed in). Choose a role, a level (entry, mid or senior) and how many questions, and optionally a job you track so the feedback checks your answers against its description.

After each answer you get scores on five dimensions: structure (STAR), relevance, specificity, clarity and filler words, with a stronger sample answer. Your progress over time is on the analytics page, and [Interview preparation](/mock-interview/preparation) has tips for behavioural and technical questions.`,
  },
  {
    slug: 'premium-plan',
    category: 'premium',
    title: { en: 'The Premium plan: ₹399 for 7 days', hi: 'प्रीमियम प्लान: 7 दिन के लिए ₹399' },
    summary: {
      en: 'What Premium adds, how long it lasts and how to pay with UPI or a card through Razorpay.',
      hi: 'प्रीमियम में क्या मिलता है, यह कितने दिन चलता है और Razorpay से UPI या कार्ड द्वारा भुगतान कैसे करें।',
    },
    body: `Premium costs **₹399 for 7 days** (GST included). It adds unlimited job applications, the premium resume templates, cover letters written by AI for each job, personalised job matching on [Career Intelligence](/career-intelligence) and priority support. The full comparison is on [Pricing](/pricing) and [Premium features](/premium-features).

## Paying
Press **Upgrade** on [Pricing](/pricing). Payment is taken by Razorpay, India's payment gateway: UPI, debit and credit cards and the other methods Razorpay offers. We never see or store your card or UPI details.

Premium starts as soon as the payment is confirmed and ends 7 days later. It does **not** renew on its own: nothing more is charged unless you buy it again. If a payment went through but Premium did not start within a few minutes, [contact us](/contact) with the payment's date and amount.`,
  },
  {
    slug: 'invoices-and-gst',
    category: 'premium',
    title: { en: 'Invoices and GST', hi: 'इनवॉइस और GST' },
    summary: {
      en: 'Every Premium payment gets a GST tax invoice by e-mail and in your settings.',
      hi: 'हर प्रीमियम भुगतान का GST टैक्स इनवॉइस ईमेल पर और आपकी सेटिंग्स में मिलता है।',
    },
    body: `The ₹399 price includes GST. When Premium starts, we issue a GST tax invoice and e-mail it to you as a PDF. You can download it again at any time from the Payments section of [Settings](/settings).

Invoice numbers look like JY/26-27/000123: a prefix, the financial year (April to March) and a number. If a detail on your invoice is wrong, [contact us](/contact).`,
  },
  {
    slug: 'cancelling-and-refunds',
    category: 'premium',
    title: { en: 'Cancelling Premium and refunds', hi: 'प्रीमियम रद्द करना और रिफ़ंड' },
    summary: {
      en: 'Cancel from Pricing; unused whole days are refunded to your original payment method.',
      hi: 'प्राइसिंग पेज से रद्द करें; बचे हुए पूरे दिनों का पैसा मूल भुगतान तरीक़े में लौटाया जाता है।',
    },
    body: `To cancel, open [Pricing](/pricing) while signed in and press **Cancel premium**. Premium ends at once and we record a refund request for the whole days you had not used.

Our team reviews the request and refunds one seventh of ₹399 for each unused whole day (for example, 4 unused days: ₹228) through Razorpay to the method you paid with. You can follow the request beside the payment in [Settings](/settings): requested, processing, refunded or declined with a reason. The full terms are in our [Refund Policy](/refund-policy).`,
  },
  {
    slug: 'account-and-sign-in',
    category: 'account',
    title: { en: 'Creating an account and signing in', hi: 'खाता बनाना और साइन इन करना' },
    summary: {
      en: 'Sign in with Google, an e-mail and password, or your Indian mobile number.',
      hi: 'Google, ईमेल और पासवर्ड, या अपने भारतीय मोबाइल नंबर से साइन इन करें।',
    },
    body: `Open [Sign in](/auth). You can:

- **Continue with Google**.
- Use an **e-mail and password** (at least 6 characters). We send a link to confirm your e-mail address before you can sign in.
- Use your **phone**: a 10-digit Indian mobile number starting with 6, 7, 8 or 9. We send a 6-digit code by SMS; it expires in 10 minutes.

Forgot your password? Use **Forgot password?** on the sign-in form and we e-mail you a link that works for one hour. In [Settings](/settings) you can change your password and see every device signed in to your account, and sign any of them out.`,
  },
  {
    slug: 'languages',
    category: 'accessibility',
    title: { en: 'Using JobYatra in Hindi', hi: 'JobYatra को हिन्दी में इस्तेमाल करना' },
    summary: {
      en: 'Switch between English and Hindi from the header; your choice is remembered.',
      hi: 'हेडर से अंग्रेज़ी और हिन्दी के बीच बदलें; आपकी पसंद याद रखी जाती है।',
    },
    body: `Choose a language with the language switcher in the header (in the menu on phones). JobYatra is complete in **English** and **Hindi**; other Indian languages will be offered once their text is complete.

Your choice is kept in this browser and used for the pages and for the e-mails and text messages we send you. Job postings are shown in the language the employer wrote them in. More about what is translated is on the [languages page](/i18n-example).`,
  },
  {
    slug: 'privacy-and-your-data',
    category: 'account',
    title: { en: 'Downloading or deleting your data', hi: 'अपना डेटा डाउनलोड करना या हटाना' },
    summary: {
      en: 'Get a copy of everything we hold about you, or delete your account, from Settings.',
      hi: 'सेटिंग्स से अपने बारे में रखा सारा डेटा डाउनलोड करें या अपना खाता हटाएँ।',
    },
    body: `You are in control of your personal data, as India's Digital Personal Data Protection Act, 2023 provides.

- **Download my data**, in [Settings](/settings), gives you a file with your profile, resumes, applications, saved jobs and searches, payments and the messages we sent you.
- **Delete account**, also in Settings, erases your account and your data. Payment and invoice records are kept without your name, because tax law requires us to keep them.
- To correct your details, edit them in Settings or write to us.

Read the [Privacy Policy](/privacy-policy) for what we collect and why, and how to reach our Grievance Officer.`,
  },
  {
    slug: 'keyboard-and-accessibility',
    category: 'accessibility',
    title: { en: 'Keyboard shortcuts and accessibility', hi: 'कीबोर्ड शॉर्टकट और सुलभता' },
    summary: {
      en: 'Use JobYatra with a keyboard or screen reader, and change text size, spacing and contrast.',
      hi: 'कीबोर्ड या स्क्रीन रीडर से JobYatra का इस्तेमाल करें, और टेक्स्ट का आकार, दूरी और कंट्रास्ट बदलें।',
    },
    body: `Every page can be used with a keyboard: press Tab to move, Enter to follow a link or press a button, and Escape to close a dialog. The first Tab on a page shows a **Skip to main content** link.

## Shortcuts
Alt + H home, Alt + S job search, Alt + D dashboard, Alt + R resume builder, Alt + F favorites, Alt + P pricing, and Ctrl + / shows the list. See [keyboard shortcuts](/keyboard-navigation-demo).

## Text and display
The **Text and accessibility** settings let you change font size, line height, letter and word spacing, font (including a dyslexia-friendly one), weight and contrast, reduce motion, and have text read aloud when you double-click it. The light/dark switch is in the header. Your choices are kept in this browser.`,
  },
  {
    slug: 'offline-use',
    category: 'accessibility',
    title: { en: 'Using JobYatra with a weak or no connection', hi: 'कमज़ोर या बिना इंटरनेट के JobYatra का उपयोग' },
    summary: {
      en: 'Pages you opened stay readable offline, and some actions are sent when you reconnect.',
      hi: 'खोले गए पेज ऑफ़लाइन भी पढ़े जा सकते हैं, और कुछ काम इंटरनेट लौटने पर भेजे जाते हैं।',
    },
    body: `JobYatra keeps the pages you opened in your browser, so you can read them again when the connection drops. A banner tells you when you are offline.

Some actions work offline too: applications and profile changes are kept in your browser and sent once you are back online, exactly once. A message tells you when they have been synced. You can also install JobYatra on your phone's home screen from your browser's menu.

Signing out clears the copies of your personal pages from the browser.`,
  },
  {
    slug: 'whatsapp-job-alerts',
    category: 'account',
    title: { en: 'WhatsApp job alerts (coming soon)', hi: 'WhatsApp नौकरी अलर्ट (जल्द आ रहा है)' },
    summary: {
      en: 'Daily job alerts on WhatsApp are not available yet; here is what is planned.',
      hi: 'WhatsApp पर रोज़ाना नौकरी अलर्ट अभी उपलब्ध नहीं हैं; यहाँ योजना बताई गई है।',
    },
    body: `Daily job recommendations on WhatsApp are **not available yet**. When they arrive you will switch them on in [Notification settings](/settings/notifications) with your phone number: a message each morning at 9 AM with 1 job on the free plan and up to 5 on Premium.

Until then, save a search on your [dashboard](/dashboard) and check it each day, or keep [Favorites](/favorites) for the jobs you like.`,
  },
  {
    slug: 'contacting-support',
    category: 'account',
    title: { en: 'Contacting support', hi: 'सहायता से संपर्क करना' },
    summary: {
      en: 'Write to us through the contact form or by e-mail, Monday to Saturday.',
      hi: 'संपर्क फ़ॉर्म या ईमेल से सोमवार से शनिवार तक हमें लिखें।',
    },
    body: `Use the [contact form](/contact) or write to our support e-mail address shown there. We answer Monday to Saturday, 10:00 to 19:00 India time, and usually within about 15 minutes during those hours. Premium members' messages are answered first.

To help us help you, tell us what you were doing, what you expected and what happened instead. For a payment, give its date and amount; never send us your card number, UPI PIN or password.`,
  },
]

function buildArticle(source: HelpArticleSource): HelpArticle {
  const blocks = parseRichText(source.body)
  const { body: _body, ...rest } = source
  const searchText = [source.title.en, source.title.hi, source.summary.en, source.summary.hi, plainTextOf(blocks)].join(' ').toLowerCase()
  return { ...rest, blocks, searchText }
}

export const helpArticles: readonly HelpArticle[] = sources.map(buildArticle)

export function findHelpArticle(slug: string): HelpArticle | null {
  return helpArticles.find((article) => article.slug === slug) ?? null
}

/** Articles whose text holds every word of the query (case-insensitive), in their listed order. */
export function searchHelpArticles(query: string): HelpArticle[] {
  const words = query.toLowerCase().slice(0, HELP_QUERY_MAX).split(/\s+/u).filter(Boolean)
  if (words.length === 0) return [...helpArticles]
  return helpArticles.filter((article) => words.every((word) => article.searchText.includes(word)))
}
