import type { GovernmentEmployerKind } from '#server/features/jobs/index.ts'

export interface GovernmentEmployer {
  name: string
  kind: GovernmentEmployerKind
  /** Headquarters city; state bodies post only in their own state's cities. */
  headquarters: string
  isStateBody: boolean
}

function central(name: string, kind: GovernmentEmployerKind, headquarters: string): GovernmentEmployer {
  return { name, kind, headquarters, isStateBody: false }
}

function stateBody(name: string, kind: GovernmentEmployerKind, headquarters: string): GovernmentEmployer {
  return { name, kind, headquarters, isStateBody: true }
}

/**
 * Public employers named generically: a kind of body and where it is, never a specific real
 * recruitment. The jobs they post carry no notice numbers, exam dates or official links.
 */
export const governmentEmployers: readonly GovernmentEmployer[] = [
  central('Central Secretariat Services (Union Ministries)', 'secretariat', 'Delhi'),
  central('Union Ministry Regional Offices', 'secretariat', 'Delhi'),
  central('Central Indirect Taxes Regional Office', 'tax', 'Mumbai'),
  central('Income Tax Regional Office', 'tax', 'Chennai'),
  central('Bharat Urja Transmission Corporation (PSU)', 'psu', 'Delhi'),
  central('National Hydro-Energy Development Corporation (PSU)', 'psu', 'Dehradun'),
  central('Hindustan Alloy Steelworks (PSU)', 'psu', 'Ranchi'),
  central('National Gas Pipeline Corporation (PSU)', 'psu', 'Noida'),
  central('Eastern Coalfields Development Corporation (PSU)', 'psu', 'Kolkata'),
  central('National Grain Storage Corporation (PSU)', 'psu', 'Delhi'),
  central('Deccan Aeronautical Works (PSU)', 'psu', 'Bengaluru'),
  central('Coastal Shipbuilding Corporation (PSU)', 'psu', 'Visakhapatnam'),
  central('Sahyog Public Sector Bank', 'bank', 'Mumbai'),
  central('Jan Vikas Bank (Public Sector)', 'bank', 'Kolkata'),
  central('Bharatiya Gramin Vikas Bank (Public Sector)', 'bank', 'Lucknow'),
  central('Central Government Schools Organisation', 'school', 'Delhi'),
  central('Residential Schools Society (Central)', 'school', 'Noida'),
  central('Central Government Health Services Hospitals', 'health', 'Delhi'),
  central('National Institute of Medical Sciences (Autonomous)', 'health', 'Bhubaneswar'),
  central('Central University Colleges', 'college', 'Delhi'),
  central('Central Government Polytechnics Society', 'college', 'Delhi'),
  central('Customs and Central Tax Regional Office', 'tax', 'Kolkata'),
  central('National Rail Infrastructure Corporation (PSU)', 'psu', 'Delhi'),
  central('Deccan Heavy Machinery (PSU)', 'psu', 'Hubballi'),
  central('Kisan Fertilisers Corporation (PSU)', 'psu', 'Vadodara'),
  central('National Electronics Manufacturing Corporation (PSU)', 'psu', 'Bengaluru'),
  central('Central Ports Development Authority', 'psu', 'Visakhapatnam'),
  central('Union Road Infrastructure Authority', 'utility', 'Delhi'),
  central('National Water Grid Authority', 'utility', 'Delhi'),
  central('Pragati Public Sector Bank', 'bank', 'Chennai'),
  central('Rashtriya Sahakari Bank (Public Sector)', 'bank', 'Pune'),
  central('Bharat Nirmaan Bank (Public Sector)', 'bank', 'Ahmedabad'),
  central('Model Residential Schools Society (Central)', 'school', 'Bhopal'),
  central('National Institute of Public Health Hospitals', 'health', 'Lucknow'),
  central('Regional Institute of Medical Sciences (Autonomous)', 'health', 'Guwahati'),
  central('Central Employees Health Scheme Dispensaries', 'health', 'Delhi'),
  stateBody('Public Works Department, Maharashtra', 'state-department', 'Mumbai'),
  stateBody('Public Works Department, Karnataka', 'state-department', 'Bengaluru'),
  stateBody('Rural Development Department, Uttar Pradesh', 'state-department', 'Lucknow'),
  stateBody('Revenue Department, Rajasthan', 'state-department', 'Jaipur'),
  stateBody('Water Resources Department, Tamil Nadu', 'state-department', 'Chennai'),
  stateBody('Urban Development Department, Gujarat', 'state-department', 'Ahmedabad'),
  stateBody('State Health Services, Kerala', 'health', 'Thiruvananthapuram'),
  stateBody('State Health Services, Madhya Pradesh', 'health', 'Bhopal'),
  stateBody('District Hospitals Society, Bihar', 'health', 'Patna'),
  stateBody('Department of School Education, Telangana', 'school', 'Hyderabad'),
  stateBody('Department of School Education, Punjab', 'school', 'Ludhiana'),
  stateBody('Government Schools Board, Odisha', 'school', 'Bhubaneswar'),
  stateBody('Department of Higher Education, West Bengal', 'college', 'Kolkata'),
  stateBody('Maharashtra State Power Distribution Company', 'utility', 'Mumbai'),
  stateBody('Karnataka State Power Distribution Company', 'utility', 'Bengaluru'),
  stateBody('Andhra Pradesh State Water Supply Board', 'utility', 'Vijayawada'),
  stateBody('Haryana Urban Transit Corporation', 'utility', 'Gurugram'),
  stateBody('Pune Metropolitan Municipal Corporation', 'municipal', 'Pune'),
  stateBody('Greater Chennai Municipal Administration', 'municipal', 'Chennai'),
  stateBody('Indore City Municipal Corporation', 'municipal', 'Indore'),
  stateBody('Surat City Municipal Corporation', 'municipal', 'Surat'),
  stateBody('Greater Hyderabad Civic Administration', 'municipal', 'Hyderabad'),
  stateBody('Assam State Public Works Department', 'state-department', 'Guwahati'),
  stateBody('Chhattisgarh State Power Utilities', 'utility', 'Raipur'),
]
