import { describe, expect, it } from 'vitest'
import { resumeDocumentSchema } from '#core/resume/resume-document.schema.ts'
import { matchedSkills, mentions, type JobFacts } from './job-keywords.ts'
import { tailorResume } from './tailor-resume.ts'

const job: JobFacts = {
  jobId: 'job-2',
  jobTitle: 'Backend Engineer',
  companyName: 'Razorpay',
  jobDescription: 'Build payment APIs in Go and PostgreSQL; Kubernetes experience is a plus. Java is not used.',
  requirements: ['Go', 'PostgreSQL', 'Kubernetes', 'Kafka'],
  location: 'Remote',
}

const profile = resumeDocumentSchema.parse({
  personalInfo: { firstName: 'Kiran', title: 'Software Engineer', summary: 'I build reliable services.' },
  workExperience: [
    {
      id: 'w1',
      company: 'Paytm',
      position: 'Software Engineer',
      startDate: '2020',
      current: true,
      achievements: ['Mentored four interns', 'Moved the ledger to PostgreSQL with zero downtime', 'Ran the on-call rota'],
    },
    { id: 'w2', company: 'TCS', position: 'Developer', startDate: '2017', endDate: '2020', achievements: ['Wrote Java batch jobs'] },
  ],
  skills: [
    { id: 's1', category: 'Frontend', items: [{ name: 'React' }, { name: 'CSS' }] },
    { id: 's2', category: 'Backend', items: [{ name: 'JavaScript' }, { name: 'PostgreSQL' }, { name: 'Go' }] },
  ],
  projects: [
    { id: 'p1', name: 'Portfolio site', technologies: ['React'] },
    { id: 'p2', name: 'Job queue', description: 'A queue on PostgreSQL', technologies: ['Go'] },
  ],
})

function skillNames(document: typeof profile): string[] {
  return document.skills.flatMap((group) => group.items.map((item) => item.name)).sort()
}

describe('tailoring a resume to a job', () => {
  it('matches whole terms only: Java is not JavaScript, Go is not Google', () => {
    expect(mentions('we use javascript', 'Java')).toBe(false)
    expect(mentions('google cloud', 'Go')).toBe(false)
    expect(mentions('c++ and node.js', 'C++')).toBe(true)
    expect(matchedSkills(profile, job)).toEqual(['PostgreSQL', 'Go'])
  })

  it('puts the skills, achievements and projects the job asks for first, and skills after the summary', () => {
    const { document, keywords } = tailorResume(profile, job)
    expect(keywords).toEqual(['PostgreSQL', 'Go'])
    expect(document.skills.map((group) => group.category)).toEqual(['Backend', 'Frontend'])
    expect(document.skills[0]?.items.map((item) => item.name)).toEqual(['PostgreSQL', 'Go', 'JavaScript'])
    expect(document.workExperience[0]?.achievements[0]).toBe('Moved the ledger to PostgreSQL with zero downtime')
    expect(document.workExperience.map((role) => role.company)).toEqual(['Paytm', 'TCS'])
    expect(document.projects[0]?.name).toBe('Job queue')
    expect(document.sectionOrder.slice(0, 3)).toEqual(['summary', 'skills', 'workExperience'])
    expect(document.personalInfo.summary).toBe(
      'Software Engineer applying for the Backend Engineer role at Razorpay, skilled in PostgreSQL and Go. I build reliable services.',
    )
  })

  it('never adds a skill, a role or an achievement the profile does not hold', () => {
    const { document } = tailorResume(profile, job)
    expect(skillNames(document)).toEqual(skillNames(profile))
    expect(skillNames(document)).not.toContain('Kubernetes')
    expect(skillNames(document)).not.toContain('Kafka')
    expect(document.workExperience).toHaveLength(profile.workExperience.length)
    for (const [index, role] of document.workExperience.entries()) {
      const original = profile.workExperience[index]
      expect([...role.achievements].sort()).toEqual([...(original?.achievements ?? [])].sort())
      expect({ ...role, achievements: [] }).toEqual({ ...original, achievements: [] })
    }
    expect(document.education).toEqual(profile.education)
    expect(JSON.stringify(document)).not.toMatch(/Kubernetes|Kafka/)
    expect(resumeDocumentSchema.safeParse(document).success).toBe(true)
  })

  it('leaves a profile that matches nothing as it was', () => {
    const unrelated = { ...job, jobDescription: 'Nursing role', requirements: ['Patient care'], jobTitle: 'Staff Nurse' }
    const { document, keywords } = tailorResume(profile, unrelated)
    expect(keywords).toEqual([])
    expect(document).toEqual(profile)
  })
})
