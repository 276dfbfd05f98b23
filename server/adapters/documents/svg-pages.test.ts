import { describe, expect, it } from 'vitest'
import { splitSvgPages } from './svg-pages.ts'

/**
 * The split of the compiler's SVG (decisions 048, 083) on a small document in its layout: two pages,
 * glyphs and a gradient defined once before them, the gradient painted on the first page only. The
 * renderer's test (typst-renderer.test.ts) holds every template's real pages to the same rules.
 */

const A = 'gg/Dm5yQ'
const B = 'gKcX+Tws'
const C = 'gKcX+T0g'
const GRADIENT = 'gFDmxOTMmXoEVmwdvblOSJM'
const STYLE = '<style type="text/css">.typst-text {\n  pointer-events: bounding-box;\n}\nsvg {\n  fill: none;\n}\n</style>'
const FILL = '<path class="typst-shape" d="M 0 0 L 0 841.8898 L 595.2756 841.8898 L 595.2756 0 Z " fill-rule="nonzero" fill="#fff" />'

const glyph = (id: string, d: string) => `<path id="${id}" class="outline_glyph" d="${d}"/>`

const SVG = [
  '<svg style="overflow: visible;" class="typst-doc" viewBox="0 0 596.000 1684.000" width="596.000" height="1684.000" data-width="596.000" data-height="1684.000" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml">',
  STYLE,
  `<defs class="glyph">${glyph(A, 'M 224 105 Q 215 70 201 29.5 Z ')}${glyph(B, 'M 28 206 L 28 330 Z ')}${glyph(C, 'M 54 70 Q 54 117 79.5 135.5 Z ')}</defs>`,
  `<defs class="clip-path"><linearGradient id="${GRADIENT}" spreadMethod="pad" gradientUnits="userSpaceOnUse" x1="0.000" y1="0.000" x2="1.000" y2="0.000"><stop offset="0.000%" stop-color="#0f766e"/><stop offset="0.787%" stop-color="#16766e"/></linearGradient></defs>`,
  '<style type="text/css"></style>',
  '<g class="typst-page" transform="translate(0, 0)" data-tid="puGuNyt55u/s8OpbN8M2RKQ" data-page-width="596" data-page-height="842">',
  '<g data-tid="guGuNyt55u/s8OpbN8M2RKQ" class="typst-group"><g transform="translate(0.000,0.000)" data-tid="pJy7Z27JdTgwAmmVLsu30fE"><g data-tid="gJy7Z27JdTgwAmmVLsu30fE">',
  FILL,
  '</g></g>',
  `<g transform="translate(0.000,0.000)" data-tid="p89JaRcxU"><g data-tid="g89JaRcxU"><linearGradient id="pf89JaRcxU" gradientTransform="scale(595.2756,14.173228)" href="#${GRADIENT}" xlink:href="#${GRADIENT}"></linearGradient><path class="typst-shape" d="M 0 0 L 0 14.173228 L 595.2756 14.173228 L 595.2756 0 Z " fill-rule="nonzero" fill="url(#pf89JaRcxU)" /></g></g>`,
  '<g transform="translate(48.189,42.520)" data-tid="pqasAJ60"><g data-tid="gqasAJ60" class="typst-text" fill="#1d4ed8" transform="scale(0.024,-0.024)">',
  `<use x="0" y="0" href="#${A}"/><use x="692" y="0" href="#${B}"/><use x="900" y="0" href="#gKcX+TwM"/><use x="1194" y="0" href="#${A}"/>`,
  '<g transform="scale(16,-16)"><foreignObject x="0" y="-66.81" width="286.44" height="62.50"><h5:div class="tsel" style="font-size: 62px">Asha &lt;Rao&gt;</h5:div></foreignObject></g>',
  '</g></g>',
  '<g transform="translate(0.000,0.000)" data-tid="pprWPrkf"><g data-tid="gprWPrkf"><a target="_blank" xlink:href="https://example.in/#g0"><rect class="pseudo-link" width="144.18" height="10.69"></rect></a></g></g>',
  '</g></g>',
  '<g class="typst-page" transform="translate(0, 842)" data-tid="pGwDiyFD" data-page-width="596" data-page-height="842">',
  `<g data-tid="gGwDiyFD" class="typst-group"><g data-tid="gJy7Z27JdTgwAmmVLsu30fE">${FILL}</g>`,
  '<g transform="translate(48.189,60.123)" data-tid="pQThOe3Q"><g data-tid="gQThOe3Q" class="typst-text" fill="#111827" transform="scale(0.0115,-0.0115)">',
  `<use x="0" y="0" href="#${C}"/><use x="549" y="12" href="#${B}"/>`,
  '</g></g>',
  '</g></g>',
  '</svg>',
].join('')

const HEADER =
  '<svg class="typst-doc" viewBox="0 0 595.2756 841.8898" width="595.2756" height="841.8898" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml"><style>svg{fill:none}</style>'

describe('splitSvgPages', () => {
  it('gives each page its own SVG: its glyphs numbered from _0, only the definitions it uses, no text layer, ids of the live renderer or spaces', () => {
    const [first, second, ...rest] = splitSvgPages(SVG, 2)
    expect(rest).toEqual([])
    expect(first).toBe(
      [
        HEADER,
        `<defs><path id="_0" d="M 224 105 Q 215 70 201 29.5 Z "/><path id="_1" d="M 28 206 L 28 330 Z "/>`,
        `<linearGradient id="${GRADIENT}" spreadMethod="pad" gradientUnits="userSpaceOnUse" x1="0.000" y1="0.000" x2="1.000" y2="0.000"><stop offset="0.000%" stop-color="#0f766e"/><stop offset="0.787%" stop-color="#16766e"/></linearGradient></defs>`,
        '<g><g class="typst-group"><g transform="translate(0.000,0.000)"><g>',
        FILL,
        '</g></g>',
        `<g transform="translate(0.000,0.000)"><g><linearGradient id="pf89JaRcxU" gradientTransform="scale(595.2756,14.173228)" href="#${GRADIENT}" xlink:href="#${GRADIENT}"></linearGradient><path class="typst-shape" d="M 0 0 L 0 14.173228 L 595.2756 14.173228 L 595.2756 0 Z " fill-rule="nonzero" fill="url(#pf89JaRcxU)" /></g></g>`,
        '<g transform="translate(48.189,42.520)"><g class="typst-text" fill="#1d4ed8" transform="scale(0.024,-0.024)">',
        '<use x="0" href="#_0"/><use x="692" href="#_1"/><use x="1194" href="#_0"/>',
        '<g transform="scale(16,-16)"></g>',
        '</g></g>',
        // A link's address is left as it is, fragment and all.
        '<g transform="translate(0.000,0.000)"><g><a target="_blank" xlink:href="https://example.in/#g0"><rect class="pseudo-link" width="144.18" height="10.69"></rect></a></g></g>',
        '</g></g></svg>',
      ].join(''),
    )
    expect(second).toBe(
      [
        HEADER,
        // The page's own glyph numbering, and its translation down the stacked pages dropped.
        `<defs><path id="_1" d="M 28 206 L 28 330 Z "/><path id="_0" d="M 54 70 Q 54 117 79.5 135.5 Z "/></defs>`,
        `<g><g class="typst-group"><g>${FILL}</g>`,
        '<g transform="translate(48.189,60.123)"><g class="typst-text" fill="#111827" transform="scale(0.0115,-0.0115)">',
        '<use x="0" href="#_0"/><use x="549" y="12" href="#_1"/>',
        '</g></g>',
        '</g></g></svg>',
      ].join(''),
    )
  })

  it('writes a glyph named by its own id as well, should a page draw it both ways', () => {
    const mixed = SVG.replace(
      `<use x="549" y="12" href="#${B}"/>`,
      `<use x="549" y="12" fill="#000" href="#${B}"/><use x="9" y="0" href="#${B}"/>`,
    )
    const second = splitSvgPages(mixed, 2)[1] ?? ''
    expect(second).toContain(`<path id="${B}" d="M 28 206 L 28 330 Z "/>`)
    expect(second).toContain('<path id="_1" d="M 28 206 L 28 330 Z "/>')
    expect(second).toContain(`<use x="549" y="12" fill="#000" href="#${B}"/><use x="9" href="#_1"/>`)
  })

  it('takes the page size from data-page-width and data-page-height when the page has no fill', () => {
    const unfilled = SVG.replaceAll(FILL, '')
    expect(splitSvgPages(unfilled, 2)[0]).toMatch(/^<svg class="typst-doc" viewBox="0 0 596 842" width="596" height="842" /)
  })

  it('refuses a layout it does not understand rather than guess at pages', () => {
    expect(() => splitSvgPages(SVG, 3)).toThrow(/2 pages found, 3 expected/)
    expect(() => splitSvgPages(SVG.replaceAll(FILL, '').replaceAll(' data-page-width="596"', ''), 2)).toThrow(/no data-page-width/)
  })
})
