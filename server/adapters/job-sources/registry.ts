import type { JobSourceKind } from '#core/jobs/job-source.schema.ts'
import type { ConnectorRegistry } from '#server/features/jobs/index.ts'
import { adzunaConnector } from './adzuna.ts'
import { ashbyConnector } from './ashby.ts'
import { greenhouseConnector } from './greenhouse.ts'
import { leverConnector } from './lever.ts'
import { SourceReadError, type JobConnector } from './port.ts'

/**
 * A kind whose connector this build does not have yet: its runs fail with a reason staff can read
 * on the admin screen, rather than the server refusing to start.
 */
function missingConnector<K extends JobSourceKind>(kind: K, name: string): JobConnector<K> {
  return {
    kind,
    // eslint-disable-next-line require-yield -- it reads nothing: every run of it fails at once.
    async *fetchPostings() {
      throw new SourceReadError(`This server has no ${name} connector yet`)
    },
  }
}

/** Every kind of job source and the connector that reads it (server/main.ts hands it to the ingestion service). */
export const connectorRegistry: ConnectorRegistry = {
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  ashby: ashbyConnector,
  adzuna: adzunaConnector,
  jsonld: missingConnector('jsonld', 'careers-page (JSON-LD)'),
  feed: missingConnector('feed', 'RSS/Atom/XML feed'),
  jsearch: missingConnector('jsearch', 'JSearch'),
}
