import { describe, expect, it, vi } from 'vitest'
import { loadShellMonitors } from './shell-monitors-host.tsx'

type MonitorsModule = typeof import('./shell-monitors.ts')

const monitorsModule = { startShellMonitors: () => () => undefined } as unknown as MonitorsModule
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("loading the shell's watchers after first paint", () => {
  it('tries again when the browser is back online instead of leaving an unhandled rejection', async () => {
    const target = new EventTarget() as unknown as Window
    const load = vi
      .fn<() => Promise<MonitorsModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(monitorsModule)
    const start = vi.fn()
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    try {
      loadShellMonitors(start, load, target)
      await settle()
      expect(start).not.toHaveBeenCalled()
      target.dispatchEvent(new Event('online'))
      await settle()
      expect(load).toHaveBeenCalledTimes(2)
      expect(start).toHaveBeenCalledWith(monitorsModule)
      expect(rejections).toEqual([])
    } finally {
      process.off('unhandledRejection', onRejection)
    }
  })

  it('starts nothing once the page has gone, even when the load ends later', async () => {
    const target = new EventTarget() as unknown as Window
    const start = vi.fn()
    const cancel = loadShellMonitors(start, () => Promise.resolve(monitorsModule), target)
    cancel()
    await settle()
    expect(start).not.toHaveBeenCalled()
  })
})
