import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATA_DIR).toBe('./data')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SEED_JOBS).toBe(5000)
    expect(config.PUBLIC_URL).toBe('http://localhost:3000')
    // Nothing reads a job search provider yet (issue 6), so there is no variable for one.
    expect(config).not.toHaveProperty('JOB_SEARCH_PROVIDER')
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('lists every bad variable at once, without echoing values', () => {
    let caught: unknown
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://user:secret@db/app', LOG_LEVEL: 'loud', SEED_JOBS: '-1' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const error = caught as ConfigError
    expect(error.issues.map((issue) => issue.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SEED_JOBS'])
    expect(error.message).not.toContain('secret')
  })

  it('derives PUBLIC_URL from PORT unless given', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://jobyatra.in' }).PUBLIC_URL).toBe('https://jobyatra.in')
  })

  it('reads booleans only from true/false/1/0', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError)
  })
})
