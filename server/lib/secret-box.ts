import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets the product must read back (an IMAP password staff saved: decision 070), kept encrypted at
 * rest: AES-256-GCM under a key derived with HKDF-SHA256 from AUTH_SECRET and a purpose, so a copy of
 * the database alone does not give them away, and each purpose has its own key. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. A changed AUTH_SECRET makes what was sealed unreadable
 * (`open` answers null): it has to be entered again.
 */
export interface SecretBox {
  seal(plain: string): string
  open(sealed: string): string | null
}

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'jobyatra-secret-box', purpose, 32))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), encrypted]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, encrypted] = sealed.split('.')
      if (version !== 'v1' || iv === undefined || tag === undefined || encrypted === undefined) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
