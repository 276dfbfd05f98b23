import jobs from '#core/i18n/locales/en/jobs.json' with { type: 'json' }

/**
 * The English title and description of a search notice, as the API sends them to its clients; pages
 * show the notice's code in the reader's language. Read from the en locale, the one copy of the text
 * (decision 009); being `.server.ts` keeps the English namespace out of the browser's bundle.
 */

/** The visa-sponsorship notice of spec 001 §4. */
export const remoteSearchDisabledNotice = {
  title: jobs.remoteSearchDisabled.title,
  description: jobs.remoteSearchDisabled.description,
}
