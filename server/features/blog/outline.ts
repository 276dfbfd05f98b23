import { slugify } from '#core/blog/blog.ts'

/**
 * The content generator's offline draft (decision 062): with no language model configured (or when
 * it fails), a topic and keywords become an outline built from our own posts in the same cluster:
 * the sections those posts cover, a section per keyword and links to them as related reading. An
 * editor writes the prose; nothing is invented.
 */

export interface OutlineSource {
  slug: string
  title: string
  body: string
}

export interface DraftText {
  title: string
  excerpt: string
  body: string
}

const MAX_SECTIONS = 6

function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
}

export function splitKeywords(keywords: string): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const keyword of keywords.split(/[,;\n]/)) {
    const cleaned = keyword.trim().replace(/\s+/g, ' ')
    if (cleaned === '' || seen.has(cleaned.toLowerCase())) continue
    seen.add(cleaned.toLowerCase())
    result.push(cleaned)
  }
  return result.slice(0, 10)
}

/** The second-level headings of a Markdown body. */
function headingsOf(body: string): string[] {
  return body
    .split('\n')
    .map((line) => /^##\s+(.+?)\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined)
}

export function buildOutline(input: {
  topic: string
  keywords: string
  clusterName: string
  sources: readonly OutlineSource[]
}): DraftText {
  const title = sentenceCase(input.topic)
  const keywords = splitKeywords(input.keywords)
  const sectionSeen = new Set<string>()
  const sections: string[] = []
  for (const source of input.sources) {
    for (const heading of headingsOf(source.body)) {
      const key = slugify(heading)
      if (key === '' || sectionSeen.has(key)) continue
      sectionSeen.add(key)
      sections.push(heading)
    }
  }
  const lines: string[] = [
    `_Draft outline for "${title}" in ${input.clusterName}. Replace each note with your own text before publishing._`,
    '',
    '## Who this is for',
    '',
    'Describe the reader in two sentences: their situation, and the decision or task this post helps with.',
    '',
  ]
  if (keywords.length > 0) {
    lines.push('## Key points', '')
    for (const keyword of keywords) lines.push(`- **${keyword}**: what the reader needs to know, with an India-specific example.`)
    lines.push('')
  }
  for (const heading of sections.slice(0, MAX_SECTIONS)) {
    lines.push(`## ${heading}`, '', 'Our related posts cover this section; say what is different for this topic.', '')
  }
  lines.push('## Checklist', '', '1. First step the reader takes.', '2. Second step.', '3. Where to check the current official rules.', '')
  if (input.sources.length > 0) {
    lines.push('## Related reading', '')
    for (const source of input.sources) lines.push(`- [${source.title}](/blog/${source.slug})`)
  }
  const keywordText = keywords.length > 0 ? `: ${keywords.slice(0, 3).join(', ')}` : ''
  const excerpt = `A practical guide to ${input.topic.trim()} for job seekers in India${keywordText}.`.slice(0, 300)
  return { title: title.slice(0, 160), excerpt, body: lines.join('\n') }
}
