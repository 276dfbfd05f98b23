import { describe, expect, it } from 'vitest'
import {
  applyCorrections,
  cleanSearchText,
  countEdits,
  extractWords,
  findBarePlaceSplits,
  findCloseByEdits,
  findLocationSplits,
  isCorrectable,
  MAX_ANALYSED_WORDS,
  splitQueryPieces,
  translateHindiPlace,
  translateHindiPrefix,
  translateHindiTerms,
  trigramSimilarity,
} from './search-query.ts'

describe('search text', () => {
  it('removes control characters and collapses whitespace', () => {
    expect(cleanSearchText('  java\u0000 \t developer\n')).toBe('java developer')
    expect(cleanSearchText('ｊａｖａ')).toBe('java')
  })

  it('extracts distinct lower-case words of any script, at most MAX_ANALYSED_WORDS', () => {
    expect(extractWords("Node.js & C++ developer's")).toEqual(['node', 'js', 'c', 'developer', 's'])
    expect(extractWords('सॉफ्टवेयर इंजीनियर')).toEqual(['सॉफ्टवेयर', 'इंजीनियर'])
    expect(extractWords("'; drop -- %_\\")).toEqual(['drop'])
    const many = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ')
    expect(extractWords(many)).toHaveLength(MAX_ANALYSED_WORDS)
  })

  it('corrects only long enough Latin words', () => {
    expect(isCorrectable('sofware')).toBe(true)
    expect(isCorrectable('sql')).toBe(false)
    expect(isCorrectable('python3')).toBe(false)
    expect(isCorrectable('इंजीनियर')).toBe(false)
  })

  it('applies corrections word by word and keeps the rest as typed', () => {
    const corrections = new Map([
      ['sofware', 'software'],
      ['enginer', 'engineer'],
    ])
    expect(applyCorrections('Sofware Enginer (node.js)', corrections)).toBe('software engineer (node.js)')
    expect(applyCorrections('java', new Map())).toBe('java')
  })

  it('splits pieces for the any-word fallback', () => {
    expect(splitQueryPieces(' nurse   astronaut ')).toEqual(['nurse', 'astronaut'])
  })
})

describe('"X in Y"', () => {
  it('offers the last " in " as a split, and both Hindi orders', () => {
    expect(findLocationSplits('software engineer in pune')).toEqual([{ query: 'software engineer', location: 'pune' }])
    expect(findLocationSplits('engineer in test in Bangalore')).toEqual([{ query: 'engineer in test', location: 'Bangalore' }])
    expect(findLocationSplits('in pune')).toEqual([])
    expect(findLocationSplits('java developer')).toEqual([])
    expect(findLocationSplits('पुणे में डेटा एनालिस्ट')).toEqual([
      { query: 'डेटा एनालिस्ट', location: 'पुणे' },
      { query: 'पुणे', location: 'डेटा एनालिस्ट' },
    ])
  })
})

describe('Hindi', () => {
  it('translates known job words and drops the ones meaning "job"', () => {
    expect(translateHindiTerms('सॉफ्टवेयर इंजीनियर')).toBe('software engineer')
    expect(translateHindiTerms('डेटा एनालिस्ट नौकरी')).toBe('data analyst')
    expect(translateHindiTerms('अज्ञात शब्द')).toBe('अज्ञात शब्द')
    expect(translateHindiTerms('java developer')).toBe('java developer')
  })

  it('reads a Hindi word still being typed as the known word it begins, for suggestions', () => {
    expect(translateHindiPrefix('सॉफ्ट')).toBe('software')
    expect(translateHindiPrefix('डेट')).toBe('data')
    expect(translateHindiPrefix('सॉफ्टवेयर इंजी')).toBe('software engineer')
    // Whole words translate as before; one letter, unknown starts and Latin text are left as typed.
    expect(translateHindiPrefix('डेटा एनालिस्ट')).toBe('data analyst')
    expect(translateHindiPrefix('स')).toBe('स')
    expect(translateHindiPrefix('ज़्ज़')).toBe('ज़्ज़')
    expect(translateHindiPrefix('soft')).toBe('soft')
  })

  it('translates place names', () => {
    expect(translateHindiPlace('बेंगलुरु')).toBe('bengaluru')
    expect(translateHindiPlace('नई दिल्ली')).toBe('new delhi')
    expect(translateHindiPlace('Pune')).toBe('Pune')
  })
})

describe('trigram similarity', () => {
  it('matches pg_trgm for single words', () => {
    // pg_trgm: similarity('software', 'sofware') = 0.54545456
    expect(trigramSimilarity('software', 'sofware')).toBeCloseTo(6 / 11, 5)
    expect(trigramSimilarity('bangalore', 'bangalore')).toBe(1)
    expect(trigramSimilarity('pune', 'london')).toBe(0)
  })
})

describe('a place without "in"', () => {
  it('offers the last or first one or two words as the place, never a two-letter word', () => {
    expect(findBarePlaceSplits('java developer pune')).toEqual([
      { query: 'java', location: 'developer pune' },
      { query: 'pune', location: 'java developer' },
      { query: 'java developer', location: 'pune' },
      { query: 'developer pune', location: 'java' },
    ])
    expect(findBarePlaceSplits('accountant')).toEqual([])
    expect(findBarePlaceSplits('nurse ca')).toEqual([{ query: 'ca', location: 'nurse' }])
  })
})

describe('corrections by edit distance', () => {
  const vocabulary = [
    { word: 'python', frequency: 40 },
    { word: 'pithon', frequency: 1 },
    { word: 'engineer', frequency: 90 },
    { word: 'designer', frequency: 30 },
  ]

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(countEdits('pyhton', 'python', 2)).toBe(1)
    expect(countEdits('enginneer', 'engineer', 2)).toBe(1)
    expect(countEdits('abc', 'xyz', 1)).toBe(2)
  })

  it('corrects to the most frequent close word with the same first letter', () => {
    expect(findCloseByEdits('pyhton', vocabulary)).toBe('python')
    expect(findCloseByEdits('enginneer', vocabulary)).toBe('engineer')
    expect(findCloseByEdits('ython', vocabulary)).toBeNull()
    expect(findCloseByEdits('plumber', vocabulary)).toBeNull()
  })
})
