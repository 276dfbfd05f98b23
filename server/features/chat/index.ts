/** The AI career assistant (decision 066): other features reach it only through this file (to register knowledge sources). */
export type { ChatService } from './service.ts'
export type { KnowledgeEntry, KnowledgeSource } from './knowledge.ts'
