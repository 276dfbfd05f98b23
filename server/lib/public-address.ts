import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { BoundedFetchError } from './bounded-fetch.ts'

/**
 * Addresses a URL found in outside content (a logo link in a job feed) must not reach: loopback,
 * private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local
 * and unspecified addresses. A staff-declared source URL is trusted and not checked this way.
 * (The name is resolved here and again by fetch; a DNS answer that changes in between could still
 * reach a private address — the time-out and byte cap bound what that could do.)
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

export function isPublicAddress(address: string): boolean {
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is its IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1] !== undefined) return isPublicAddress(mapped[1])
  const family = isIP(address)
  if (family === 0) return false
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Throws BoundedFetchError('blocked') unless every address the URL's host resolves to is public. */
export async function assertPublicUrl(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) === 0 ? (await lookup(host, { all: true })).map((entry) => entry.address) : [host]
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new BoundedFetchError('blocked', `${url.hostname} is not a public address`)
  }
}
