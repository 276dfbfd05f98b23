import { expect, test } from 'vitest'
import { splitMessage } from './message-links.ts'

test('links to our own pages become links; other links and markup stay text', () => {
  expect(splitMessage('See [all 4 jobs](/?q=python&location=Bengaluru) now')).toEqual([
    { kind: 'text', text: 'See ' },
    { kind: 'link', text: 'all 4 jobs', href: '/?q=python&location=Bengaluru' },
    { kind: 'text', text: ' now' },
  ])
  expect(splitMessage('[evil](https://evil.example) [proto](//evil.example) [js](javascript:alert(1))')).toEqual([
    { kind: 'text', text: '[evil](https://evil.example) [proto](//evil.example) [js](javascript:alert(1))' },
  ])
})
