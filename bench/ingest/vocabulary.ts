/**
 * Words the ingestion benchmark's postings are made of: employers, the lines of a description and
 * government posts. Roles (titles, skills, duties, pay) and cities come from the demo data's
 * vocabulary (server/features/jobs/demo/vocabulary), so titles and places are ones the normaliser
 * reads every day.
 */

/** First words of the generated employers' names; each is combined with several of the second words. */
export const employerStems = [
  'Aarohan',
  'Akshar',
  'Anvaya',
  'Bharatwire',
  'Brightlane',
  'Chakra',
  'Cloudnine',
  'Dhruva',
  'Ekam',
  'Finova',
  'Ganga',
  'Greenleaf',
  'Halcyon',
  'Indus',
  'Jalsa',
  'Kaveri',
  'Kestrel',
  'Lumen',
  'Meru',
  'Mitra',
  'Nakshatra',
  'Navya',
  'Nirmaan',
  'Orbit',
  'Pashmina',
  'Prakash',
  'Quantix',
  'Rangoli',
  'Sahyadri',
  'Saptarishi',
  'Setu',
  'Shakti',
  'Sindhu',
  'Suryoday',
  'Tanvi',
  'Trident',
  'Udaan',
  'Utkarsh',
  'Vahan',
  'Vistaar',
  'Yatra',
  'Zenith',
  'Harbourline',
  'Northwind',
  'Bluepeak',
  'Silverfern',
  'Redwood',
  'Copperleaf',
  'Stonebridge',
  'Tidewater',
]

export const employerKinds = [
  'Technologies',
  'Labs',
  'Systems',
  'Analytics',
  'Fintech',
  'Health',
  'Logistics',
  'Retail',
  'Software',
  'Solutions',
  'Digital',
  'Networks',
  'Foods',
  'Motors',
  'Pharma',
  'Energy',
  'Consulting',
  'Capital',
  'Learning',
  'Infra',
]

/** Government bodies that publish recruitment notices in feeds. */
export const governmentEmployers = [
  { name: 'Public Works Department, Government of Maharashtra', city: 'Mumbai' },
  { name: 'Karnataka Public Service Commission', city: 'Bengaluru' },
  { name: 'Delhi Subordinate Services Selection Board', city: 'Delhi' },
  { name: 'Tamil Nadu Generation and Distribution Corporation', city: 'Chennai' },
  { name: 'Rajasthan Staff Selection Board', city: 'Jaipur' },
  { name: 'Kerala State Electricity Board', city: 'Thiruvananthapuram' },
  { name: 'West Bengal Health Recruitment Board', city: 'Kolkata' },
  { name: 'Uttar Pradesh Subordinate Services Selection Commission', city: 'Lucknow' },
  { name: 'Gujarat Subordinate Service Selection Board', city: 'Ahmedabad' },
  { name: 'Telangana State Public Service Commission', city: 'Hyderabad' },
]

export const governmentPostTitles = [
  'Junior Engineer (Civil)',
  'Junior Engineer (Electrical)',
  'Assistant Engineer (Mechanical)',
  'Staff Nurse',
  'Pharmacist',
  'Lower Division Clerk',
  'Stenographer Grade II',
  'Data Entry Operator',
  'Accounts Officer',
  'Assistant Section Officer',
  'Lab Technician',
  'Forest Guard',
  'Junior Assistant',
  'Tax Assistant',
  'Librarian',
]

export const introLines = [
  '{employer} is hiring a {title} to join its team in {place}.',
  'At {employer}, we build products that millions of people across India rely on every day. We are looking for a {title} in {place}.',
  'Join {employer} as a {title} and help us grow a business that customers love.',
  '{employer} is looking for an experienced {title} who cares about doing careful, measurable work.',
]

export const teamLines = [
  "You will join a team of eight people who plan together every two weeks and review each other's work before it ships.",
  'The team sits between our customers and our engineers, so you will hear directly from the people who use what we build.',
  'Most of the team has been here for more than three years, and new joiners are paired with a buddy for their first two months.',
  'We write things down: decisions, designs and reviews live in shared documents that anyone in the company can read.',
  'The team is spread across two offices and meets in person once a quarter for planning and a day out together.',
]

export const companyLines = [
  '{employer} was founded in 2014 and now serves customers in more than forty cities, with teams in Bengaluru, Pune and Gurugram.',
  'We are a team of about 800 people who value ownership, clear writing and shipping small improvements often.',
  'Our customers include banks, hospitals, retailers and logistics companies, and our teams work closely with them from the first week.',
  'We are profitable, growing steadily and investing in the tools and training our people need.',
]

export const responsibilityLines = [
  'Own a well-defined area of the product from planning to delivery, and keep its quality high.',
  'Work with product managers, designers and engineers to turn customer problems into plans.',
  'Write clear documentation and share what you learn with the wider team.',
  'Review the work of peers and help them grow through thoughtful feedback.',
  'Measure the impact of your work and improve it in small, safe steps.',
  'Keep stakeholders informed with concise weekly updates and honest estimates.',
  'Take part in planning, estimation and retrospectives, and help the team improve how it works.',
  'Handle escalations calmly, find the root cause and make sure the same problem does not return.',
  'Mentor interns and junior colleagues and help new joiners settle in quickly.',
  'Keep an eye on costs, risks and deadlines, and raise concerns early.',
  'Prepare clear monthly reports on progress, quality and open risks for the leadership team.',
  'Build good working relationships with vendors and partners, and hold them to agreed service levels.',
  'Suggest improvements to our processes and tools, and see them through once they are agreed.',
  'Help run hiring interviews and take part in onboarding new colleagues.',
]

export const requirementLines = [
  '{years} years of relevant experience, or equivalent practical work.',
  'Hands-on experience with {skill} and {skill2} in a production setting.',
  'Strong written and spoken communication in English; Hindi or a regional language is a plus.',
  'A track record of delivering work on time with little supervision.',
  'Comfort working with data and making decisions backed by numbers.',
  'Ability to explain complex topics simply to colleagues and customers.',
  'A degree in a relevant field, or the equivalent experience.',
  'Willingness to learn new tools and to teach what you know.',
  'Good judgement about when to ask for help and when to decide on your own.',
  'Experience working with teams in other cities or time zones is an advantage.',
  'A habit of checking your own work carefully before you hand it over.',
]

export const benefitLines = [
  'Health insurance for you, your spouse, children and parents.',
  'Flexible working hours and two work-from-home days a week.',
  'A yearly learning budget for courses, books and conferences.',
  'Paid parental leave and a creche allowance.',
  'Employee stock options for every full-time employee.',
  'Meal cards, cab facility for late shifts and a relocation allowance.',
  '24 days of paid leave a year in addition to public holidays.',
  'A laptop of your choice and an allowance for your home office.',
  'Term life and accident insurance, and a yearly health check-up.',
]

export const processLines = [
  'Our interview process has three steps: a thirty-minute call with the hiring manager, a practical exercise that takes about two hours, and a final conversation with two future colleagues.',
  'We aim to complete the process within three weeks and will keep you informed at every step.',
  'If you need any adjustments during the interviews, tell your recruiter and we will arrange them.',
]

export const closingLines = [
  '{employer} is an equal opportunity employer. We welcome applications from people of every background.',
  'We read every application and reply within two weeks.',
  'Shortlisted candidates will be invited to two short interviews and a take-home exercise.',
]

export const visaLine = 'Visa sponsorship is available for this role, and we help with relocation.'
