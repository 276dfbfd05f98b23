import { cn } from '#app/ui/cn.ts'

/**
 * A post's body as HTML. The HTML comes only from core/blog/markdown.ts's renderMarkdown, which
 * escapes every character of the source and writes only its allowed tags (decision 062), so it is
 * safe to set as it is: on the article and in the editor's preview alike.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-base leading-7 text-ink [overflow-wrap:anywhere]',
        '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5',
        '[&_blockquote]:my-5 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-600 [&_blockquote]:ps-4 [&_blockquote]:text-ink-muted',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-200',
        '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4',
        '[&_hr]:my-8 [&_hr]:border-line [&_strong]:font-semibold',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
