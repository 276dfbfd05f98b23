import { describe, expect, it } from 'vitest'
import { splitSvgPages } from './svg-pages.ts'

/**
 * The split of the compiler's plain SVG (decisions 048, 081) on a small document in its layout: two
 * pages, glyphs defined once at the end, a gradient painted on the first page only. The renderer's
 * test (typst-renderer.test.ts) holds every template's real pages to the same rules.
 */

const A = 'g62012C9FAFFD596DA874950CCB273A4D'
const B = 'gA874AB2DBF697C15A872B0A9D6579458'
const C = 'g20D3DE78F0374F939C08F31B0878801'
const BAND = 'g25E613C311925020DBDFED97546024B0'
const GRADIENT = 'f759DEED035091064D75A27F357F7F397'

const PLAIN = [
  '<svg class="typst-doc" viewBox="0 0 595.2755905511812 1683.7795275590552" width="595.2755905511812pt" height="1683.7795275590552pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml">',
  '    <path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0v 841.8898 h 595.2756 v -841.8898 Z "/>',
  '    <g>',
  '        <g class="typst-group">',
  `            <path class="typst-shape" fill="url(#${BAND})" fill-rule="nonzero" d="M 0 0v 14.173228 h 595.2756 v -14.173228 Z "/>`,
  '        </g>',
  '        <g class="typst-group" transform="matrix(1 0 0 1 48.188976377952756 42.51968503937008)">',
  '            <g class="typst-text" transform="matrix(1 0 0 -1 0 25.656)">',
  `                <use xlink:href="#${A}" x="0" y="0" fill="#1d4ed8" fill-rule="nonzero"/>`,
  `                <use xlink:href="#${B}" x="16.608" y="0" fill="#1d4ed8" fill-rule="nonzero"/>`,
  `                <use xlink:href="#${A}" x="28.656999999999996" y="0" fill="#1d4ed8" fill-rule="nonzero"/>`,
  '            </g>',
  '            <a href="https://example.in/a.12345/g0123456789ABCDEFx" xlink:href="https://example.in/a.12345/g0123456789ABCDEFx">',
  '                <rect width="144.18000000000001" height="10.69" fill="transparent" stroke="none"/>',
  '            </a>',
  '        </g>',
  '    </g>',
  '    <path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0v 841.8898 h 595.2756 v -841.8898 Z "/>',
  '    <g transform="matrix(1 0 0 1 0 841.8897637795276)">',
  '        <g class="typst-text" transform="matrix(1 0 0 -1 48.188976377952756 60.123456)">',
  `            <use xlink:href="#${C}" x="0" y="0" fill="#111827" fill-rule="evenodd"/>`,
  `            <use xlink:href="#${B}" x="7.5049999" y="0" fill="#111827" fill-rule="nonzero"/>`,
  '        </g>',
  '    </g>',
  '    <defs id="glyph">',
  `        <symbol id="${A}" overflow="visible">`,
  '            <path d="M 0 0m 12.648 0 l -1.3199997 4.032 h -6.048 Z "/>',
  '        </symbol>',
  `        <symbol id="${B}" overflow="visible">`,
  '            <path d="M 0 0m 11.04 3.864 q 0 -1.2480001 -0.5880003 -2.172 Z "/>',
  '        </symbol>',
  `        <symbol id="${C}" overflow="visible">`,
  '            <path d="M 0 0m 5.376 14.568 l 0.19199991 0.43200016 Z "/>',
  '        </symbol>',
  '    </defs>',
  '    <defs id="gradients">',
  `        <linearGradient id="${GRADIENT}" spreadMethod="pad" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1" y2="0">`,
  '            <stop offset="0%" stop-color="#0f766e"/>',
  '            <stop offset="0.79123%" stop-color="#16766e"/>',
  '        </linearGradient>',
  '    </defs>',
  '    <defs id="gradient-refs">',
  `        <linearGradient gradientTransform="matrix(595.2755905511812 0 0 14.173228346456693 0 0)" id="${BAND}" href="#${GRADIENT}" xlink:href="#${GRADIENT}"/>`,
  '    </defs>',
  '</svg>',
  '',
].join('\n')

const HEADER =
  '<svg class="typst-doc" viewBox="0 0 595.2755905511812 841.8897637795276" width="595.2755905511812pt" height="841.8897637795276pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'

describe('splitSvgPages', () => {
  it('gives each page its own SVG: compacted, its glyphs numbered from g0, with only the glyphs and gradients it uses', () => {
    const [first, second, ...rest] = splitSvgPages(PLAIN, 2)
    expect(rest).toEqual([])
    expect(first).toBe(
      [
        HEADER,
        '<path class="typst-shape" fill="#ffffff" d="M 0 0v 841.88 h 595.27 v -841.88 Z "/>',
        '<g>',
        '<g class="typst-group">',
        '<path class="typst-shape" fill="url(#g0)" d="M 0 0v 14.17 h 595.27 v -14.17 Z "/>',
        '</g>',
        '<g class="typst-group" transform="matrix(1 0 0 1 48.18 42.51)">',
        '<g class="typst-text" transform="matrix(1 0 0 -1 0 25.65)">',
        '<use xlink:href="#g1" x="0" y="0" fill="#1d4ed8"/>',
        '<use xlink:href="#g2" x="16.60" y="0" fill="#1d4ed8"/>',
        '<use xlink:href="#g1" x="28.65" y="0" fill="#1d4ed8"/>',
        '</g>',
        // A link's address is left as it is, digits and glyph-like runs and all.
        '<a href="https://example.in/a.12345/g0123456789ABCDEFx" xlink:href="https://example.in/a.12345/g0123456789ABCDEFx">',
        '<rect width="144.18000000000001" height="10.69" fill="transparent" stroke="none"/>',
        '</a>',
        '</g>',
        '</g>',
        '<defs>',
        '<symbol id="g1" overflow="visible">',
        '<path d="M 0 0m 12.64 0 l -1.31 4.03 h -6.04 Z "/>',
        '</symbol>',
        '<symbol id="g2" overflow="visible">',
        '<path d="M 0 0m 11.04 3.86 q 0 -1.24 -0.58 -2.17 Z "/>',
        '</symbol>',
        `<linearGradient id="${GRADIENT}" spreadMethod="pad" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1" y2="0">`,
        '<stop offset="0%" stop-color="#0f766e"/>',
        '<stop offset="0.79123%" stop-color="#16766e"/>',
        '</linearGradient>',
        `<linearGradient gradientTransform="matrix(595.2755905511812 0 0 14.173228346456693 0 0)" id="g0" href="#${GRADIENT}" xlink:href="#${GRADIENT}"/>`,
        '</defs>',
        '</svg>',
      ].join('\n'),
    )
    expect(second).toBe(
      [
        HEADER,
        '<path class="typst-shape" fill="#ffffff" d="M 0 0v 841.88 h 595.27 v -841.88 Z "/>',
        // The page's own translation down the stacked pages is dropped.
        '<g>',
        '<g class="typst-text" transform="matrix(1 0 0 -1 48.18 60.12)">',
        '<use xlink:href="#g0" x="0" y="0" fill="#111827" fill-rule="evenodd"/>',
        '<use xlink:href="#g1" x="7.50" y="0" fill="#111827"/>',
        '</g>',
        '</g>',
        '<defs>',
        '<symbol id="g1" overflow="visible">',
        '<path d="M 0 0m 11.04 3.86 q 0 -1.24 -0.58 -2.17 Z "/>',
        '</symbol>',
        '<symbol id="g0" overflow="visible">',
        '<path d="M 0 0m 5.37 14.56 l 0.19 0.43 Z "/>',
        '</symbol>',
        '</defs>',
        '</svg>',
      ].join('\n'),
    )
  })

  it('refuses a layout it does not understand rather than guess at pages', () => {
    expect(() => splitSvgPages(PLAIN, 3)).toThrow(/2 pages found, 3 expected/)
    expect(() => splitSvgPages('<svg>\n</svg>\n', 1)).toThrow(/no viewBox/)
  })

  it('splits a document without glyphs or gradients', () => {
    const plain = [
      '<svg class="typst-doc" viewBox="0 0 100 200" width="100pt" height="200pt" xmlns="http://www.w3.org/2000/svg">',
      '    <path class="typst-shape" fill="#ffffff" fill-rule="nonzero" d="M 0 0v 100 h 100 v -100 Z "/>',
      '    <g>',
      '    </g>',
      '</svg>',
    ].join('\n')
    expect(splitSvgPages(plain, 1)).toEqual([
      [
        '<svg class="typst-doc" viewBox="0 0 100 200" width="100pt" height="200pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">',
        '<path class="typst-shape" fill="#ffffff" d="M 0 0v 100 h 100 v -100 Z "/>',
        '<g>',
        '</g>',
        '<defs>',
        '</defs>',
        '</svg>',
      ].join('\n'),
    ])
  })
})
