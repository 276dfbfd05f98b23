import { Fragment } from 'react'
import { Link } from 'react-router'
import type { Block, Inline } from '#core/site-pages/rich-text.ts'

export const proseLinkClasses = 'font-semibold text-brand-700 underline underline-offset-4 hover:no-underline dark:text-brand-200'

function InlineText({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((part, index) => {
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>
        if (part.kind === 'link') {
          if (part.href.startsWith('/')) {
            return (
              <Link key={index} to={part.href} className={proseLinkClasses}>
                {part.text}
              </Link>
            )
          }
          return (
            <a
              key={index}
              href={part.href}
              className={proseLinkClasses}
              {...(part.href.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}
            >
              {part.text}
            </a>
          )
        }
        return <Fragment key={index}>{part.text}</Fragment>
      })}
    </>
  )
}

/**
 * The site pages' content blocks (core/site-pages/rich-text.ts) as elements: text is never set as
 * HTML. `headingLevel` is the level of the block's own headings (h2 in an article, h3 in a section).
 */
export function RichText({ blocks, headingLevel = 2 }: { blocks: readonly Block[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-4 text-base leading-relaxed text-ink">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Heading key={index} id={block.id} className="scroll-mt-24 pt-2 text-lg font-semibold text-ink">
              {block.text}
            </Heading>
          )
        }
        if (block.kind === 'paragraph') {
          return (
            <p key={index}>
              <InlineText content={block.content} />
            </p>
          )
        }
        const List = block.isOrdered ? 'ol' : 'ul'
        return (
          <List key={index} className={block.isOrdered ? 'list-decimal space-y-2 ps-6' : 'list-disc space-y-2 ps-6'}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText content={item} />
              </li>
            ))}
          </List>
        )
      })}
    </div>
  )
}
