// The small part of autocannon's API the search benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface AutocannonRequest {
    method?: string
    path: string
    headers?: Record<string, string>
  }

  interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    requests?: AutocannonRequest[]
    timeout?: number
    /** Requests per second over all connections together. */
    overallRate?: number
  }

  interface Histogram {
    average: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    max: number
  }

  interface AutocannonResult {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }

  interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance
}
