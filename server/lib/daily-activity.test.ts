import { eq } from 'drizzle-orm'
import pino from 'pino'
import { expect, test } from 'vitest'
import { dailyActiveUsers, dailyCounts, user } from '#server/db/schema/index.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { activeDaysData, activityPlumbing, createDailyActivity, JOB_SEARCH_METRIC } from './daily-activity.ts'
import { rowsPerIndiaDay } from './daily-metrics.ts'

const logger = pino({ level: 'silent' })

describeOnDatabases('daily activity', (getHandle) => {
  async function addUser(id: string, createdAt = new Date()) {
    await getHandle()
      .db.insert(user)
      .values({ id, name: id, email: `${id}@example.com`, emailVerified: true, createdAt, updatedAt: createdAt })
  }

  test('counts and active people are written only on a flush, added across recorders, once per person and day', async () => {
    const { db } = getHandle()
    await addUser('active-1')
    await addUser('active-2')
    // 27 Nov 2026 23:59 in India: still the 27th there, although UTC is past 18:29.
    const clock = { now: new Date('2026-11-27T18:29:00Z') }
    const first = createDailyActivity({ db, logger, now: () => clock.now })
    const second = createDailyActivity({ db, logger, now: () => clock.now })
    first.count(JOB_SEARCH_METRIC)
    first.count(JOB_SEARCH_METRIC)
    second.count(JOB_SEARCH_METRIC)
    first.markActive('active-1')
    first.markActive('active-1')
    second.markActive('active-1')
    second.markActive('active-2')
    expect(await db.select().from(dailyCounts)).toEqual([])

    await first.flush()
    await second.flush()
    expect(await db.select().from(dailyCounts)).toEqual([{ day: '2026-11-27', metric: JOB_SEARCH_METRIC, count: 3 }])
    const active = await db.select().from(dailyActiveUsers).orderBy(dailyActiveUsers.userId)
    expect(active).toEqual([
      { day: '2026-11-27', userId: 'active-1' },
      { day: '2026-11-27', userId: 'active-2' },
    ])

    // A minute later it is the 28th in India: a new row, the 27th's untouched; a second flush adds nothing twice.
    clock.now = new Date('2026-11-27T18:30:00Z')
    first.count(JOB_SEARCH_METRIC)
    await first.flush()
    await first.flush()
    const counts = await db.select().from(dailyCounts).orderBy(dailyCounts.day)
    expect(counts.map((row) => [row.day, row.count])).toEqual([
      ['2026-11-27', 3],
      ['2026-11-28', 1],
    ])
  })

  test('a person erased before the flush is left out, and the others are still written', async () => {
    const { db } = getHandle()
    await addUser('stays')
    const recorder = createDailyActivity({ db, logger, now: () => new Date('2026-10-01T06:00:00Z') })
    recorder.markActive('stays')
    recorder.markActive('erased-before-flush')
    await recorder.flush()
    const rows = await db.select().from(dailyActiveUsers).where(eq(dailyActiveUsers.day, '2026-10-01'))
    expect(rows).toEqual([{ day: '2026-10-01', userId: 'stays' }])
    // "Download my data" lists the days; erasure removes them.
    const person = { userId: 'stays', email: 'stays@example.com', phoneNumber: null }
    expect(await activeDaysData.export(db, person)).toEqual(expect.arrayContaining([{ day: '2026-10-01' }]))
    await activeDaysData.erase(db, person)
    expect(await db.select().from(dailyActiveUsers).where(eq(dailyActiveUsers.userId, 'stays'))).toEqual([])
  })

  test('the metrics read per India day: searches, active people, and rows counted by the India day of a timestamp', async () => {
    const { db } = getHandle()
    await addUser('metric-a', new Date('2026-09-10T18:29:59Z'))
    await addUser('metric-b', new Date('2026-09-10T18:30:00Z'))
    const recorder = createDailyActivity({ db, logger, now: () => new Date('2026-09-10T10:00:00Z') })
    recorder.count(JOB_SEARCH_METRIC)
    recorder.markActive('metric-a')
    await recorder.flush()
    const range = { from: '2026-09-10', to: '2026-09-11' }
    const metrics = new Map((activityPlumbing.metrics ?? []).map((metric) => [metric.key, metric]))
    expect(await metrics.get('searches')?.daily(db, range)).toEqual([{ day: '2026-09-10', count: 1 }])
    expect(await metrics.get('activeUsers')?.daily(db, range)).toEqual([{ day: '2026-09-10', count: 1 }])
    const signUps = await rowsPerIndiaDay('signUps', user, user.createdAt).daily(db, range)
    expect([...signUps].sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: '2026-09-10', count: 1 },
      { day: '2026-09-11', count: 1 },
    ])
    expect(await rowsPerIndiaDay('signUps', user, user.createdAt).daily(db, { from: '2026-09-12', to: '2026-09-12' })).toEqual([])
  })
})
