import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers'
import type { AppEnv } from './hono-env.ts'

export interface SecurityHeaderOptions {
  isDevelopment: boolean
  trustProxy: boolean
}

const HSTS = 'max-age=63072000; includeSubDomains'

type SecureHeadersSettings = NonNullable<Parameters<typeof secureHeaders>[0]>

/**
 * A fresh nonce for each request's script-src, kept as c.get('cspNonce'): the page renderer puts the
 * same value on the scripts it writes.
 */
const shareNonce: ContentSecurityPolicyOptionHandler = (c) => {
  const nonce = randomBytes(16).toString('base64')
  c.set('cspNonce', nonce)
  return `'nonce-${nonce}'`
}

/**
 * The headers of DESIGN.md "Security", set by hono/secure-headers: a strict nonce-based CSP, nosniff,
 * frame-ancestors, and HSTS when the request arrived over HTTPS (X-Forwarded-Proto counts only behind a
 * trusted proxy). Hono's other defaults (CORP, Origin-Agent-Cluster, X-DNS-Prefetch-Control …) stay off:
 * this keeps the set of headers the site has always sent.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const headers: SecureHeadersSettings = {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Razorpay's checkout.js, loaded on the upgrade press only, opens its checkout in a frame of its own
      // and reports to its own hosts (decision 051).
      scriptSrc: ["'self'", shareNonce, 'https://checkout.razorpay.com'],
      frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'"],
      // Vite's HMR socket in development needs ws:.
      connectSrc: options.isDevelopment
        ? ["'self'", 'ws:', 'wss:', 'https://lumberjack.razorpay.com']
        : ["'self'", 'https://lumberjack.razorpay.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    xContentTypeOptions: true,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], geolocation: [], payment: ['self'] },
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // A response that sets one of these itself keeps it: a stored logo's CSP is stricter than a page's.
    overwrite: false,
  }
  const overHttps = secureHeaders({ ...headers, strictTransportSecurity: HSTS })
  const overHttp = secureHeaders({ ...headers, strictTransportSecurity: false })
  return async (c, next) => {
    const isSecure = isHttps(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy)
    await (isSecure ? overHttps : overHttp)(c, next)
  }
}

function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(',')[0]?.trim() === 'https'
  return url.startsWith('https:')
}
