import { ATS_MATCH_TARGET, ATS_RUBRIC_VERSION, PARSEABILITY_WEIGHTS } from '#core/resume/ats/rubric.ts'
import { RESUME_UPLOAD_MAX_BYTES } from '#core/resume/upload-limits.ts'
import { PREMIUM_PLAN, USAGE_RULES } from '#core/plans/plans.ts'

/**
 * What the offline assistant knows besides live job figures (decision 066): a registry of knowledge
 * sources. The product's own help is built in; the blog, country guides and help centre register
 * their articles as a source when they are composed (`chat.knowledge.register(source)`), and the
 * assistant finds them with no change here.
 */

/** The assistant answers in English or Hindi; other chat languages are answered in English. */
export type AnswerLanguage = 'en' | 'hi'

export interface KnowledgeEntry {
  /** Unique within its source. */
  id: string
  title: Readonly<Record<AnswerLanguage, string>>
  /** A few sentences that answer the question on their own. */
  answer: Readonly<Record<AnswerLanguage, string>>
  /** A page of ours that says more (a path starting with /), or null. */
  link: string | null
  /** Words (English and Hindi, lower case) a question about it would use; two or more matching win over one. */
  keywords: readonly string[]
}

export interface KnowledgeSource {
  /** 'product-help', 'country-guides', 'blog' … */
  id: string
  entries(): Promise<readonly KnowledgeEntry[]> | readonly KnowledgeEntry[]
}

export interface KnowledgeHit {
  source: string
  entry: KnowledgeEntry
  score: number
}

export interface KnowledgeRegistry {
  register(source: KnowledgeSource): void
  /** The entries whose keywords the question uses, best first; none below `minScore` matching words. */
  search(words: readonly string[], options?: { limit?: number; minScore?: number }): Promise<KnowledgeHit[]>
  sources(): readonly string[]
}

export function createKnowledgeRegistry(initial: readonly KnowledgeSource[] = []): KnowledgeRegistry {
  const sources = new Map<string, KnowledgeSource>()
  function register(source: KnowledgeSource): void {
    if (sources.has(source.id)) throw new Error(`knowledge source '${source.id}' is registered twice`)
    sources.set(source.id, source)
  }
  for (const source of initial) register(source)
  return {
    register,
    sources: () => [...sources.keys()],
    async search(words, options = {}) {
      const wanted = new Set(words)
      const hits: KnowledgeHit[] = []
      for (const source of sources.values()) {
        for (const entry of await source.entries()) {
          // A keyword of several words matches when the question holds each of them.
          const score = entry.keywords.filter((keyword) => keyword.split(' ').every((part) => wanted.has(part))).length
          if (score >= (options.minScore ?? 1)) hits.push({ source: source.id, entry, score })
        }
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, options.limit ?? 3)
    },
  }
}

const chat = USAGE_RULES.chatbot_messages.limits
const applications = USAGE_RULES.job_applications.limits
const rupees = PREMIUM_PLAN.amountPaise / 100
const uploadMb = Math.round(RESUME_UPLOAD_MAX_BYTES / 1024 / 1024)

/** How to use JobYatra: the questions people ask about the product, answered from its own rules. */
export const productHelpSource: KnowledgeSource = {
  id: 'product-help',
  entries: () => PRODUCT_HELP,
}

const PRODUCT_HELP: readonly KnowledgeEntry[] = [
  {
    id: 'premium',
    title: { en: 'JobYatra Premium', hi: 'JobYatra प्रीमियम' },
    answer: {
      en: `Premium costs ₹${rupees} for ${PREMIUM_PLAN.days} days. It gives unlimited AI chat (free: ${chat.free} messages a day), unlimited job applications (free: ${applications.free} a day), premium resume templates, AI cover letters, personalised job matching and priority support.`,
      hi: `प्रीमियम ₹${rupees} में ${PREMIUM_PLAN.days} दिन के लिए है। इसमें असीमित AI चैट (फ़्री: रोज़ ${chat.free} संदेश), असीमित जॉब आवेदन (फ़्री: रोज़ ${applications.free}), प्रीमियम रिज्यूमे टेम्पलेट, AI कवर लेटर, पर्सनल जॉब मैचिंग और प्राथमिकता सहायता मिलती है।`,
    },
    link: '/pricing',
    keywords: [
      'premium',
      'price',
      'pricing',
      'plan',
      'plans',
      'upgrade',
      'cost',
      'subscription',
      'paid',
      'प्रीमियम',
      'कीमत',
      'प्लान',
      'शुल्क',
      'सदस्यता',
    ],
  },
  {
    id: 'limits',
    title: { en: 'Daily limits', hi: 'रोज़ की सीमाएँ' },
    answer: {
      en: `Guests can send ${chat.guest} chat messages. Signed-in free users get ${chat.free} chat messages and ${applications.free} job applications a day (India time); Premium has no limits.`,
      hi: `मेहमान ${chat.guest} चैट संदेश भेज सकते हैं। साइन-इन किए फ़्री उपयोगकर्ताओं को रोज़ ${chat.free} चैट संदेश और ${applications.free} जॉब आवेदन मिलते हैं (भारतीय समय); प्रीमियम में कोई सीमा नहीं।`,
    },
    link: '/pricing',
    keywords: ['limit', 'limits', 'free', 'messages', 'quota', 'सीमा', 'लिमिट', 'फ़्री', 'मुफ़्त'],
  },
  {
    id: 'apply',
    title: { en: 'Applying for a job', hi: 'नौकरी के लिए आवेदन' },
    answer: {
      en: 'Search for a job, open it and press Apply: signed in, the employer’s apply page opens in a new tab and we track the application on your dashboard. Signing in is needed to apply.',
      hi: 'नौकरी खोजें, उसे खोलें और Apply दबाएँ: साइन-इन होने पर नियोक्ता का आवेदन पेज नए टैब में खुलता है और हम आपके डैशबोर्ड पर आवेदन ट्रैक करते हैं। आवेदन के लिए साइन-इन ज़रूरी है।',
    },
    link: '/dashboard',
    keywords: ['apply', 'application', 'applications', 'track', 'tracking', 'dashboard', 'आवेदन', 'अप्लाई', 'डैशबोर्ड'],
  },
  {
    id: 'save',
    title: { en: 'Saving jobs', hi: 'नौकरियाँ सेव करना' },
    answer: {
      en: 'Press the heart on a job card to save it; your saved jobs are on the Favorites page. Saving needs sign-in.',
      hi: 'नौकरी कार्ड पर दिल का निशान दबाकर उसे सेव करें; सेव की गई नौकरियाँ Favorites पेज पर हैं। सेव करने के लिए साइन-इन ज़रूरी है।',
    },
    link: '/favorites',
    keywords: ['save', 'saved', 'favorite', 'favorites', 'favourite', 'bookmark', 'सेव', 'पसंदीदा'],
  },
  {
    id: 'upload',
    title: { en: 'Uploading a resume', hi: 'रिज्यूमे अपलोड करना' },
    answer: {
      en: `Upload a PDF, DOC, DOCX or TXT file under ${uploadMb} MB in the resume builder and we read it into sections you can edit. In this chat, the Upload button lets me read your resume and give feedback.`,
      hi: `रिज्यूमे बिल्डर में ${uploadMb} MB से छोटी PDF, DOC, DOCX या TXT फ़ाइल अपलोड करें; हम उसे सेक्शनों में पढ़ते हैं जिन्हें आप बदल सकते हैं। इस चैट में Upload बटन से मैं आपका रिज्यूमे पढ़कर सुझाव दे सकता हूँ।`,
    },
    link: '/resume-builder',
    keywords: ['upload', 'pdf', 'docx', 'file', 'अपलोड', 'फ़ाइल'],
  },
  {
    id: 'whatsapp',
    title: { en: 'Job alerts', hi: 'जॉब अलर्ट' },
    answer: {
      en: 'Job alerts are set in Notification settings. Free WhatsApp users get 1 job a day at 9 AM, Premium up to 5.',
      hi: 'जॉब अलर्ट Notification settings में सेट होते हैं। फ़्री WhatsApp उपयोगकर्ताओं को रोज़ सुबह 9 बजे 1 नौकरी, प्रीमियम को 5 तक मिलती हैं।',
    },
    link: '/settings/notifications',
    keywords: ['whatsapp', 'alert', 'alerts', 'notification', 'notifications', 'email', 'अलर्ट', 'व्हाट्सएप', 'सूचना'],
  },
  {
    id: 'account-data',
    title: { en: 'Your data and account', hi: 'आपका डेटा और खाता' },
    answer: {
      en: 'In Settings you can download all your data or delete your account; deleting removes your saved jobs, resumes, chats and applications.',
      hi: 'Settings में आप अपना पूरा डेटा डाउनलोड कर सकते हैं या खाता हटा सकते हैं; खाता हटाने से सेव की गई नौकरियाँ, रिज्यूमे, चैट और आवेदन हट जाते हैं।',
    },
    link: '/settings',
    keywords: ['delete', 'account', 'data', 'download', 'privacy', 'password', 'खाता', 'डेटा', 'हटाएँ', 'पासवर्ड'],
  },
  {
    id: 'ats',
    title: { en: 'The ATS check', hi: 'ATS जाँच' },
    answer: {
      en: `Our ATS check (rubric ${ATS_RUBRIC_VERSION}) exports your resume, reads it back as an applicant tracking system does and scores contact details (${PARSEABILITY_WEIGHTS.contact}), work history (${PARSEABILITY_WEIGHTS.work}), education (${PARSEABILITY_WEIGHTS.education}) and skills (${PARSEABILITY_WEIGHTS.skills}); against a job it checks hard skills, title, education and keywords, aiming for a ${ATS_MATCH_TARGET}% match.`,
      hi: `हमारी ATS जाँच (रूब्रिक ${ATS_RUBRIC_VERSION}) आपका रिज्यूमे एक्सपोर्ट करके उसे ATS की तरह पढ़ती है और संपर्क (${PARSEABILITY_WEIGHTS.contact}), कार्य अनुभव (${PARSEABILITY_WEIGHTS.work}), शिक्षा (${PARSEABILITY_WEIGHTS.education}) और स्किल्स (${PARSEABILITY_WEIGHTS.skills}) पर अंक देती है; किसी नौकरी के सामने ${ATS_MATCH_TARGET}% मिलान का लक्ष्य रखें।`,
    },
    link: '/ats-rubric',
    keywords: ['ats', 'score', 'rubric', 'tracking', 'एटीएस'],
  },
  {
    id: 'mock-interview',
    title: { en: 'Mock interviews', hi: 'मॉक इंटरव्यू' },
    answer: {
      en: 'Mock interviews ask real questions for your role and level, one at a time with a timer; answer by typing or voice and get scores for structure (STAR), relevance, specificity, clarity and filler words, with a stronger sample answer.',
      hi: 'मॉक इंटरव्यू आपकी भूमिका और स्तर के असली सवाल एक-एक करके टाइमर के साथ पूछता है; टाइप करके या बोलकर जवाब दें और संरचना (STAR), प्रासंगिकता, स्पष्ट आँकड़े, स्पष्टता और फ़िलर शब्दों पर अंक व बेहतर नमूना जवाब पाएँ।',
    },
    link: '/mock-interview',
    keywords: ['mock', 'practice', 'practise', 'मॉक', 'अभ्यास'],
  },
  {
    id: 'language',
    title: { en: 'Languages', hi: 'भाषाएँ' },
    answer: {
      en: 'The site is in English and Hindi (switch in the header). This chat takes 20 languages from the Language button and answers in English or Hindi; voice input hears 11 Indian languages.',
      hi: 'साइट अंग्रेज़ी और हिन्दी में है (हेडर से बदलें)। यह चैट Language बटन से 20 भाषाएँ लेती है और अंग्रेज़ी या हिन्दी में जवाब देती है; वॉइस इनपुट 11 भारतीय भाषाएँ सुनता है।',
    },
    link: null,
    keywords: ['language', 'languages', 'hindi', 'tamil', 'भाषा', 'हिन्दी', 'हिंदी'],
  },
]
