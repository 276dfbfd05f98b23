export { loadGuidePage, loadGuidesIndex } from './load-guides.server.ts'
