import { describe, expect, it } from 'vitest'
import { isRemoteFromText } from './remote.ts'

describe('isRemoteFromText', () => {
  it.each([
    ['Software Engineer (Remote)', 'Build APIs.'],
    ['Remote - Backend Engineer', 'Build APIs.'],
    ['Work from Home Data Entry Operator', 'Enter data.'],
    ['Backend Engineer', 'This is a fully remote role open across India.'],
    ['Backend Engineer', 'We are a remote-first company; the role is remote.'],
    ['Data Engineer', 'Sentinel Staffing is hiring a remote Senior Data Engineer for a client.'],
    ['Data Engineer', 'You can work from home anywhere in India; we ask for a few hours of overlap.'],
    ['Backend Engineer', 'This is a remote position.'],
    ['Content Writer', 'Permanent work from home, flexible hours.'],
    ['Content Writer', 'This is a work from home job.'],
    ['Designer', '100% remote. Work from anywhere in India.'],
  ])('reads %j / %j as remote', (title, description) => {
    expect(isRemoteFromText(title, description)).toBe(true)
  })

  it.each([
    ['Backend Engineer', 'Build APIs in our Pune office.'],
    ['Backend Engineer', 'No remote work: this role is based in Pune.'],
    ['Backend Engineer', 'This is not a remote role. We work from our Bengaluru office.'],
    ['Backend Engineer', 'Remote work is not possible for this position.'],
    ['Backend Engineer', 'A fully remote role? No: hybrid working, 3 days a week in the office.'],
    ['Software Engineer (Remote)', 'Hybrid: 2 days a week from our Pune office.'],
    ['Remote Sensing Analyst', 'Analyse satellite imagery in Hyderabad.'],
    ['Remote Patient Monitoring Nurse', 'Care for patients at our Chennai hospital.'],
    ['Cloud Engineer', 'You will manage our remote servers and hybrid cloud.'],
    ['Field Sales Executive', 'Work from office, 6 days a week.'],
    ['Backend Engineer', 'We are a non-remote team.'],
    ['Backend Engineer', 'We are remote-first: the Pune office is there when you want it.'],
  ])('does not read %j / %j as remote', (title, description) => {
    expect(isRemoteFromText(title, description)).toBe(false)
  })
})
