import type { ChatLanguageCode } from './chat.ts'

/**
 * What the chat says in the chosen chat language, not the page's language (spec 001 §4, §9): the
 * greeting (English, Hindi, Tamil; others in English) and the quick actions (6 in English and Hindi,
 * 4 in Tamil, others in English). Chat languages go beyond the interface's two, so this is data here
 * rather than the translation files.
 */

export interface QuickAction {
  id: 'find-jobs' | 'resume' | 'interview' | 'salary' | 'visa' | 'product'
  label: string
  /** What is sent when it is chosen. */
  message: string
}

const GREETINGS: Partial<Record<ChatLanguageCode, string>> = {
  en: "Hi! I'm your JobYatra career assistant. Ask me about jobs, salaries, your resume, interviews or visas.",
  hi: 'नमस्ते! मैं आपका JobYatra करियर असिस्टेंट हूँ। नौकरियों, वेतन, रिज्यूमे, इंटरव्यू या वीज़ा के बारे में पूछिए।',
  ta: 'வணக்கம்! நான் உங்கள் JobYatra தொழில் உதவியாளர். வேலைகள், சம்பளம், ரெஸ்யூம், நேர்காணல் பற்றி கேளுங்கள்.',
}

/** The greeting that opens the chat in `language`: English, Hindi or Tamil; others fall back to English. */
export function greetingFor(language: ChatLanguageCode): { language: ChatLanguageCode; text: string } {
  const text = GREETINGS[language]
  return text === undefined ? { language: 'en', text: GREETINGS.en ?? '' } : { language, text }
}

const QUICK_ACTIONS: Partial<Record<ChatLanguageCode, readonly QuickAction[]>> = {
  en: [
    { id: 'find-jobs', label: 'Find jobs', message: 'Software engineer jobs in Bengaluru' },
    { id: 'resume', label: 'Improve my resume', message: 'How can I improve my resume for ATS?' },
    { id: 'interview', label: 'Interview tips', message: 'Help me prepare for an interview' },
    { id: 'salary', label: 'Salary insights', message: 'What is the salary of a data analyst?' },
    { id: 'visa', label: 'Visa sponsorship', message: 'Jobs with visa sponsorship' },
    { id: 'product', label: 'Premium plan', message: 'What does Premium include?' },
  ],
  hi: [
    { id: 'find-jobs', label: 'नौकरी खोजें', message: 'बेंगलुरु में सॉफ्टवेयर इंजीनियर की नौकरी' },
    { id: 'resume', label: 'रिज्यूमे सुधारें', message: 'ATS के लिए मेरा रिज्यूमे कैसे सुधारें?' },
    { id: 'interview', label: 'इंटरव्यू टिप्स', message: 'इंटरव्यू की तैयारी में मदद करें' },
    { id: 'salary', label: 'वेतन जानकारी', message: 'डेटा एनालिस्ट का वेतन कितना है?' },
    { id: 'visa', label: 'वीज़ा स्पॉन्सरशिप', message: 'वीज़ा स्पॉन्सरशिप वाली नौकरियाँ' },
    { id: 'product', label: 'प्रीमियम प्लान', message: 'प्रीमियम में क्या मिलता है?' },
  ],
  ta: [
    { id: 'find-jobs', label: 'வேலை தேடு', message: 'சென்னையில் மென்பொருள் பொறியாளர் வேலைகள்' },
    { id: 'resume', label: 'ரெஸ்யூம் மேம்படுத்து', message: 'என் ரெஸ்யூமை எப்படி மேம்படுத்துவது?' },
    { id: 'interview', label: 'நேர்காணல் குறிப்புகள்', message: 'நேர்காணலுக்குத் தயாராக உதவுங்கள்' },
    { id: 'salary', label: 'சம்பள விவரம்', message: 'தரவு ஆய்வாளரின் சம்பளம் என்ன?' },
  ],
}

/** Spec 001 §9: the quick actions of a chat language; other languages fall back to English. */
export function quickActionsFor(language: ChatLanguageCode): readonly QuickAction[] {
  return QUICK_ACTIONS[language] ?? QUICK_ACTIONS.en ?? []
}
