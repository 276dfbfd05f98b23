import type { Config } from '#server/config.ts'
import { adzunaConnector } from './adzuna.ts'
import { ashbyConnector } from './ashby.ts'
import { feedConnector } from './feed.ts'
import { greenhouseConnector } from './greenhouse.ts'
import { jsearchConnector } from './jsearch.ts'
import { jsonLdConnector } from './jsonld.ts'
import { leverConnector } from './lever.ts'
import type { ConnectorRegistry, ProviderCredentials } from './port.ts'

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

/** The providers' credentials from the configuration; a provider without them is null (its sources fail, saying which variables to set). */
export function providerCredentialsFrom(config: Config): ProviderCredentials {
  return {
    jsearch: config.JSEARCH_API_KEY ? { apiKey: config.JSEARCH_API_KEY, host: config.JSEARCH_HOST } : null,
    adzuna: config.ADZUNA_APP_ID && config.ADZUNA_APP_KEY ? { appId: config.ADZUNA_APP_ID, appKey: config.ADZUNA_APP_KEY } : null,
  }
}
