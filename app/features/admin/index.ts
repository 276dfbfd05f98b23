/**
 * What other features' admin screens use (their route modules call the staff gate of index.server.ts):
 * the frame of every admin page and its meta, its table, and the per-day period picker and bars.
 */
export { AdminPage } from './components/admin-page.tsx'
export { AdminTable, cellClasses } from './components/admin-table.tsx'
export { DailyBars, PeriodPicker } from './components/daily-charts.tsx'
export { adminMeta } from './admin-meta.ts'
