/**
 * A small seeded random number generator (mulberry32), so the demo data is the same on every machine
 * and every run: same seed, same draws, same rows.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
}

/** The item at an index that is known to be in range; a miss is a bug, not a value. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`index ${index} is outside a list of ${items.length}`)
  return item
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1))
    },
    chance(probability) {
      return next() < probability
    },
    pick<T>(items: readonly T[]): T {
      return itemAt(items, Math.floor(next() * items.length))
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items]
      const take = Math.min(count, pool.length)
      for (let index = 0; index < take; index += 1) {
        const swap = index + Math.floor(next() * (pool.length - index))
        const current = itemAt(pool, index)
        pool[index] = itemAt(pool, swap)
        pool[swap] = current
      }
      return pool.slice(0, take)
    },
  }
}

/** Picks items in proportion to their weights, in O(log n) per draw. */
export interface WeightedPicker<T> {
  pick(random: Random): T
  readonly size: number
}

export function createWeightedPicker<T>(items: readonly T[], weightOf: (item: T) => number): WeightedPicker<T> {
  const cumulative: number[] = []
  let total = 0
  for (const item of items) {
    total += Math.max(0, weightOf(item))
    cumulative.push(total)
  }
  return {
    size: items.length,
    pick(random) {
      if (total <= 0) throw new Error('cannot pick from an empty or weightless list')
      const target = random.next() * total
      let low = 0
      let high = cumulative.length - 1
      while (low < high) {
        const middle = (low + high) >>> 1
        if (itemAt(cumulative, middle) > target) high = middle
        else low = middle + 1
      }
      return itemAt(items, low)
    },
  }
}
