import { z } from 'zod'
import { getCountryName } from '#core/format/location.ts'
import { countryCodeFromText } from '#server/lib/place-names.ts'

/**
 * Small pieces the board connectors share when they map a provider's fields into the spec's Job shape.
 */

/** A provider's text field that must be there; its message reads after the field's name ("title is missing"). */
export const requiredText = z.string({ error: 'is missing' }).trim().min(1, 'is empty')

/** The separators the normaliser splits a location on (server/features/jobs/ingest/places.ts). */
const locationSeparators = /[,;|]|\s[-–]\s/

/**
 * A location as the source wrote it, with the country's name added when the text names none: Lever
 * sends "Pune" beside `country: "IN"`, Greenhouse "Gurgaon" beside an office in "Gurugram, Haryana,
 * India". The normaliser can place "Pune, India" but not "Pune". Two-letter parts are not taken for
 * countries ("IN" may be Indiana), so "Austin, TX" + US still gets its country.
 */
export function withCountry(location: string, country: string | null): string {
  const text = location.trim()
  const countryName = country === null ? null : countryNameOf(country)
  if (countryName === null || namesCountry(text)) return text
  return text === '' ? countryName : `${text}, ${countryName}`
}

function namesCountry(location: string): boolean {
  return location.split(locationSeparators).some((part) => part.trim().length > 2 && countryCodeFromText(part.trim()) !== null)
}

/** "IN" → "India"; a country's name as it is; null for anything that is not a country we know. */
function countryNameOf(country: string): string | null {
  const code = countryCodeFromText(country)
  if (code === null) return null
  return /^[A-Za-z]{2}$/.test(country.trim()) ? getCountryName(code) : country.trim()
}

/** The country named last in an address ("Bengaluru, Karnataka, India" → "India"), or null. */
export function countryOfAddress(address: string | null | undefined): string | null {
  const last = (address ?? '').split(',').at(-1)?.trim() ?? ''
  return last.length > 2 && countryCodeFromText(last) !== null ? last : null
}

/**
 * An employer name for a board whose API does not say it (Lever, Ashby): the token as people write it
 * ("acme-labs" → "Acme Labs"). A source's declared `name` is better and wins where there is one.
 */
export function employerNameFromToken(token: string): string {
  return token
    .split(/[-_.]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** An ISO time in UTC ("2026-11-10T09:15:02+05:30" → "2026-11-10T03:45:02.000Z"); unreadable text as given, for the normaliser to report. */
export function toUtcIso(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  const date = new Date(typeof value === 'number' ? value : Date.parse(value))
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/** Plain text as HTML, for joining it with a provider's HTML fields. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
