import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The fonts every Typst document is set in, passed to the compiler as blobs (decision 048): Noto Sans
 * for Latin text and the Noto Sans of each Indian script the product serves (Devanagari for Hindi and
 * Marathi, Bengali, Gujarati, Gurmukhi for Punjabi, Kannada, Malayalam, Tamil, Telugu), regular and
 * bold, all TTF from npm. The machine's own fonts are never read, so a server with no fonts installed
 * renders the same PDF as a developer's laptop.
 */

const require = createRequire(import.meta.url)

/** Each family's npm package and the file prefix of its TTFs. */
const FAMILIES = [
  { pkg: '@expo-google-fonts/noto-sans', file: 'NotoSans' },
  { pkg: '@expo-google-fonts/noto-sans-devanagari', file: 'NotoSansDevanagari' },
  { pkg: '@expo-google-fonts/noto-sans-bengali', file: 'NotoSansBengali' },
  { pkg: '@expo-google-fonts/noto-sans-gujarati', file: 'NotoSansGujarati' },
  { pkg: '@expo-google-fonts/noto-sans-gurmukhi', file: 'NotoSansGurmukhi' },
  { pkg: '@expo-google-fonts/noto-sans-kannada', file: 'NotoSansKannada' },
  { pkg: '@expo-google-fonts/noto-sans-malayalam', file: 'NotoSansMalayalam' },
  { pkg: '@expo-google-fonts/noto-sans-tamil', file: 'NotoSansTamil' },
  { pkg: '@expo-google-fonts/noto-sans-telugu', file: 'NotoSansTelugu' },
] as const

const WEIGHTS = ['400Regular', '700Bold'] as const

/** The family names templates list in `text(font: …)`, Latin first, then the scripts' fallbacks. */
export const TYPST_FONT_FAMILIES = [
  'Noto Sans',
  'Noto Sans Devanagari',
  'Noto Sans Bengali',
  'Noto Sans Gujarati',
  'Noto Sans Gurmukhi',
  'Noto Sans Kannada',
  'Noto Sans Malayalam',
  'Noto Sans Tamil',
  'Noto Sans Telugu',
] as const

/** Absolute paths of the TTF files, resolved from node_modules (the packages have no exports map). */
export function typstFontFiles(): string[] {
  return FAMILIES.flatMap(({ pkg, file }) => {
    const directory = path.dirname(require.resolve(`${pkg}/package.json`))
    return WEIGHTS.map((weight) => path.join(directory, weight, `${file}_${weight}.ttf`))
  })
}
