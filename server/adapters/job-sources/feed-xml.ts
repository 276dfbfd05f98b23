import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser'
import { decodeCharacterReferences } from './character-references.ts'
import { SourceReadError } from './port.ts'

/**
 * XML from a job feed parsed into plain objects, safely. Only the five predefined entities and
 * numeric references are decoded: entities a DOCTYPE declares are never expanded (no "billion
 * laughs"), and an external one makes the parser refuse the document (nothing is ever fetched or
 * read from disk). CDATA is taken as text. Attributes are kept with an '@_' prefix, namespace
 * prefixes dropped (`content:encoded` is `encoded`, `dc:creator` is `creator`), and values stay
 * strings. A document that is not well-formed is refused whole, with where and why.
 */

export type XmlNode = string | XmlElement | XmlNode[]
export interface XmlElement {
  [name: string]: XmlNode
}

/** Decodes what XML itself defines and ignores every entity the document declares. */
const predefinedEntitiesOnly: EntityDecoderOptions = {
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  decode: decodeCharacterReferences,
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  entityDecoder: predefinedEntitiesOnly,
  maxNestedTags: 64,
})

export function parseXml(xml: string): XmlElement {
  if (xml.trim() === '') throw new SourceReadError('The feed is empty')
  const validation = XMLValidator.validate(xml)
  if (validation !== true) {
    const { msg, line, col } = validation.err
    // The validator leaves the column out for some errors (an empty document), whatever its types say.
    const place = Number.isInteger(col) ? `line ${line}, column ${col}` : `line ${line}`
    throw new SourceReadError(`The feed is not well-formed XML (${place}): ${msg}`)
  }
  let document: unknown
  try {
    document = parser.parse(xml)
  } catch (error) {
    throw new SourceReadError(`The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!isXmlElement(document)) throw new SourceReadError('The feed is empty')
  return document
}

export function isXmlElement(node: unknown): node is XmlElement {
  return typeof node === 'object' && node !== null && !Array.isArray(node)
}

/** One node or a list of them as a list (a repeated element is a list, a single one is not). */
function asNodes(node: XmlNode | undefined): XmlNode[] {
  if (node === undefined) return []
  return Array.isArray(node) ? node : [node]
}

/** The first child of `element` with one of `names` (compared without case), as a list of its occurrences. */
export function childNodes(element: XmlElement, ...names: string[]): XmlNode[] {
  const wanted = names.map((name) => name.toLowerCase())
  for (const name of wanted) {
    const key = Object.keys(element).find((candidate) => candidate.toLowerCase() === name)
    if (key !== undefined) return asNodes(element[key])
  }
  return []
}

/** The text of a node: its own text, or for an element with children (Atom's xhtml content) all the text inside it. */
export function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return ''
  if (typeof node === 'string') return node
  if (Array.isArray(node)) return node.map(textOf).join(' ')
  const own = node['#text']
  if (own !== undefined) return textOf(own)
  return Object.entries(node)
    .filter(([name]) => !name.startsWith('@_'))
    .map(([, child]) => textOf(child))
    .filter((text) => text !== '')
    .join(' ')
}

/** The first non-empty text among children named `names`, tried in that order; null when there is none. */
export function childText(element: XmlElement, ...names: string[]): string | null {
  for (const name of names) {
    for (const node of childNodes(element, name)) {
      const text = textOf(node).trim()
      if (text !== '') return text
    }
  }
  return null
}

export function attribute(node: XmlNode, name: string): string | null {
  if (!isXmlElement(node)) return null
  const value = node[`@_${name}`]
  return typeof value === 'string' ? value : null
}

/**
 * The encoding of an XML document that the HTTP answer did not name: its BOM or its declaration
 * (`<?xml version="1.0" encoding="ISO-8859-1"?>`), else UTF-8 as XML defaults to.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200))
  const declared = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]
  if (declared !== undefined) {
    try {
      return new TextDecoder(declared).decode(bytes)
    } catch {
      // An encoding no decoder knows: read it as UTF-8 rather than refuse the feed.
    }
  }
  return new TextDecoder('utf-8').decode(bytes)
}
