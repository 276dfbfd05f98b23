import type { ResumeOutline } from '#core/resume/resume-outline.ts'

/** The resume as plain HTML, for the Chromium alternative the benchmark prints beside Typst. */
export function outlineHtml(outline: ResumeOutline): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const sections = outline.sections
    .map(
      (section) =>
        `<h2>${escape(section.heading)}</h2>` +
        section.entries
          .map(
            (entry) =>
              `<p><b>${escape(entry.heading)}</b> ${escape(entry.date)}<br><i>${escape(entry.subheading)}</i><br>` +
              `${entry.label ? `<b>${escape(entry.label)}:</b> ` : ''}${escape(entry.text)}</p>` +
              (entry.bullets.length ? `<ul>${entry.bullets.map((bullet) => `<li>${escape(bullet)}</li>`).join('')}</ul>` : ''),
          )
          .join(''),
    )
    .join('')
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>body{font:10pt "Noto Sans",sans-serif;margin:1.5cm}h1{color:#1d4ed8}` +
    `h2{color:#1d4ed8;border-bottom:1px solid #93c5fd}</style></head><body><h1>${escape(outline.name)}</h1><p>${escape(outline.title)}</p>` +
    `<p>${outline.contacts.map((contact) => escape(contact.text)).join(' · ')}</p><p>${escape(outline.details.join(' · '))}</p>${sections}</body></html>`
  )
}
