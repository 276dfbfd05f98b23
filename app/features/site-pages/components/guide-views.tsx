import { Link } from 'react-router'
import { languageOptions, spokenLanguages } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { describeKeys, shortcuts } from '#app/shell/shortcuts.ts'
import { BulletList, PageFrame, PageSection } from './page-frame.tsx'
import { proseLinkClasses } from './rich-text.tsx'

const KEYBOARD_BASICS = ['tab', 'enter', 'escape', 'skip', 'menus'] as const

/**
 * /keyboard-navigation-demo: the shortcuts the shell really handles (app/shell/shortcuts.ts, the
 * same list Ctrl + / shows), and how pages and the applications board work from the keyboard.
 */
export function KeyboardView() {
  const { t } = useTranslation(['site', 'shell'])
  const handled = shortcuts.filter((shortcut) => shortcut.isHandledHere)
  const errorDashboard = shortcuts.find((shortcut) => shortcut.id === 'errorDashboard')
  return (
    <PageFrame title={t('keyboard.heading')} intro={<p>{t('keyboard.intro')}</p>}>
      <PageSection id="keyboard-shortcuts" title={t('keyboard.shortcutsHeading')}>
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-start text-base">
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('keyboard.keysColumn')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('keyboard.actionColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {handled.map((shortcut) => (
                <tr key={shortcut.id} className="border-t border-line">
                  <td className="px-4 py-2 whitespace-nowrap">
                    <kbd className="rounded-md border border-line bg-surface-raised px-2 py-0.5 font-mono text-sm">
                      {describeKeys(shortcut.keys)}
                    </kbd>
                  </td>
                  <td className="px-4 py-2">{t(`shell:shortcuts.actions.${shortcut.id}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-1 text-ink-muted">{t('keyboard.macNote')}</p>
        {errorDashboard ? (
          <p className="mt-1 text-ink-muted">{t('keyboard.errorDashboardNote', { keys: describeKeys(errorDashboard.keys) })}</p>
        ) : null}
        <p className="mt-3 font-medium">{t('keyboard.tryIt')}</p>
      </PageSection>
      <PageSection id="keyboard-basics" title={t('keyboard.basicsHeading')}>
        <BulletList items={KEYBOARD_BASICS.map((key) => t(`keyboard.basics.${key}`))} />
      </PageSection>
      <PageSection id="keyboard-board" title={t('keyboard.boardHeading')}>
        <p>{t('keyboard.board')}</p>
      </PageSection>
    </PageFrame>
  )
}

const NAVIGATION_PARTS = ['header', 'mobileMenu', 'bottomNav', 'breadcrumbs', 'skip', 'footer', 'scroll'] as const

/** /navigation-demo: the navigation patterns every page shares. */
export function NavigationView() {
  const { t } = useTranslation('site')
  return (
    <PageFrame title={t('navigation.heading')} intro={<p>{t('navigation.intro')}</p>}>
      {NAVIGATION_PARTS.map((part) => (
        <PageSection key={part} id={`navigation-${part}`} title={t(`navigation.${part}Heading`)}>
          <p>{t(`navigation.${part}`)}</p>
        </PageSection>
      ))}
      <PageSection id="navigation-shortcuts" title={t('navigation.shortcutsHeading')}>
        <p>
          {t('navigation.shortcuts', {
            keys: shortcuts
              .filter((shortcut) => ['home', 'search', 'dashboard'].includes(shortcut.id))
              .map((shortcut) => describeKeys(shortcut.keys))
              .join(', '),
          })}
        </p>
        <p className="mt-2">
          <Link to="/keyboard-navigation-demo" className={proseLinkClasses}>
            {t('navigation.shortcutsLink')}
          </Link>
        </p>
      </PageSection>
    </PageFrame>
  )
}

const HOW_TO_SWITCH = ['header', 'remembered', 'messages'] as const
const TRANSLATED = ['interface', 'places', 'numbers', 'resumes'] as const
const NOT_TRANSLATED = ['jobs', 'legal'] as const

/** /i18n-example: the languages offered (app/i18n/languages.ts), how to switch and what is translated. */
export function LanguagesView() {
  const { t, i18n } = useTranslation('site')
  const current = i18n.language === 'hi' ? 'hi' : 'en'
  const coming = spokenLanguages.filter((language) => !language.isComplete)
  return (
    <PageFrame title={t('i18n.heading')} intro={<p>{t('i18n.intro')}</p>}>
      <PageSection id="i18n-supported" title={t('i18n.supportedHeading')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {languageOptions.map((option) => (
            <li key={option.code} className="rounded-2xl border border-line bg-surface-raised p-4">
              <span lang={option.code} className="text-xl font-semibold">
                {option.nativeName}
              </span>
              <span className="block text-sm text-ink-muted">{t(`i18n.names.${option.code}`)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3">{t('i18n.current', { language: t(`i18n.names.${current}`) })}</p>
      </PageSection>
      <PageSection id="i18n-how" title={t('i18n.howHeading')}>
        <BulletList items={HOW_TO_SWITCH.map((key) => t(`i18n.how.${key}`))} />
      </PageSection>
      <PageSection id="i18n-translated" title={t('i18n.translatedHeading')}>
        <BulletList items={TRANSLATED.map((key) => t(`i18n.translated.${key}`))} />
      </PageSection>
      <PageSection id="i18n-not-translated" title={t('i18n.notTranslatedHeading')}>
        <BulletList items={NOT_TRANSLATED.map((key) => t(`i18n.notTranslated.${key}`))} />
      </PageSection>
      <PageSection id="i18n-coming" title={t('i18n.comingHeading')}>
        <p>{t('i18n.coming')}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {coming.map((language) => (
            <li key={language.code} lang={language.code} className="rounded-full border border-line px-3 py-1 text-sm">
              {language.nativeName}
            </li>
          ))}
        </ul>
      </PageSection>
    </PageFrame>
  )
}
