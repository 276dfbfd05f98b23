import { describe, expect, it } from 'vitest'
import { parseCsv, readCsvTable } from './csv.ts'

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and records, CRLF and LF alike', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ])
  })

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,notes\r\n"Rao, Asha","Line one\r\nline ""two"""\r\n')).toEqual([
      ['name', 'notes'],
      ['Rao, Asha', 'Line one\r\nline "two"'],
    ])
  })

  it('keeps empty fields, including a last one, and drops empty lines', () => {
    expect(parseCsv('a,,c,\n\n"",x\n')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x'],
    ])
  })

  it('drops a byte-order mark and reads a file without a final line break', () => {
    expect(parseCsv('\uFEFFName\nPython')).toEqual([['Name'], ['Python']])
  })

  it('keeps a stray quote inside an unquoted field as a character', () => {
    expect(parseCsv('5" screen,b')).toEqual([['5" screen', 'b']])
  })

  it('reads Devanagari text as it is', () => {
    expect(parseCsv('Name\n"हिन्दी, मराठी"')).toEqual([['Name'], ['हिन्दी, मराठी']])
  })
})

describe('readCsvTable', () => {
  it('finds the header after LinkedIn’s notes and keys the rows by it', () => {
    const text = 'Notes:\n"When exporting, some fields may be empty"\n\nCompany Name,Title\nAcme,Engineer\n,\n'
    expect(readCsvTable(text, 'Company Name')).toEqual([{ 'Company Name': 'Acme', Title: 'Engineer' }])
  })

  it('answers no rows when the header is not there', () => {
    expect(readCsvTable('a,b\n1,2', 'Company Name')).toEqual([])
  })
})
