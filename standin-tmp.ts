import { startJobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'
import { writeFileSync } from 'node:fs'
const s = await startJobBoardsStandIn()
writeFileSync('/work/tmp/e2e-sources.json', JSON.stringify([{ kind: 'greenhouse', board: 'paysetu', baseUrl: s.baseUrl }, { kind: 'lever', company: 'kitelane', baseUrl: s.baseUrl }, { kind: 'ashby', board: 'quillbyte', baseUrl: s.baseUrl }, { kind: 'ashby', board: 'nope', baseUrl: s.baseUrl }]))
console.log(s.baseUrl)
setInterval(() => {}, 1000)
