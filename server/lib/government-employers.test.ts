import { describe, expect, it } from 'vitest'
import { isGovernmentEmployer, isGovernmentLink, isGovernmentName, isIndianGovernmentLink } from './government-employers.ts'

describe('isGovernmentName', () => {
  it.each([
    // recruitment bodies
    'Union Public Service Commission',
    'UPSC',
    'Staff Selection Commission (SSC)',
    'Railway Recruitment Board, Mumbai',
    'RRB Chennai',
    'IBPS',
    'Institute of Banking Personnel Selection',
    'Maharashtra Public Service Commission',
    'Kerala PSC',
    'Tamil Nadu Medical Services Recruitment Board',
    // ministries, departments, local bodies, courts
    'Ministry of Defence',
    'Government of Karnataka',
    'Govt. of NCT of Delhi',
    'Public Works Department, Kerala',
    'Department of Posts',
    'Municipal Corporation of Greater Mumbai',
    'Brihanmumbai Municipal Corporation',
    'High Court of Judicature at Bombay',
    'Zilla Parishad Pune',
    'Lok Sabha Secretariat',
    'Government Medical College, Nagpur',
    // public sector undertakings, banks, insurers
    'ONGC',
    'Oil and Natural Gas Corporation Ltd.',
    'Bharat Heavy Electricals Limited',
    'BHEL',
    'NTPC Limited',
    'Steel Authority of India Limited (SAIL)',
    'Indian Oil Corporation Ltd',
    'Coal India Limited',
    'Hindustan Aeronautics Limited',
    'State Bank of India',
    'SBI',
    'Punjab National Bank',
    'Bank of Baroda',
    'Indian Bank',
    'Life Insurance Corporation of India',
    'Reserve Bank of India',
    'Bharat Nirmaan Bank (Public Sector)',
    'Hindustan Alloy Steelworks (PSU)',
    'Maharashtra State Electricity Distribution Co. Ltd.',
    'Delhi Metro Rail Corporation',
    // research, education, health
    'DRDO',
    'Indian Space Research Organisation',
    'Kendriya Vidyalaya Sangathan',
    'All India Institute of Medical Sciences, New Delhi',
    'ESIC',
    // forces
    'Indian Army',
    'Indian Air Force',
    'Border Security Force',
    'CRPF',
    'Maharashtra Police',
    // abroad
    'U.S. Department of Veterans Affairs',
    'City of Toronto',
    'Government of Canada',
  ])('knows %s as the government', (name) => {
    expect(isGovernmentName(name)).toBe(true)
  })

  it.each([
    'Tata Consultancy Services',
    'South Indian Bank',
    'Bharat Forge',
    'Hindustan Unilever Limited',
    'Indian Hotels Company',
    'SBI Card',
    'SBI Life Insurance Company',
    'LIC Housing Finance',
    'HDFC Bank',
    'Larsen & Toubro',
    'Deloitte Public Sector',
    'State Street Corporation',
    'Sailpoint Technologies',
    'Halliburton',
    'Bellwether Analytics',
    'National Institute of Information Technology',
    'Department of Product',
  ])('does not take %s for the government', (name) => {
    expect(isGovernmentName(name)).toBe(false)
  })
})

describe('isGovernmentLink', () => {
  it.each([
    ['https://upsc.gov.in/recruitment', true],
    ['https://joinindianarmy.nic.in/apply', true],
    ['https://www.usajobs.gov/job/123', true],
    ['https://www.civilservicejobs.service.gov.uk/csr/jobs.cgi', true],
    ['https://emploisfp-psjobs.cfp-psc.gc.ca/psrs-srfp/applicant/page1800', true],
    ['https://www.ncs.gov.in/job-seeker/Pages/ViewJobDetails.aspx?A=1', false],
    ['https://www.apprenticeshipindia.gov.in/apprenticeship/opportunity-view/1', false],
    ['https://careers.ongcindia.com/jobs/1', false],
    ['https://governmentjobs.example.com/1', false],
    ['https://evil.gov.in.example.com/1', false],
    ['not a link', false],
  ] as const)('reads %s as %s', (link, expected) => {
    expect(isGovernmentLink(link)).toBe(expected)
  })
})

describe('isGovernmentEmployer', () => {
  it('reads the name and every link', () => {
    expect(isGovernmentEmployer({ name: 'Recruitment Cell', links: [null, 'https://recruitment.nic.in/posts/1'] })).toBe(true)
    expect(isGovernmentEmployer({ name: 'Recruitment Cell', links: ['https://recruitment.example.com', null] })).toBe(false)
    expect(isGovernmentEmployer({ name: 'NTPC', links: [] })).toBe(true)
  })
})

describe('isIndianGovernmentLink', () => {
  it('knows gov.in and nic.in sites and their subdomains, and nothing that merely looks like them, nor the open portals that list private jobs', () => {
    expect(isIndianGovernmentLink('https://www.ncs.gov.in/job-seeker')).toBe(false)
    expect(isIndianGovernmentLink('https://hpsc.gov.in/en-us/Advertisements')).toBe(true)
    expect(isIndianGovernmentLink('https://upsc.gov.in/')).toBe(true)
    expect(isIndianGovernmentLink('https://keralapsc.nic.in/notifications')).toBe(true)
    expect(isIndianGovernmentLink('https://gov.in/')).toBe(true)
    expect(isIndianGovernmentLink('https://mygovjobs.in/')).toBe(false)
    expect(isIndianGovernmentLink('https://hpsc.gov.in.example.com/')).toBe(false)
    expect(isIndianGovernmentLink('https://www.gov.uk/')).toBe(false)
    expect(isIndianGovernmentLink('not a link')).toBe(false)
    expect(isIndianGovernmentLink(null)).toBe(false)
  })
})
