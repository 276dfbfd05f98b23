/** What Apply does, loaded on the press through apply-flow-entry.ts, so the pages with Apply buttons carry one chunk name for it. */
export const loadApplyFlow = () => import('./apply-flow-entry.ts').then((entry) => entry.loadFlow())
