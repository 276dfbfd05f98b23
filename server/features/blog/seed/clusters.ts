import type { SeedCluster } from './seed-types.ts'

/** The six topics of the starting content (issue 23). */
export const seedClusters: readonly SeedCluster[] = [
  {
    slug: 'resume',
    name: 'Resume',
    description: 'Resumes that recruiters in India and abroad read to the end: structure, wording, ATS and formats.',
  },
  { slug: 'interviews', name: 'Interviews', description: 'Preparing for HR, technical and managerial rounds, online and in person.' },
  {
    slug: 'salaries-and-negotiation',
    name: 'Salaries and negotiation',
    description: 'CTC, in-hand pay, hikes, notice periods and how to ask for more without losing the offer.',
  },
  {
    slug: 'working-abroad-and-visas',
    name: 'Working abroad and visas',
    description: 'Work visas and routes Indians use: H-1B, UK Skilled Worker, Canada Express Entry, Germany and the Gulf.',
  },
  {
    slug: 'government-jobs',
    name: 'Government jobs',
    description: 'UPSC, SSC, banking, railway and state exams: how they work and how to prepare while you work or study.',
  },
  {
    slug: 'career-change',
    name: 'Career change',
    description: 'Moving into a new field or role: skills, timing, money and telling the story in interviews.',
  },
]
