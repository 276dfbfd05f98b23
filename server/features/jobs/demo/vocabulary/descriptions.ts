/**
 * The framing paragraphs of a posting. Placeholders: {company}, {title}, {aTitle} (the title with
 * "a" or "an"), {city}, {offering}, {customers}, {team}, {country} and, for agencies and job boards,
 * {clientIndustry}.
 */
export const introTemplates: readonly string[] = [
  '{company} {offering} for {customers}. We are hiring {aTitle} to join the {team} team in {city}.',
  '{company} {offering} for {customers}. As {aTitle} in our {team} team, you will work on problems that matter to those customers every day.',
  '{company} is looking for {aTitle} for its {team} team in {city}. The company {offering} for {customers}.',
  'Join {company} as {aTitle}. Our {team} team in {city} is growing, and we need someone who enjoys ownership and learning.',
  'We are adding {aTitle} to our {team} team in {city}. {company} {offering} for {customers}.',
]

export const remoteIntroTemplates: readonly string[] = [
  '{company} {offering} for {customers}. We are hiring {aTitle} to join the {team} team, fully remote within {country}.',
  'Join {company} as a remote {title}. Our {team} team works across time zones, and you can work from anywhere in {country}.',
]

export const workModeLines: Readonly<Record<'Hybrid' | 'On-site' | 'Remote-first' | 'Flexible' | 'Remote', readonly string[]>> = {
  Hybrid: [
    'This is a hybrid role based in {city}: three days a week in the office, the rest from home.',
    'You will work from our {city} office on most days, with the flexibility to work from home when you need it.',
  ],
  'On-site': ['This role is based at our {city} location and needs you on site every working day.', 'This is an on-site role in {city}.'],
  'Remote-first': ['We are remote-first: the {city} office is there when you want it, but most of the team works from home.'],
  Flexible: ['Working hours and location are flexible; the team meets in {city} once a month.'],
  Remote: [
    'This is a fully remote role. We provide a laptop and an internet allowance, and the team meets in person twice a year.',
    'You can work from home anywhere in {country}; we ask for a few hours of overlap with the team each day.',
  ],
}

export const visaLines: readonly string[] = [
  'We sponsor work visas for this role and help with relocation to {city}, including for candidates moving from India.',
  'Visa sponsorship is available for the right candidate, and we cover relocation costs to {city}.',
]

export const closingLines: readonly string[] = [
  'We are an equal opportunity employer and welcome applications from people of every background, gender and ability.',
  'If this sounds like you, apply with your resume; we reply to every application within two weeks.',
  'We value diversity and make reasonable adjustments for candidates with disabilities at every stage of hiring.',
  'Our hiring process has a short screening call, a skills conversation and a final discussion with the team.',
]

export const agencyIntroTemplates: readonly string[] = [
  '{company} is hiring {aTitle} for a client in the {clientIndustry} sector in {city}.',
  'Our client, a well-established {clientIndustry} company, is looking for {aTitle} in {city}. {company} is managing this hiring.',
]

export const agencyRemoteIntroTemplates: readonly string[] = [
  '{company} is hiring a remote {title} for a client in the {clientIndustry} sector. The role is open to candidates anywhere in {country}.',
]

export const jobBoardIntroTemplates: readonly string[] = [
  'Listed on {company}: an employer in the {clientIndustry} sector in {city} is hiring {aTitle}.',
  'New opening on {company}: {title} at a company in the {clientIndustry} sector in {city}.',
]

export const jobBoardRemoteIntroTemplates: readonly string[] = [
  'Listed on {company}: an employer in the {clientIndustry} sector is hiring a remote {title}, open to candidates anywhere in {country}.',
]
