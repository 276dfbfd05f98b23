/**
 * Latin words a Hindi page may show (issue 7: no English left on a Hindi page): brand and product
 * names (JobYatra, Google, WhatsApp, LinkedIn, the job boards an admin connects), abbreviations
 * Hindi readers use as they are (AI, ATS, OTP, UPI, GST, URL ...), and what an admin types as it is
 * (environment variable names, cron, the country codes in and gb, the scheme http(s)), and the key
 * names printed on keyboards (Alt, Ctrl, Shift) that the shortcut help names. Anything
 * else in Latin letters is English left untranslated. Checked on the locale files
 * (locales.test.ts) and on rendered Hindi pages (tests/e2e/untranslated-text.ts).
 */
export const latinAllowList: readonly string[] = [
  'AI',
  'API',
  'ATS',
  'Adzuna',
  'Alt',
  'Ashby',
  'Atom',
  'Ctrl',
  'DPDP',
  'DevOps',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GST',
  'Google',
  'Greenhouse',
  'HR',
  'HTTPS',
  'IP',
  'IST',
  'Instagram',
  'JOB_SOURCES_FILE',
  'JSON',
  'JSearch',
  'JobPosting',
  'JobYatra',
  'Lever',
  'LinkedIn',
  'OAuth',
  'OTP',
  'QA',
  'RSS',
  'Razorpay',
  'RuPay',
  'SMS',
  'Shift',
  'UI',
  'UPI',
  'URI',
  'URL',
  'UX',
  'WhatsApp',
  'XML',
  'cron',
  'gb',
  'http',
  'in',
  's',
]
