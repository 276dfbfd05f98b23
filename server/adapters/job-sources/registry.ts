import { adzunaConnector } from './adzuna.ts'
import { ashbyConnector } from './ashby.ts'
import { feedConnector } from './feed.ts'
import { greenhouseConnector } from './greenhouse.ts'
import { jsearchConnector } from './jsearch.ts'
import { jsonLdConnector } from './jsonld.ts'
import { leverConnector } from './lever.ts'
import type { ConnectorRegistry } from './port.ts'

/** Every kind of source and the connector that reads it: the one place a new kind is registered. */
export const connectors: ConnectorRegistry = {
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  ashby: ashbyConnector,
  adzuna: adzunaConnector,
  jsonld: jsonLdConnector,
  feed: feedConnector,
  jsearch: jsearchConnector,
}
