import { describe, expect, it } from 'vitest'
import { isSameEmployer, normalizeEmployerName } from './employer-name.ts'

describe('normalizeEmployerName', () => {
  it.each([
    ['Google LLC', 'google'],
    ['Tata Consultancy Services Ltd.', 'tata consultancy services'],
    ['GOOGLE India Pvt. Ltd.', 'google india'],
    ['Larsen & Toubro Infotech', 'larsen and toubro infotech'],
    ['The Boston Consulting Group, Inc.', 'boston consulting group'],
    ['Société Générale', 'societe generale'],
    ['  ', ''],
  ])('normalises %j to %j', (name, expected) => {
    expect(normalizeEmployerName(name)).toBe(expected)
  })
})

describe('isSameEmployer', () => {
  it.each([
    ['google', 'google', true],
    ['google india', 'google', true],
    ['infosys technologies', 'infosys', true],
    ['amazon development centre india', 'amazon', true],
    ['oracle corporation', 'oracle', true],
    ['ibm india', 'ibm', true],
    ['apple leisure group', 'apple', false],
    ['wise group', 'wise', false],
    ['sky technologies', 'sky', false],
    ['googleplex catering', 'google', false],
    ['metallica', 'meta', false],
  ] as const)('%j is %j: %s', (name, known, expected) => {
    expect(isSameEmployer(name, known)).toBe(expected)
  })
})
