import { industryInfo, industryKeys, type IndustryKey } from '#core/reference/industries.ts'
import { roleFamilies, type RoleFamily } from './roles.ts'

// The keys and names are the one industry list of core/reference/industries.ts; this module adds what the demo writes about each.
export { industryKeys, type IndustryKey }

export type WorkEnvironment = 'Hybrid' | 'On-site' | 'Remote-first' | 'Flexible'

export interface Industry {
  name: string
  families: readonly RoleFamily[]
  /** What companies of this industry do, completing "{name} builds …". */
  offerings: readonly string[]
  customers: readonly string[]
  workEnvironments: ReadonlyArray<readonly [WorkEnvironment, number]>
}

const officeHeavy: Industry['workEnvironments'] = [
  ['On-site', 70],
  ['Hybrid', 25],
  ['Flexible', 5],
]
const techLike: Industry['workEnvironments'] = [
  ['Hybrid', 55],
  ['Remote-first', 15],
  ['On-site', 15],
  ['Flexible', 15],
]

export const industries: Readonly<Record<IndustryKey, Industry>> = {
  'it-services': {
    name: industryInfo['it-services'].name,
    families: ['tech', 'data', 'product-design', 'hr', 'sales', 'finance'],
    offerings: [
      'builds and runs software for banks, retailers and manufacturers',
      'delivers cloud migration, application development and managed IT services',
      'modernises legacy systems and runs 24x7 application support',
    ],
    customers: [
      'clients in North America, Europe and India',
      'Fortune 500 clients and fast-growing Indian businesses',
      'enterprise clients across banking, retail and healthcare',
    ],
    workEnvironments: techLike,
  },
  software: {
    name: industryInfo['software'].name,
    families: ['tech', 'data', 'product-design', 'sales', 'marketing', 'hr'],
    offerings: [
      'builds cloud software that helps teams work together',
      'makes subscription software for customer support and sales teams',
      'builds developer tools and data infrastructure',
      'makes accounting and inventory software for small businesses',
    ],
    customers: [
      'more than 10,000 businesses in 40 countries',
      'small and mid-sized businesses across India and South-East Asia',
      'engineering teams at startups and large enterprises',
    ],
    workEnvironments: techLike,
  },
  fintech: {
    name: industryInfo['fintech'].name,
    families: ['tech', 'data', 'product-design', 'finance', 'sales', 'marketing'],
    offerings: [
      'builds UPI payments, lending and savings products',
      'offers digital loans and credit lines to small merchants',
      'runs payment infrastructure for online businesses',
      'makes investing simple for first-time investors',
    ],
    customers: [
      'millions of customers in India’s smaller cities',
      'merchants, marketplaces and banks',
      'salaried professionals and small business owners',
    ],
    workEnvironments: techLike,
  },
  banking: {
    name: industryInfo['banking'].name,
    families: ['finance', 'sales', 'tech', 'data', 'operations', 'hr'],
    offerings: [
      'offers retail and business banking through branches and mobile apps',
      'provides housing finance, gold loans and deposits',
      'manages investments and wealth for families and institutions',
      'provides microfinance to women entrepreneurs',
    ],
    customers: [
      'customers across urban and rural India',
      'families, small businesses and corporates',
      'clients in the region and the Indian diaspora',
    ],
    workEnvironments: officeHeavy,
  },
  insurance: {
    name: industryInfo['insurance'].name,
    families: ['finance', 'sales', 'tech', 'data', 'operations'],
    offerings: [
      'offers health, motor and home insurance',
      'provides term life, savings and pension plans',
      'underwrites commercial and health insurance',
    ],
    customers: ['policyholders across India', 'families and small businesses', 'individuals and employers'],
    workEnvironments: officeHeavy,
  },
  hospitals: {
    name: industryInfo['hospitals'].name,
    families: ['healthcare', 'operations', 'hr', 'finance'],
    offerings: [
      'runs multispeciality hospitals with round-the-clock emergency care',
      'runs hospitals, clinics and diagnostic centres',
      'specialises in heart care, cancer care and mother-and-child care',
      'runs community clinics and aged-care homes',
    ],
    customers: [
      'patients from the city and surrounding districts',
      'more than a million patients every year',
      'patients and families across the region',
    ],
    workEnvironments: [
      ['On-site', 95],
      ['Flexible', 5],
    ],
  },
  pharma: {
    name: industryInfo['pharma'].name,
    families: ['healthcare', 'engineering', 'sales', 'operations', 'data'],
    offerings: [
      'makes affordable generic medicines',
      'develops biologics and vaccines',
      'manufactures active pharmaceutical ingredients and formulations',
    ],
    customers: [
      'patients in India and more than 60 export markets',
      'hospitals, pharmacies and distributors',
      'healthcare systems in regulated markets',
    ],
    workEnvironments: officeHeavy,
  },
  healthtech: {
    name: industryInfo['healthtech'].name,
    families: ['tech', 'healthcare', 'data', 'sales', 'product-design'],
    offerings: [
      'builds software for clinics, labs and pharmacies',
      'runs online doctor consultations and medicine delivery',
      'makes hospital revenue-cycle software',
    ],
    customers: ['clinics and hospitals across India', 'patients who need care at home', 'healthcare providers in India and the US'],
    workEnvironments: techLike,
  },
  manufacturing: {
    name: industryInfo['manufacturing'].name,
    families: ['engineering', 'operations', 'hr', 'finance', 'sales'],
    offerings: [
      'makes precision castings, forgings and machined parts',
      'manufactures pumps, valves and industrial motors',
      'produces packaging, polymers and specialty chemicals',
      'makes textiles and technical fabrics',
    ],
    customers: [
      'automotive, railway and energy customers',
      'customers in India, Europe and the Middle East',
      'OEMs and distributors worldwide',
    ],
    workEnvironments: officeHeavy,
  },
  automotive: {
    name: industryInfo['automotive'].name,
    families: ['engineering', 'tech', 'sales', 'operations'],
    offerings: [
      'builds electric two-wheelers and charging networks',
      'makes engine, brake and electrical components',
      'designs drivetrains and vehicle software',
    ],
    customers: ['vehicle makers in India and abroad', 'riders and fleet operators', 'global automotive OEMs'],
    workEnvironments: officeHeavy,
  },
  construction: {
    name: industryInfo['construction'].name,
    families: ['engineering', 'sales', 'finance', 'operations'],
    offerings: [
      'builds homes, offices and public infrastructure',
      'delivers roads, bridges and metro projects',
      'develops residential and commercial real estate',
    ],
    customers: ['home buyers, businesses and government agencies', 'public and private clients', 'families buying their first home'],
    workEnvironments: officeHeavy,
  },
  energy: {
    name: industryInfo['energy'].name,
    families: ['engineering', 'operations', 'finance', 'data'],
    offerings: [
      'builds and runs solar and wind power plants',
      'runs hydro-power and transmission projects',
      'provides energy services to industry',
    ],
    customers: ['utilities and industrial customers', 'state electricity boards and large businesses', 'communities and businesses'],
    workEnvironments: officeHeavy,
  },
  ecommerce: {
    name: industryInfo['ecommerce'].name,
    families: ['tech', 'data', 'marketing', 'operations', 'sales', 'product-design'],
    offerings: [
      'runs an online marketplace for fashion and home goods',
      'delivers groceries in under 30 minutes',
      'runs a chain of stores and an online shop',
      'connects local shops with customers online',
    ],
    customers: ['shoppers across 300 Indian cities', 'customers in metros and smaller towns', 'families who want good value'],
    workEnvironments: techLike,
  },
  edtech: {
    name: industryInfo['edtech'].name,
    families: ['tech', 'teaching', 'sales', 'marketing', 'product-design'],
    offerings: [
      'runs live online classes for school students',
      'prepares students for JEE, NEET and government exams',
      'teaches working professionals new skills online',
    ],
    customers: [
      'students in Hindi and English across India',
      'learners preparing for competitive exams',
      'working professionals and colleges',
    ],
    workEnvironments: techLike,
  },
  education: {
    name: industryInfo['education'].name,
    families: ['teaching', 'hr', 'finance', 'operations'],
    offerings: [
      'runs CBSE and ICSE schools',
      'runs colleges of engineering, management and arts',
      'runs day schools with a focus on activity-based learning',
    ],
    customers: ['students from nursery to class 12', 'undergraduate and postgraduate students', 'families in the city and nearby towns'],
    workEnvironments: [
      ['On-site', 90],
      ['Hybrid', 10],
    ],
  },
  logistics: {
    name: industryInfo['logistics'].name,
    families: ['operations', 'tech', 'sales', 'data'],
    offerings: [
      'delivers parcels for online sellers',
      'runs warehouses, trucking and cold-chain logistics',
      'moves containers through ports and inland depots',
    ],
    customers: ['e-commerce brands and manufacturers', 'exporters and importers', 'retailers across the country'],
    workEnvironments: officeHeavy,
  },
  telecom: {
    name: industryInfo['telecom'].name,
    families: ['tech', 'engineering', 'sales', 'operations'],
    offerings: [
      'runs fibre broadband and enterprise networks',
      'builds and maintains mobile towers',
      'provides connectivity to homes and businesses',
    ],
    customers: ['homes and businesses in the state', 'mobile operators and enterprises', 'millions of subscribers'],
    workEnvironments: officeHeavy,
  },
  media: {
    name: industryInfo['media'].name,
    families: ['marketing', 'product-design', 'tech'],
    offerings: [
      'makes films, web series and regional-language shows',
      'makes animation and visual effects',
      'runs music and podcast platforms',
    ],
    customers: ['audiences in India and the diaspora', 'audiences in a dozen languages', 'viewers and listeners across India'],
    workEnvironments: techLike,
  },
  consulting: {
    name: industryInfo['consulting'].name,
    families: ['finance', 'data', 'tech', 'hr', 'product-design'],
    offerings: [
      'provides audit, tax and advisory services',
      'advises companies on strategy, risk and transactions',
      'offers accounting, compliance and virtual CFO services',
    ],
    customers: ['listed companies, startups and family businesses', 'clients in India and abroad', 'businesses of every size'],
    workEnvironments: [
      ['Hybrid', 60],
      ['On-site', 35],
      ['Flexible', 5],
    ],
  },
  fmcg: {
    name: industryInfo['fmcg'].name,
    families: ['sales', 'marketing', 'operations', 'engineering', 'finance'],
    offerings: ['makes packaged foods, spices and snacks', 'makes personal care and home care products', 'makes tea, coffee and beverages'],
    customers: ['households through lakhs of retail outlets', 'shoppers in India and the Gulf', 'consumers in cities and villages'],
    workEnvironments: officeHeavy,
  },
  hospitality: {
    name: industryInfo['hospitality'].name,
    families: ['operations', 'sales', 'marketing', 'hr'],
    offerings: [
      'runs heritage hotels and resorts',
      'runs hotels, restaurants and banquet venues',
      'runs holiday resorts and travel services',
    ],
    customers: ['travellers from India and abroad', 'families, wedding parties and business travellers', 'guests who want a quiet break'],
    workEnvironments: officeHeavy,
  },
  nonprofit: {
    name: industryInfo['nonprofit'].name,
    families: ['teaching', 'healthcare', 'operations', 'data', 'marketing'],
    offerings: [
      'works on early-childhood education and literacy',
      'runs primary-health and nutrition programmes',
      'works on water conservation and rural livelihoods',
    ],
    customers: ['communities in rural and urban India', 'children and families in low-income neighbourhoods', 'village communities'],
    workEnvironments: [
      ['On-site', 50],
      ['Hybrid', 40],
      ['Flexible', 10],
    ],
  },
  staffing: {
    name: industryInfo['staffing'].name,
    families: roleFamilies,
    offerings: [
      'hires for permanent and contract roles on behalf of its clients',
      'recruits Indian professionals for employers abroad',
      'provides contract staffing and payroll services',
    ],
    customers: [
      'client companies across industries',
      'employers in the Gulf, Europe and Australia',
      'IT, healthcare and manufacturing clients',
    ],
    workEnvironments: [
      ['Hybrid', 50],
      ['On-site', 50],
    ],
  },
  'job-board': {
    name: industryInfo['job-board'].name,
    families: roleFamilies,
    offerings: [
      'lists jobs from thousands of employers',
      'lists jobs in India and abroad',
      'lists fresher, internship and experienced openings',
    ],
    customers: [
      'job seekers and employers across India',
      'job seekers in India and the Gulf',
      'students, freshers and experienced professionals',
    ],
    workEnvironments: techLike,
  },
  government: {
    name: industryInfo['government'].name,
    families: [],
    offerings: ['is a public body', 'is a public sector undertaking'],
    customers: ['citizens'],
    workEnvironments: [['On-site', 100]],
  },
}

/**
 * Roles that only some industries hire for: a hospital does not hire investment bankers, and an
 * edtech company is where online tutors work. A role not listed here fits every industry of its family.
 */
export const roleIndustries: Readonly<Record<string, readonly IndustryKey[]>> = {
  'Investment Banking Analyst': ['banking', 'consulting', 'staffing', 'job-board'],
  'Credit Analyst': ['banking', 'fintech', 'insurance', 'staffing', 'job-board'],
  'Risk Analyst': ['banking', 'fintech', 'insurance', 'consulting', 'staffing', 'job-board'],
  'Relationship Manager': ['banking', 'fintech', 'insurance', 'staffing', 'job-board'],
  'Audit Associate': ['consulting', 'staffing', 'job-board'],
  'Tax Consultant': ['consulting', 'staffing', 'job-board'],
  'SAP FICO Consultant': ['it-services', 'consulting', 'manufacturing', 'staffing', 'job-board'],
  'Salesforce Developer': ['it-services', 'software', 'consulting', 'staffing', 'job-board'],
  'Embedded Software Engineer': ['automotive', 'manufacturing', 'telecom', 'software', 'it-services', 'staffing', 'job-board'],
  'Medical Coder': ['hospitals', 'healthtech', 'it-services', 'staffing', 'job-board'],
  'Clinical Research Associate': ['pharma', 'healthtech', 'hospitals', 'staffing', 'job-board'],
  'Key Account Manager': ['fmcg', 'pharma', 'manufacturing', 'software', 'logistics', 'staffing', 'job-board'],
  'Territory Sales Manager': ['fmcg', 'pharma', 'automotive', 'manufacturing', 'telecom', 'insurance', 'staffing', 'job-board'],
  'Brand Manager': ['fmcg', 'ecommerce', 'media', 'pharma', 'hospitality', 'staffing', 'job-board'],
  'Process Engineer': ['manufacturing', 'pharma', 'energy', 'fmcg', 'staffing', 'job-board'],
  'HVAC Engineer': ['construction', 'manufacturing', 'energy', 'staffing', 'job-board'],
  'Site Engineer': ['construction', 'energy', 'telecom', 'staffing', 'job-board'],
  'Civil Engineer': ['construction', 'energy', 'consulting', 'staffing', 'job-board'],
  'Mathematics Teacher': ['education', 'edtech', 'nonprofit', 'staffing', 'job-board'],
  'English Teacher': ['education', 'edtech', 'nonprofit', 'staffing', 'job-board'],
  'Primary Teacher': ['education', 'nonprofit', 'staffing', 'job-board'],
  'Special Educator': ['education', 'nonprofit', 'staffing', 'job-board'],
  'Assistant Professor': ['education', 'job-board'],
  'Online Tutor': ['edtech', 'job-board'],
  'Academic Counsellor': ['edtech', 'education', 'job-board'],
  'Staff Nurse': ['hospitals', 'nonprofit', 'healthtech', 'staffing', 'job-board'],
  'ICU Nurse': ['hospitals', 'staffing', 'job-board'],
  'Medical Officer': ['hospitals', 'nonprofit', 'healthtech', 'job-board'],
  'Medical Laboratory Technician': ['hospitals', 'healthtech', 'pharma', 'job-board'],
  Physiotherapist: ['hospitals', 'healthtech', 'job-board'],
  Radiographer: ['hospitals', 'staffing', 'job-board'],
  Pharmacist: ['hospitals', 'healthtech', 'ecommerce', 'job-board'],
  'Customer Support Executive': [
    'ecommerce',
    'fintech',
    'banking',
    'insurance',
    'telecom',
    'logistics',
    'software',
    'edtech',
    'it-services',
    'staffing',
    'job-board',
  ],
}
