import { expect, test } from 'vitest'
import type { PersonalData } from './personal-data.ts'
import { createFeatureRegistry, defineServerFeature } from './server-feature.ts'

/** The registry of server/services.ts: build order, what every feature is handed, and refusals. */

const noData = async () => null
const noErase = async () => undefined

function part(key: string): PersonalData {
  return { key, tables: [], export: noData, erase: noErase }
}

const clock = defineServerFeature({
  name: 'clock',
  services: (deps: { startedAt: number }) => ({ clock: { startedAt: deps.startedAt } }),
  personalData: [part('clockParts')],
})

const greeter = defineServerFeature({
  name: 'greeter',
  services: (_deps: unknown, needs: { clock: { startedAt: number } }, registry) => ({
    greeter: { greet: () => `started at ${needs.clock.startedAt}; ${registry.personalData.map((data) => data.key).join(', ')}` },
  }),
  personalData: [part('greetings')],
})

test('builds each feature once, in order, with the services above it and every feature’s personal data', () => {
  const registry = createFeatureRegistry<{ startedAt: number }>().add(clock).add(greeter)
  const services = registry.buildServices({ startedAt: 42 })
  expect(services.greeter.greet()).toBe('started at 42; clockParts, greetings')
  expect(registry.personalData.map((data) => data.key)).toEqual(['clockParts', 'greetings'])
  expect(registry.features.map((feature) => feature.name)).toEqual(['clock', 'greeter'])
})

test('refuses two features that provide the same service', () => {
  const registry = createFeatureRegistry<{ startedAt: number }>()
    .add(clock)
    .add(defineServerFeature({ ...clock, name: 'second-clock' }))
  expect(() => registry.buildServices({ startedAt: 1 })).toThrow(
    'feature "second-clock" provides the service "clock", which another feature already provides',
  )
})
