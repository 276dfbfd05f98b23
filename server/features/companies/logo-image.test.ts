import { expect, it } from 'vitest'
import { checkLogoImage } from './logo-image.ts'

const samples = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  ico: Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0, 0x30, 0, 0, 0, 0x16, 0, 0, 0]), Buffer.alloc(48)]),
  cursor: Buffer.concat([Buffer.from([0, 0, 2, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0, 0x30, 0, 0, 0, 0x16, 0, 0, 0]), Buffer.alloc(48)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  svgWithProlog: Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- logo -->\n<SVG\nxmlns="http://www.w3.org/2000/svg"/>'),
  html: Buffer.from('<!doctype html><title>logo.png</title>'),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  empty: Buffer.alloc(0),
}

it('accepts PNG, JPEG, GIF, WebP and ICO by their bytes, and refuses SVG, cursors, pages, documents and nothing', async () => {
  const results = Object.fromEntries(
    await Promise.all(Object.entries(samples).map(async ([name, bytes]) => [name, await checkLogoImage(bytes)])),
  )
  expect(results).toEqual({
    png: { ok: true, contentType: 'image/png' },
    gif: { ok: true, contentType: 'image/gif' },
    jpeg: { ok: true, contentType: 'image/jpeg' },
    webp: { ok: true, contentType: 'image/webp' },
    ico: { ok: true, contentType: 'image/x-icon' },
    cursor: { ok: false, reason: 'Not a PNG, JPEG, GIF, WebP or ICO image (image/x-icon)' },
    svg: { ok: false, reason: 'SVG logos are refused (an SVG can carry script)' },
    svgWithProlog: { ok: false, reason: 'SVG logos are refused (an SVG can carry script)' },
    html: { ok: false, reason: 'Not a PNG, JPEG, GIF, WebP or ICO image (unrecognised content)' },
    pdf: { ok: false, reason: 'Not a PNG, JPEG, GIF, WebP or ICO image (application/pdf)' },
    empty: { ok: false, reason: 'The answer was empty' },
  })
})
