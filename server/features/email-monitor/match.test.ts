import { expect, test } from 'vitest'
import { findRepliedApplications, organisationDomain, targetStatus, type TrackedApplication } from './match.ts'

const infosys: TrackedApplication = {
  id: 1,
  job_title: 'Data Analyst',
  employer_name: 'Infosys Limited',
  apply_link: 'https://careers.infosys.com/jobs/123',
  application_status: 'applied',
}
const tcs: TrackedApplication = {
  id: 2,
  job_title: 'Java Developer',
  employer_name: 'Tata Consultancy Services Ltd.',
  apply_link: 'https://boards.greenhouse.io/x/123',
  application_status: 'applied',
}
const razorpay: TrackedApplication = {
  id: 3,
  job_title: 'Product Designer',
  employer_name: 'Razorpay',
  apply_link: 'https://jobs.lever.co/razorpay/1',
  application_status: 'interviewing',
}

test('the sender’s domain names the employer: the apply link’s domain, the name, or its initials', () => {
  const apps = [infosys, tcs, razorpay]
  expect(findRepliedApplications({ from: 'talent@mail.infosys.com', subject: 'Update', text: '' }, apps)).toEqual([infosys])
  expect(findRepliedApplications({ from: 'hr@tcs.com', subject: 'Update', text: '' }, apps)).toEqual([tcs])
  expect(findRepliedApplications({ from: 'noreply@example.co.in', subject: 'Update', text: '' }, apps)).toEqual([])
})

test('from a hiring platform or a mail provider, the employer’s name in the message decides', () => {
  const apps = [infosys, tcs, razorpay]
  expect(findRepliedApplications({ from: 'no-reply@hire.lever.co', subject: 'Your application to Razorpay', text: '' }, apps)).toEqual([
    razorpay,
  ])
  expect(findRepliedApplications({ from: 'recruiter@gmail.com', subject: 'Hello', text: 'I am hiring for Infosys.' }, apps)).toEqual([
    infosys,
  ])
  expect(findRepliedApplications({ from: 'no-reply@greenhouse.io', subject: 'Hello', text: 'Thanks' }, apps)).toEqual([])
})

test('of two applications to one employer the job title decides, and without it none is moved', () => {
  const second = { ...infosys, id: 4, job_title: 'Business Analyst' }
  const apps = [infosys, second]
  expect(findRepliedApplications({ from: 'hr@infosys.com', subject: 'Business Analyst: next steps', text: '' }, apps)).toEqual([second])
  expect(findRepliedApplications({ from: 'hr@infosys.com', subject: 'Next steps', text: '' }, apps)).toEqual([])
})

test('organisation domains keep a country’s second level', () => {
  expect(organisationDomain('careers.example.co.in')).toBe('example.co.in')
  expect(organisationDomain('mail.infosys.com')).toBe('infosys.com')
  expect(organisationDomain('example.in')).toBe('example.in')
})

test('interviews move saved and applied; rejections anything but an offer; nothing goes back from an offer', () => {
  expect(targetStatus('interview', 'applied')).toBe('interviewing')
  expect(targetStatus('interview', 'interviewing')).toBeNull()
  expect(targetStatus('interview', 'rejected')).toBeNull()
  expect(targetStatus('rejection', 'interviewing')).toBe('rejected')
  expect(targetStatus('rejection', 'offer_received')).toBeNull()
  expect(targetStatus('interview', 'offer_received')).toBeNull()
})
