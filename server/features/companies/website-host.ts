/**
 * Hosts that many employers give as their "website" (their LinkedIn page, a job board, a careers-site
 * platform's shared host): two employers there are not the same company, so such a host never matches.
 * A subdomain of one is shared too (in.linkedin.com, m.facebook.com); a tenant's own subdomain of a
 * careers platform (acme.myworkdayjobs.com, acme.bamboohr.com) is not listed and stays the company's.
 */
const sharedHosts = new Set([
  'linkedin.com',
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'google.com',
  'forms.gle',
  'github.com',
  'medium.com',
  'wordpress.com',
  'blogspot.com',
  'linktr.ee',
  'bit.ly',
  'naukri.com',
  'indeed.com',
  'glassdoor.com',
  'glassdoor.co.in',
  'monster.com',
  'foundit.in',
  'shine.com',
  'timesjobs.com',
  'wellfound.com',
  'angel.co',
  'instahyre.com',
  'internshala.com',
  'cutshort.io',
  'adzuna.com',
  'adzuna.in',
  'boards.greenhouse.io',
  'job-boards.greenhouse.io',
  'jobs.lever.co',
  'jobs.ashbyhq.com',
  'apply.workable.com',
  'jobs.smartrecruiters.com',
  'careers.smartrecruiters.com',
])

/**
 * The host a company's website names it by, for matching employers across sources: lower-case,
 * without "www." ('https://www.Infosys.com/careers' → 'infosys.com'). Null for text that is not an
 * http(s) URL and for shared hosts. The index companies_website_host_idx (server/db/schema/jobs.ts)
 * holds the same host of every stored website.
 */
export function websiteHost(website: string | null): string | null {
  const url = readHttpUrl(website)
  if (url === null) return null
  const host = url.hostname.replace(/^www\./, '').replace(/\.$/, '')
  if (host === '' || isSharedHost(host)) return null
  return host
}

function isSharedHost(host: string): boolean {
  for (let rest = host; rest.includes('.'); rest = rest.slice(rest.indexOf('.') + 1)) {
    if (sharedHosts.has(rest)) return true
  }
  return false
}

/** The URL when the text is an absolute http(s) URL, else null. */
export function readHttpUrl(text: string | null): URL | null {
  if (text === null || text.trim() === '') return null
  try {
    const url = new URL(text.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}
