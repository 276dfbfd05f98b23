import { expect, it } from 'vitest'
import { websiteHost } from './website-host.ts'

it("names a company's website by its lower-case host without www, and shared or non-web addresses by nothing", () => {
  const hosts = [
    'https://www.Infosys.com/careers',
    'http://tcs.com',
    'https://careers.zoho.com/jobs?x=1',
    'https://acme.myworkdayjobs.com/External',
    'https://bhel.com.:443/',
    'https://www.linkedin.com/company/acme',
    'https://in.linkedin.com/company/acme',
    'https://boards.greenhouse.io/acme',
    'https://sites.google.com/view/acme',
    'ftp://acme.com',
    'javascript:alert(1)',
    'acme.com',
    '',
    null,
  ].map((website) => [website, websiteHost(website)])
  expect(hosts).toEqual([
    ['https://www.Infosys.com/careers', 'infosys.com'],
    ['http://tcs.com', 'tcs.com'],
    ['https://careers.zoho.com/jobs?x=1', 'careers.zoho.com'],
    ['https://acme.myworkdayjobs.com/External', 'acme.myworkdayjobs.com'],
    ['https://bhel.com.:443/', 'bhel.com'],
    ['https://www.linkedin.com/company/acme', null],
    ['https://in.linkedin.com/company/acme', null],
    ['https://boards.greenhouse.io/acme', null],
    ['https://sites.google.com/view/acme', null],
    ['ftp://acme.com', null],
    ['javascript:alert(1)', null],
    ['acme.com', null],
    ['', null],
    [null, null],
  ])
})
