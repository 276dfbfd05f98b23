import { describe, expect, it } from 'vitest'
import { findSkillsInText, readSkills } from './skills.ts'

describe('findSkillsInText', () => {
  it.each([
    ['Senior Java Developer\nWe use Java, Spring Boot and PostgreSQL on AWS.', ['Java', 'Spring Boot', 'PostgreSQL', 'AWS']],
    ['Experience with node.js, TYPESCRIPT and react Query.', ['Node.js', 'TypeScript', 'React Query']],
    ['C++ and C# on .NET Core; some ASP.NET MVC.', ['C++', 'C#', '.NET Core', 'ASP.NET MVC']],
    ['Run A/B testing with Google Analytics 4 and Google Analytics.', ['A/B Testing', 'Google Analytics 4', 'Google Analytics']],
    ['Java/Kotlin, Jetpack Compose and month-end close.', ['Java', 'Kotlin', 'Jetpack Compose', 'Month-End Close']],
    ['Tally ERP, GST and TDS returns for clients; P&L ownership.', ['Tally ERP', 'GST', 'TDS']],
    ['Build with React and Swift.', ['React', 'Swift']],
  ] as const)('finds the skills of %j', (text, expected) => {
    expect(findSkillsInText(text)).toEqual(expected)
  })

  it.each([
    'You react quickly to customer issues with swift, clear communication.',
    'Go beyond: excellent communication, health insurance, PF and ESI.',
    'Javascripting and pythonic: not whole words.',
    'Pay Level 7 of the 7th CPC pay matrix; NPS pension.',
  ])('finds no skill in the everyday words of %j', (text) => {
    expect(findSkillsInText(text)).toEqual([])
  })

  it('stops at ten skills', () => {
    const text = 'Java Python Kafka Docker Kubernetes Redis Terraform Jenkins Ansible Grafana Prometheus Snowflake'
    expect(findSkillsInText(text)).toEqual([
      'Java',
      'Python',
      'Kafka',
      'Docker',
      'Kubernetes',
      'Redis',
      'Terraform',
      'Jenkins',
      'Ansible',
      'Grafana',
    ])
  })
})

describe('readSkills', () => {
  it("cleans the source's list: trims, drops empties and duplicates, accepts a comma list", () => {
    expect(readSkills({ job_required_skills: [' Java ', 'java', '', 'SQL'] }, '', '')).toEqual(['Java', 'SQL'])
    expect(readSkills({ skills: 'React, TypeScript; Node.js' }, '', '')).toEqual(['React', 'TypeScript', 'Node.js'])
  })

  it('uses the title and description only when the source gives no skills', () => {
    expect(readSkills({ job_required_skills: ['Go'] }, 'Python Developer', 'Django and FastAPI.')).toEqual(['Go'])
    expect(readSkills({}, 'Python Developer', 'Django and FastAPI.')).toEqual(['Python', 'Django', 'FastAPI'])
    expect(readSkills({ job_required_skills: [] }, 'Store Manager', 'Run the store.')).toEqual([])
  })
})
