// English left on a page in another language (issue 7: "no English left on a Hindi page"). Reads
// what a reader meets: the visible text nodes of <body>, the <title> and the meta description, and
// names the Latin words that are neither on the allow-list (core/i18n/latin-allow-list.ts) nor
// codes. What is not UI text but our data, as stored, is told apart by the page itself:
//   - text inside an element with translate="no" (HTML's mark for content not to be translated:
//     job titles, employer names, descriptions and skills on job cards come from the postings);
//   - text inside an element whose lang differs from the page's (WCAG 3.1.2, language of parts);
//   - web and e-mail addresses (support@jobyatra.example);
//   - codes of up to three capitals (currencies such as QAR, states such as TX);
//   - amounts in thousands or millions as the spec writes salaries in other currencies ('$54k').
import type { Page } from '@playwright/test'
import { latinAllowList } from '#core/i18n/latin-allow-list.ts'

export interface UntranslatedText {
  /** Where it was found: 'title', 'meta description' or the text node's parent element. */
  where: string
  text: string
  words: string[]
}

export async function findUntranslatedText(page: Page): Promise<UntranslatedText[]> {
  const texts = await page.evaluate(() => {
    const pageLanguage = document.documentElement.lang
    const found: { where: string; text: string }[] = [
      { where: 'title', text: document.title },
      { where: 'meta description', text: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '' },
    ]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const element = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!element || text === '' || element.closest('script, style, noscript, [translate="no"]')) continue
      if ((element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage) continue
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`
      found.push({ where, text })
    }
    return found
  })
  const allowed = new Set(latinAllowList)
  return texts.flatMap(({ where, text }) => {
    const words = (
      text
        .replace(/\S*[./@]\S*/gu, ' ')
        .replace(/\d[\d.,]*[kM]\b/gu, ' ')
        .match(/[A-Za-z][A-Za-z_'’]*/gu) ?? []
    ).filter((word) => !allowed.has(word) && !/^[A-Z]{1,3}$/u.test(word))
    return words.length === 0 ? [] : [{ where, text: text.slice(0, 120), words }]
  })
}
