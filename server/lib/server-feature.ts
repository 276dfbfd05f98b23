import type { OpenAPIHono } from '@hono/zod-openapi'
import type { BackgroundJob } from '#server/jobs/job-definition.ts'
import type { DashboardMetricKey } from '#core/admin/dashboard.ts'
import type { Database } from '#server/db/client.ts'
import type { AppEnv } from './hono-env.ts'
import type { PersonalData } from './personal-data.ts'

/**
 * A feature registers itself on the server (CONVENTIONS.md §12, decision 038): one declaration, in
 * the feature's `feature.ts`, of everything the rest of the server needs to know about it. Its
 * services, built once from the shared dependencies and the services of features registered before
 * it; its API routers and their paths under /api; what it holds about a person, for export and
 * erasure; its background jobs; and what it does once at start-up before the jobs' workers run.
 * `server/services.ts` lists each feature in one line, and everything else is read from there.
 *
 * The function members name, by their parameter types, the part of the dependencies and services they
 * use (`(deps: { database: DatabaseHandle }, needs: { jobs: JobsService }) => …`), so a feature never
 * imports the registry, and the compiler refuses a registration whose needs nothing provides.
 */
export interface ServerFeature {
  /** The feature's folder name, for errors and logs. */
  name: string
  /** Builds the feature's services; their keys are the names loaders and routers read (`context.services.favorites`). */
  services: (deps: never, needs: never, registry: RegistryFacts) => object
  api?: ReadonlyArray<{ path: string; create: (services: never) => OpenAPIHono<AppEnv> }>
  personalData?: readonly PersonalData[]
  jobs?: ReadonlyArray<BackgroundJob<never, unknown>>
  /** Its lines on the staff dashboard (/admin/dashboard reads every feature's). */
  metrics?: readonly AdminMetric[]
  /** What it publishes for search engines: /sitemap.xml reads every feature's sources (issue 23). */
  sitemaps?: ReadonlyArray<SitemapSource<never>>
  /** Runs once the app answers and before the jobs' workers start (ingestion puts its schedules in step). */
  start?: (services: never) => Promise<void>
  /** Runs at shutdown, once no request is in flight and before the database closes: ends what `start` began. */
  stop?: (services: never) => Promise<void>
}

/** One URL of the sitemap: a path under the public URL, and when its content last changed. */
export interface SitemapEntry {
  path: string
  lastModified: Date | null
}

/**
 * A feature's part of the sitemap, read a page at a time (a source may hold more than one sitemap
 * file's 50,000 URLs): its size first, then its entries in a stable order. A job that has expired, a
 * post not yet published and anything else a visitor would not be shown is left out.
 */
export interface SitemapSource<Services> {
  /** Stable and URL-safe: names the source's sitemap files. */
  name: string
  count: (services: Services) => Promise<number>
  list: (services: Services, page: { offset: number; limit: number }) => Promise<readonly SitemapEntry[]>
}

/** One line of the staff dashboard (issue 24): how many times something happened on each India day. */
export interface AdminMetric {
  /** One of core/admin/dashboard.ts's keys: the dashboard names it in English and Hindi. */
  key: DashboardMetricKey
  /** The count of each India day from `from` to `to` (YYYY-MM-DD, both included); a day with none may be left out. */
  daily: (db: Database, range: { from: string; to: string }) => Promise<ReadonlyArray<{ day: string; count: number }>>
}

/** A sitemap source given its feature's services: what /sitemap.xml reads (server/features/seo). */
export interface BoundSitemapSource {
  name: string
  count: () => Promise<number>
  list: (page: { offset: number; limit: number }) => Promise<readonly SitemapEntry[]>
}

/**
 * What the whole registry knows, handed to every feature's `services`: the account feature walks
 * every `personalData`, the admin dashboard every `metrics`.
 */
export interface RegistryFacts {
  personalData: readonly PersonalData[]
  metrics: readonly AdminMetric[]
}

/** Keeps the declaration's exact type (its routers' and jobs' needs), checked against the shape. */
export function defineServerFeature<const Feature extends ServerFeature>(feature: Feature): Feature {
  return feature
}

type Build<Deps, Built> = (deps: Deps, facts: RegistryFacts) => Built

/**
 * The server's features in registration order. Each `add` is typed against what the features before
 * it provide: a feature whose `services` need a service registered later, or a dependency `Deps`
 * lacks, does not compile.
 */
export interface FeatureRegistry<Deps, Built extends object, Features extends readonly ServerFeature[]> {
  readonly features: Features
  add<Provided extends object, Feature extends ServerFeature>(
    feature: Feature & { services: (deps: Deps, needs: Built, registry: RegistryFacts) => Provided },
  ): FeatureRegistry<Deps, Built & Provided, readonly [...Features, Feature]>
  /** Every feature's services, built once in registration order. */
  buildServices(deps: Deps): Built
  /** Every feature's personal-data declarations, in registration order. */
  readonly personalData: readonly PersonalData[]
  /** Every feature's dashboard metrics, in registration order. */
  readonly metrics: readonly AdminMetric[]
  readonly jobs: ReadonlyArray<BackgroundJob<never, unknown>>
  /** Every feature's sitemap sources, in registration order (server/services.ts binds them to the services). */
  readonly sitemaps: ReadonlyArray<SitemapSource<never>>
}

export function createFeatureRegistry<Deps>(): FeatureRegistry<Deps, Record<never, never>, readonly []> {
  return registryOf<Deps, Record<never, never>, readonly []>([], () => ({}))
}

function registryOf<Deps, Built extends object, Features extends readonly ServerFeature[]>(
  features: Features,
  build: Build<Deps, Built>,
): FeatureRegistry<Deps, Built, Features> {
  const personalData = features.flatMap((feature) => feature.personalData ?? [])
  const metrics = features.flatMap((feature) => feature.metrics ?? [])
  return {
    features,
    personalData,
    metrics,
    jobs: features.flatMap((feature) => feature.jobs ?? []),
    sitemaps: features.flatMap((feature) => feature.sitemaps ?? []),
    add(feature) {
      return registryOf([...features, feature] as const, (deps, facts) => {
        const built = build(deps, facts)
        const provided = feature.services(deps, built, facts)
        for (const key of Object.keys(provided)) {
          if (key in built)
            throw new Error(`feature "${feature.name}" provides the service "${key}", which another feature already provides`)
        }
        return { ...built, ...provided }
      })
    },
    buildServices: (deps) => build(deps, { personalData, metrics }),
  }
}
