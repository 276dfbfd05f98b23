import { describe, expect, test } from 'vitest'
import { describeUserAgent } from './device-name.ts'

describe('describeUserAgent', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', 'Chrome', 'Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0', 'Edge', 'Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'macOS'],
  ])('%s → %s on %s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os })
  })

  test('no header, or one naming nothing we know, is unknown', () => {
    expect(describeUserAgent(null)).toBeNull()
    expect(describeUserAgent('curl/8.5.0')).toBeNull()
  })
})
