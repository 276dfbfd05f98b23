import { isSameEmployer, normalizeEmployerName } from './employer-name.ts'
import { lookUpPlaceName } from './place-lookup.ts'

/**
 * Which employers are the government, in one module (reference data and its test): ministries and
 * departments, public sector undertakings and banks, recruitment bodies (UPSC, SSC, RRB, IBPS, the
 * state public service commissions), the armed and police forces, courts and local bodies, and
 * employers on government web domains (.gov.in, .nic.in and their kind abroad). Ingestion marks their
 * postings as government jobs when the source does not say (ingest/normalize.ts); companies can ask
 * the same of an employer.
 */

/**
 * Bodies known by their short names, matched as the whole name ("ONGC", "SBI", "ONGC Ltd"), before a place
 * ("RRB Chennai", "HAL Bengaluru") or in brackets ("Oil and Natural Gas Corporation (ONGC)"); "SBI Card" is not SBI.
 */
const acronyms = [
  // recruitment bodies
  'upsc',
  'ssc',
  'rrb',
  'rrc',
  'ibps',
  'dsssb',
  'uppsc',
  'mpsc',
  'tnpsc',
  'kpsc',
  'rpsc',
  'bpsc',
  'wbpsc',
  'appsc',
  'tspsc',
  'hpsc',
  'gpsc',
  'opsc',
  'ukpsc',
  'jkpsc',
  'kerala psc',
  // central public sector undertakings
  'ongc',
  'bhel',
  'ntpc',
  'sail',
  'gail',
  'iocl',
  'bpcl',
  'hpcl',
  'nhpc',
  'nmdc',
  'hal',
  'bel',
  'beml',
  'bdl',
  'mdl',
  'grse',
  'bsnl',
  'mtnl',
  'ecil',
  'npcil',
  'aai',
  'fci',
  'cwc',
  'rites',
  'ircon',
  'irctc',
  'concor',
  'nlc india',
  'sjvn',
  'pfc',
  'powergrid',
  'nalco',
  'coal india',
  'cil',
  'secl',
  'mcl',
  'ncl',
  'wcl',
  'bccl',
  'ccl',
  'dmrc',
  'nhai',
  // public sector banks, insurers and regulators
  'sbi',
  'pnb',
  'rbi',
  'nabard',
  'sidbi',
  'lic',
  'gic re',
  'sebi',
  'irdai',
  'pfrda',
  // research, defence, education and health bodies
  'drdo',
  'isro',
  'barc',
  'csir',
  'icmr',
  'icar',
  'cdac',
  'c dac',
  'kvs',
  'nvs',
  'aiims',
  'esic',
  'epfo',
  'cpwd',
  'uidai',
  'ncert',
  'cbse',
  'cbic',
  'cbdt',
  'cghs',
  // armed forces and central police forces
  'bsf',
  'crpf',
  'cisf',
  'itbp',
  'ssb',
  'nsg',
]

/** Bodies known by their full names, matched at the start of the employer's name ("South Indian Bank" is not Indian Bank). */
const fullNames = [
  'union public service commission',
  'staff selection commission',
  'railway recruitment board',
  'railway recruitment cell',
  'institute of banking personnel selection',
  'oil and natural gas corporation',
  'bharat heavy electricals',
  'steel authority of india',
  'gail india',
  'indian oil corporation',
  'bharat petroleum',
  'hindustan petroleum',
  'coal india',
  'national mineral development corporation',
  'hindustan aeronautics',
  'bharat electronics',
  'bharat dynamics',
  'bharat earth movers',
  'bharat sanchar nigam',
  'mahanagar telephone nigam',
  'electronics corporation of india',
  'nuclear power corporation of india',
  'airports authority of india',
  'food corporation of india',
  'central warehousing corporation',
  'rail india technical and economic service',
  'ircon international',
  'indian railway catering and tourism corporation',
  'container corporation of india',
  'nlc india',
  'neyveli lignite corporation',
  'satluj jal vidyut nigam',
  'rural electrification corporation',
  'power finance corporation',
  'power grid corporation of india',
  'national aluminium company',
  'hindustan copper',
  'rashtriya ispat nigam',
  'oil india',
  'engineers india',
  'mazagon dock',
  'garden reach shipbuilders',
  'cochin shipyard',
  'hindustan shipyard',
  'ongc videsh',
  'delhi metro rail corporation',
  'national highways authority of india',
  'state bank of india',
  'reserve bank of india',
  'punjab national bank',
  'bank of baroda',
  'canara bank',
  'union bank of india',
  'bank of india',
  'indian bank',
  'central bank of india',
  'indian overseas bank',
  'uco bank',
  'bank of maharashtra',
  'punjab and sind bank',
  'national bank for agriculture and rural development',
  'small industries development bank of india',
  'export import bank of india',
  'life insurance corporation of india',
  'general insurance corporation of india',
  'new india assurance',
  'united india insurance',
  'national insurance company',
  'oriental insurance',
  'india post',
  'indian railways',
  'indian army',
  'indian navy',
  'indian air force',
  'indian coast guard',
  'territorial army',
  'border roads organisation',
  'military engineer services',
  'defence research and development organisation',
  'indian space research organisation',
  'bhabha atomic research centre',
  'council of scientific and industrial research',
  'indian council of medical research',
  'indian council of agricultural research',
  'centre for development of advanced computing',
  'kendriya vidyalaya',
  'navodaya vidyalaya',
  'all india institute of medical sciences',
  'employees state insurance corporation',
  'employees provident fund organisation',
  'central public works department',
  'unique identification authority of india',
  'border security force',
  'central reserve police force',
  'central industrial security force',
  'indo tibetan border police',
  'sashastra seema bal',
  'assam rifles',
  'national security guard',
  'supreme court of india',
  'election commission of india',
  'securities and exchange board of india',
  // abroad
  'government of canada',
  'city of',
  'county of',
  'us department of',
  'u s department of',
  'department of veterans affairs',
  'department of defense',
]

/** Words of a public body anywhere in the name ("Maharashtra Public Service Commission", "Public Works Department, Kerala"). */
const publicBodyWords =
  /^government\b|\b(?:ministry of|ministries|government of|govt of|gov of|directorate of|directorate general|commissionerate|secretariat|union ministry|central government|state government|union government|public sector (?:undertaking|bank|enterprise|unit)|psu|cpse|central university|central board of (?:direct|indirect) taxes|national health mission|district health society|state (?:electricity|power|water|road transport|transport|health)|water supply (?:and sewerage )?board|metro rail corporation|road transport corporation|municipal|public service commission|service selection board|subordinate services? selection|selection board|recruitment board|high court|district court|district and sessions court|nagar nigam|nagar palika|zilla parishad|zila parishad|gram panchayat|cantonment board|development authority|electricity board|police|(?:public works|urban development|income tax|revenue|forest|irrigation|health and family welfare|school education|higher education|agriculture|rural development|panchayati raj|women and child development|social welfare|water resources|labour|finance|home|transport|excise|treasury|fisheries|animal husbandry|horticulture|medical education) department|department of (?:posts|telecommunications|atomic energy|space|science and technology|biotechnology|personnel and training|revenue|health|school education|higher education|agriculture|rural development|public works|forests?|irrigation|water resources|labour|finance|home affairs|transport|social justice))\b/

/** Government web domains: India's and those of the governments abroad that post most. */
const governmentHost = /(?:^|\.)(?:gov\.in|nic\.in|gov|mil|gov\.uk|gc\.ca|gov\.au|govt\.nz|gov\.sg|gov\.ae|gov\.ie)$/

/** Government portals that carry private employers' jobs too: a link there says nothing of the employer. */
const openPortals = new Set([
  'ncs.gov.in',
  'www.ncs.gov.in',
  'apprenticeshipindia.gov.in',
  'www.apprenticeshipindia.gov.in',
  'pminternship.mca.gov.in',
  'nats.education.gov.in',
])

const acronymNames = acronyms.map(normalizeEmployerName)
const fullNameKeys = fullNames.map(normalizeEmployerName)

export interface EmployerFacts {
  name: string
  /** The employer's website and the posting's apply link, where known. */
  links: ReadonlyArray<string | null>
}

/** Whether the employer is the government (or a body of it), by its name or its web domain. */
export function isGovernmentEmployer(facts: EmployerFacts): boolean {
  return isGovernmentName(facts.name) || facts.links.some((link) => link !== null && isGovernmentLink(link))
}

export function isGovernmentName(name: string): boolean {
  const key = normalizeEmployerName(name)
  if (key === '') return false
  if (bracketedMarker.test(name)) return true
  const lowerName = name.toLowerCase()
  const isAcronymOf = (acronym: string) => isSameEmployer(key, acronym) || isBeforePlace(key, acronym) || lowerName.includes(`(${acronym})`)
  if (acronymNames.some(isAcronymOf)) return true
  if (fullNameKeys.some((fullName) => key === fullName || key.startsWith(`${fullName} `))) return true
  return publicBodyWords.test(key)
}

/** What a name says of itself in brackets: "Jan Vikas Bank (Public Sector)", "Hindustan Alloy Steelworks (PSU)". */
const bracketedMarker =
  /\((?:public sector|psu|cpse|govt\.?|government|govt\. undertaking|a government of india (?:undertaking|enterprise))\)/i

function isBeforePlace(key: string, acronym: string): boolean {
  if (!key.startsWith(`${acronym} `)) return false
  const place = lookUpPlaceName(key.slice(acronym.length + 1))
  return place !== null && place.kind !== 'work-mode'
}

/** A link on a government domain, other than the open portals that list private jobs too. */
export function isGovernmentLink(link: string): boolean {
  const host = employerHostOf(link)
  return host !== null && governmentHost.test(host)
}

/** A link on a site of the Government of India or a state (gov.in, nic.in), other than the open portals. */
export function isIndianGovernmentLink(link: string | null): boolean {
  const host = link === null ? null : employerHostOf(link)
  return host !== null && /(?:^|\.)(?:gov|nic)\.in$/.test(host)
}

/** The link's host, lower-cased; null when it is no URL or an open portal (its jobs are anyone's). */
function employerHostOf(link: string): string | null {
  let host: string
  try {
    host = new URL(link).hostname.toLowerCase()
  } catch {
    return null
  }
  return openPortals.has(host) ? null : host
}
