import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './hono-env.ts'

export interface SecurityHeaderOptions {
  isDevelopment: boolean
  trustProxy: boolean
}

/**
 * The headers of DESIGN.md "Security": a strict nonce-based CSP, nosniff, frame-ancestors and HSTS when
 * the request arrived over HTTPS. The nonce is shared with the page renderer through c.get('cspNonce').
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64')
    c.set('cspNonce', nonce)
    await next()
    const headers = c.res.headers
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, options.isDevelopment))
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', 'camera=(), geolocation=(), payment=(self)')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    if (isHttps(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    }
  }
}

function contentSecurityPolicy(nonce: string, isDevelopment: boolean): string {
  const directives = [
    "default-src 'self'",
    // Vite's dev client needs eval-free module scripts only, but its HMR socket needs ws:.
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "media-src 'self'",
    isDevelopment ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ]
  return directives.join('; ')
}

function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(',')[0]?.trim() === 'https'
  return url.startsWith('https:')
}
