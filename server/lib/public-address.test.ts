import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { BoundedFetchError, fetchBounded } from './bounded-fetch.ts'
import { assertPublicUrl, isPublicAddress } from './public-address.ts'

describe('public addresses for URLs found in outside content', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.5', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['8.8.8.8', true],
    ['13.235.1.1', true],
    ['2606:4700::1111', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })

  it('refuses a loopback URL, and a public-looking redirect to one, before any request reaches it', async () => {
    let requests = 0
    const server = createServer((request, response) => {
      requests += 1
      response.writeHead(302, { location: 'http://127.0.0.1:1/secret' }).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      await expect(assertPublicUrl(new URL(`http://127.0.0.1:${port}/logo.png`))).rejects.toMatchObject({ kind: 'blocked' })
      await expect(
        fetchBounded(`http://localhost:${port}/logo.png`, { maxBytes: 1024, timeoutMs: 2_000, checkUrl: assertPublicUrl }),
      ).rejects.toBeInstanceOf(BoundedFetchError)
      expect(requests).toBe(0)
      // Without the check the redirect is followed as a source's own URL would be.
      let checked = 0
      await expect(
        fetchBounded(`http://127.0.0.1:${port}/logo.png`, {
          maxBytes: 1024,
          timeoutMs: 2_000,
          checkUrl: async (url) => {
            checked += 1
            if (url.port === '1') throw new BoundedFetchError('blocked', 'refused hop')
          },
        }),
      ).rejects.toMatchObject({ kind: 'blocked', message: 'refused hop' })
      expect(checked).toBe(2)
      expect(requests).toBe(1)
    } finally {
      server.close()
    }
  })
})
