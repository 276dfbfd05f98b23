import { Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import { helpCategories, HELP_QUERY_MAX } from '#core/site-pages/site-sections.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import type { HelpArticlePageData, HelpArticleSummary, HelpPageData } from '#app/features/site-pages/site-page-data.ts'
import { PageFrame } from './page-frame.tsx'
import { proseLinkClasses, RichText } from './rich-text.tsx'

/** /help: the search (a GET form, so it works before and without JavaScript) and the articles by category. */
export function HelpIndexView({ data }: { data: HelpPageData }) {
  const { t } = useTranslation('site')
  const isSearch = data.query !== ''
  return (
    <PageFrame title={t('help.heading')} intro={<p>{t('help.intro')}</p>} wide>
      <Form method="get" action="/help" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="help-query" className="text-sm font-semibold text-ink">
            {t('help.searchLabel')}
          </label>
          <Input
            id="help-query"
            name="q"
            type="search"
            defaultValue={data.query}
            maxLength={HELP_QUERY_MAX}
            placeholder={t('help.searchPlaceholder')}
            startIcon={<Search className="size-4" />}
            className="mt-1.5"
          />
        </div>
        <button type="submit" className={buttonClasses({ className: 'sm:w-auto' })}>
          {t('help.search')}
        </button>
      </Form>
      {isSearch ? <SearchResults data={data} /> : <Categories articles={data.articles} />}
      <StillStuck />
    </PageFrame>
  )
}

function SearchResults({ data }: { data: HelpPageData }) {
  const { t } = useTranslation('site')
  return (
    <section aria-labelledby="help-results" className="mt-8">
      <h2 id="help-results" className="text-lg font-semibold text-ink" aria-live="polite">
        {data.articles.length === 0
          ? t('help.noResults', { query: data.query })
          : t('help.resultCount', { count: data.articles.length, query: data.query })}
      </h2>
      {data.articles.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('help.noResultsHint')}</p>
      ) : (
        <ArticleList articles={data.articles} />
      )}
      <p className="mt-4">
        <Link to="/help" className={proseLinkClasses}>
          {t('help.clear')}
        </Link>
      </p>
    </section>
  )
}

function Categories({ articles }: { articles: readonly HelpArticleSummary[] }) {
  const { t } = useTranslation('site')
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-2">
      {helpCategories.map((category) => {
        const inCategory = articles.filter((article) => article.category === category)
        if (inCategory.length === 0) return null
        const id = `help-category-${category}`
        return (
          <section key={category} aria-labelledby={id} className="rounded-3xl border border-line bg-surface-raised p-5">
            <h2 id={id} className="text-lg font-semibold text-ink">
              {t(`help.categories.${category}`)}
            </h2>
            <p className="text-sm text-ink-muted">{t('help.articleCount', { count: inCategory.length })}</p>
            <ArticleList articles={inCategory} />
          </section>
        )
      })}
    </div>
  )
}

function ArticleList({ articles }: { articles: readonly HelpArticleSummary[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={`/help/${article.slug}`} className={proseLinkClasses}>
            {article.title}
          </Link>
          <p className="text-sm text-ink-muted">{article.summary}</p>
        </li>
      ))}
    </ul>
  )
}

function StillStuck() {
  const { t } = useTranslation('site')
  return (
    <aside aria-labelledby="help-still-stuck" className="mt-12 rounded-3xl bg-surface-muted p-5">
      <h2 id="help-still-stuck" className="text-lg font-semibold text-ink">
        {t('help.stillStuck')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('help.stillStuckText')}</p>
      <Link to="/contact" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
        {t('common.contactLink')}
      </Link>
    </aside>
  )
}

/** /help/{slug}: one article; its body in English (lang="en"), the chrome in the reader's language. */
export function HelpArticleView({ data }: { data: HelpArticlePageData }) {
  const { t, i18n } = useTranslation('site')
  const { article } = data
  return (
    <PageFrame
      title={article.title}
      intro={
        <>
          <p>{article.summary}</p>
          {i18n.language === 'en' ? null : <p className="mt-2 font-medium text-ink">{t('common.englishOnly')}</p>}
        </>
      }
    >
      <article lang="en">
        <RichText blocks={article.blocks} />
      </article>
      {data.related.length > 0 ? (
        <nav aria-labelledby="help-related" className="mt-12 border-t border-line pt-6">
          <h2 id="help-related" className="text-lg font-semibold text-ink">
            {t('help.moreInCategory', { category: t(`help.categories.${article.category}`) })}
          </h2>
          <ArticleList articles={data.related} />
        </nav>
      ) : null}
      <p className="mt-8">
        <Link to="/help" className={proseLinkClasses}>
          {t('help.back')}
        </Link>
      </p>
      <StillStuck />
    </PageFrame>
  )
}
