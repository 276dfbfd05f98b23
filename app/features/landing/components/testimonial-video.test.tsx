import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { TestimonialVideo } from './testimonial-video.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

function renderIn(language: string): string {
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <TestimonialVideo />
    </TranslationProvider>,
  )
}

/** The <track> elements of the rendered video, attribute by attribute. */
function tracksOf(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<track([^>]*)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries([...(attributes ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name ?? '', value ?? ''])),
  )
}

describe('TestimonialVideo', () => {
  it('carries the words as a caption track per language, labelled in that language', () => {
    const tracks = tracksOf(renderIn('en'))
    expect(tracks.map(({ kind, srcLang, srclang, label, src }) => ({ kind, lang: srcLang ?? srclang, label, src }))).toEqual([
      { kind: 'captions', lang: 'en', label: 'English', src: '/media/testimonial.vtt' },
      { kind: 'captions', lang: 'hi', label: 'हिन्दी', src: '/media/testimonial.hi.vtt' },
    ])
  })

  it('makes the page language’s track the default', () => {
    const defaultsIn = (language: string) =>
      tracksOf(renderIn(language))
        .filter((track) => 'default' in track)
        .map((track) => track.srcLang ?? track.srclang)
    expect(defaultsIn('en')).toEqual(['en'])
    expect(defaultsIn('hi')).toEqual(['hi'])
  })
})
