import type { MatchProfile } from '#core/matching/match.ts'

/**
 * The judged profiles of `npm run bench:matching` (decision 056), written by hand against the demo
 * data (server/features/jobs/demo): who the person is, as onboarding and their resume say, and which
 * jobs a careful recruiter would send them — the roles they would take (by the demo's role slugs) in
 * the places they would work — with the one-line reason for that judgment. Pay, experience and
 * company size are the person's wishes, not the judgment: a job outside them can still be relevant,
 * which is the point of ranking rather than filtering.
 */
export interface JudgedProfile {
  id: string
  /** Why these jobs and no others, in one line. */
  reason: string
  profile: Partial<MatchProfile> & Pick<MatchProfile, 'role'>
  relevant: {
    roles: readonly string[]
    /** City names as the demo stores them; 'remote' accepts a remote job anywhere in India. */
    places: readonly string[]
    /** Employers the person excluded are never relevant. */
    excludedEmployers?: readonly string[]
  }
}

export const judgedProfiles: readonly JudgedProfile[] = [
  {
    id: 'data-analyst-pune',
    reason: 'A data analyst with SQL and Power BI who stays in Pune: analyst roles that work on data, in Pune.',
    profile: {
      role: 'Data Analyst',
      citySlugs: ['pune'],
      state: 'Maharashtra',
      experienceLevel: '3-5',
      skills: ['SQL', 'Python', 'Power BI', 'Excel', 'Statistics'],
    },
    relevant: { roles: ['data-analyst', 'power-bi-developer', 'business-analyst'], places: ['Pune'] },
  },
  {
    id: 'java-backend-bengaluru',
    reason: 'A Java backend developer in Bengaluru: Java, backend and general software roles in Bengaluru.',
    profile: {
      role: 'Java Developer',
      citySlugs: ['bengaluru'],
      state: 'Karnataka',
      experienceLevel: '3-5',
      skills: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Microservices', 'REST APIs'],
    },
    relevant: { roles: ['java-developer', 'backend-developer', 'software-engineer'], places: ['Bengaluru'] },
  },
  {
    id: 'frontend-react-remote',
    reason: 'A React frontend developer who wants remote work only: frontend and React roles that are remote.',
    profile: {
      role: 'Frontend Developer',
      citySlugs: ['jaipur'],
      state: 'Rajasthan',
      jobTypes: ['full-time', 'remote'],
      skills: ['React', 'TypeScript', 'JavaScript', 'Redux', 'Next.js', 'Jest'],
    },
    relevant: { roles: ['frontend-developer', 'react-developer'], places: ['remote', 'Jaipur'] },
  },
  {
    id: 'nurse-chennai',
    reason: 'A staff nurse in Chennai: nursing posts (ward or ICU) in Chennai.',
    profile: {
      role: 'Nurse',
      citySlugs: ['chennai'],
      state: 'Tamil Nadu',
      experienceLevel: '1-2',
      skills: ['Patient Care', 'BLS', 'IV Cannulation', 'Medication Administration'],
    },
    relevant: { roles: ['nurse', 'icu-nurse', 'staff-nurse'], places: ['Chennai'] },
  },
  {
    id: 'accountant-mumbai',
    reason: 'An accountant with GST and Tally in Mumbai: accounting posts in Mumbai, Navi Mumbai or Thane.',
    profile: {
      role: 'Accountant',
      citySlugs: ['mumbai'],
      state: 'Maharashtra',
      experienceLevel: '3-5',
      skills: ['GST', 'Tally', 'Excel', 'TDS'],
    },
    relevant: { roles: ['accountant', 'accounts-executive', 'chartered-accountant'], places: ['Mumbai', 'Navi Mumbai', 'Thane'] },
  },
  {
    id: 'devops-hyderabad',
    reason: 'A DevOps engineer in Hyderabad: DevOps, SRE and cloud roles in Hyderabad.',
    profile: {
      role: 'DevOps Engineer',
      citySlugs: ['hyderabad'],
      state: 'Telangana',
      experienceLevel: '3-5',
      skills: ['AWS', 'Docker', 'Kubernetes', 'Terraform', 'Linux'],
    },
    relevant: { roles: ['devops-engineer', 'site-reliability-engineer', 'cloud-engineer'], places: ['Hyderabad'] },
  },
  {
    id: 'sales-exec-delhi',
    reason: 'A field sales executive in Delhi: sales and business development executive posts in Delhi NCR.',
    profile: {
      role: 'Sales Executive',
      citySlugs: ['delhi'],
      state: 'Delhi',
      experienceLevel: '1-2',
      skills: ['Negotiation', 'Cold Calling', 'Lead Generation', 'CRM'],
    },
    relevant: {
      roles: ['sales-executive', 'business-development-executive', 'inside-sales-representative'],
      places: ['Delhi', 'Gurugram', 'Noida'],
    },
  },
  {
    id: 'data-scientist-bengaluru',
    reason: 'A data scientist in Bengaluru: data science and machine learning roles in Bengaluru.',
    profile: {
      role: 'Data Scientist',
      citySlugs: ['bengaluru'],
      state: 'Karnataka',
      experienceLevel: '3-5',
      skills: ['Python', 'Statistics', 'SQL', 'Machine Learning', 'TensorFlow'],
    },
    relevant: { roles: ['data-scientist', 'machine-learning-engineer'], places: ['Bengaluru'] },
  },
  {
    id: 'content-writer-remote',
    reason: 'A content writer open to remote work from Kolkata: writing and SEO content roles remote or in Kolkata.',
    profile: {
      role: 'Content Writer',
      citySlugs: ['kolkata'],
      state: 'West Bengal',
      jobTypes: ['full-time', 'remote', 'freelance'],
      skills: ['SEO', 'WordPress', 'Research', 'Canva'],
    },
    relevant: { roles: ['content-writer', 'seo-specialist'], places: ['remote', 'Kolkata'] },
  },
  {
    id: 'android-pune',
    reason: 'An Android developer in Pune: Android and mobile app roles in Pune.',
    profile: {
      role: 'Android Developer',
      citySlugs: ['pune'],
      state: 'Maharashtra',
      experienceLevel: '1-2',
      skills: ['Kotlin', 'Android', 'Java', 'Firebase'],
    },
    relevant: { roles: ['android-developer', 'flutter-developer'], places: ['Pune'] },
  },
  {
    id: 'financial-analyst-mumbai',
    reason: 'A financial analyst in Mumbai: financial, credit and risk analyst roles in Mumbai.',
    profile: {
      role: 'Financial Analyst',
      citySlugs: ['mumbai'],
      state: 'Maharashtra',
      experienceLevel: '3-5',
      skills: ['Excel', 'Financial Modelling', 'Budgeting', 'Power BI'],
    },
    relevant: { roles: ['financial-analyst', 'credit-analyst', 'risk-analyst'], places: ['Mumbai'] },
  },
  {
    id: 'product-manager-bengaluru',
    reason: 'A product manager in Bengaluru: product manager roles in Bengaluru.',
    profile: {
      role: 'Product Manager',
      citySlugs: ['bengaluru'],
      state: 'Karnataka',
      experienceLevel: '6-10',
      skills: ['JIRA', 'User Research', 'A/B Testing', 'Stakeholder Management'],
    },
    relevant: { roles: ['product-manager'], places: ['Bengaluru'] },
  },
  {
    id: 'data-engineer-gurugram',
    reason: 'A data engineer in Gurugram: data engineering roles in Delhi NCR.',
    profile: {
      role: 'Data Engineer',
      citySlugs: ['gurugram'],
      state: 'Haryana',
      experienceLevel: '3-5',
      skills: ['Python', 'SQL', 'Spark', 'Kafka', 'AWS'],
    },
    relevant: { roles: ['data-engineer'], places: ['Gurugram', 'Delhi', 'Noida'] },
  },
  {
    id: 'support-exec-hyderabad',
    reason: 'A customer support executive in Hyderabad: customer and technical support posts in Hyderabad.',
    profile: {
      role: 'Customer Support Executive',
      citySlugs: ['hyderabad'],
      state: 'Telangana',
      experienceLevel: 'fresher',
      skills: ['Communication', 'CRM', 'MS Excel'],
    },
    relevant: { roles: ['customer-support-executive', 'technical-support-engineer'], places: ['Hyderabad'] },
  },
  {
    id: 'medical-officer-lucknow',
    reason: 'A doctor seeking a medical officer post in Uttar Pradesh: medical officer posts in Lucknow or Noida.',
    profile: {
      role: 'Medical Officer',
      citySlugs: ['lucknow'],
      state: 'Uttar Pradesh',
      experienceLevel: '1-2',
      skills: ['Patient Care', 'ACLS', 'Electronic Health Records'],
    },
    relevant: { roles: ['medical-officer'], places: ['Lucknow', 'Noida'] },
  },
  {
    id: 'test-automation-chennai',
    reason: 'A test automation engineer in Chennai: automation test and QA roles in Chennai.',
    profile: {
      role: 'Automation Test Engineer',
      citySlugs: ['chennai'],
      state: 'Tamil Nadu',
      experienceLevel: '3-5',
      skills: ['Selenium', 'Java', 'TestNG', 'JIRA'],
    },
    relevant: { roles: ['automation-test-engineer', 'qa-engineer', 'quality-engineer'], places: ['Chennai'] },
  },
  {
    id: 'ops-manager-ahmedabad',
    reason: 'An operations manager in Gujarat: operations manager roles in Ahmedabad, Surat or Vadodara.',
    profile: {
      role: 'Operations Manager',
      citySlugs: ['ahmedabad'],
      state: 'Gujarat',
      experienceLevel: '6-10',
      skills: ['Budgeting', 'Stakeholder Management', 'MS Excel'],
    },
    relevant: { roles: ['operations-manager'], places: ['Ahmedabad', 'Surat', 'Vadodara'] },
  },
  {
    id: 'relationship-manager-kolkata',
    reason: 'A bank relationship manager in Kolkata: relationship and key account manager roles in Kolkata.',
    profile: {
      role: 'Relationship Manager',
      citySlugs: ['kolkata'],
      state: 'West Bengal',
      experienceLevel: '3-5',
      skills: ['CRM', 'Negotiation', 'Sales'],
    },
    relevant: { roles: ['relationship-manager', 'key-account-manager'], places: ['Kolkata'] },
  },
  {
    id: 'cybersecurity-noida',
    reason: 'A security analyst in Noida: cybersecurity roles in Delhi NCR.',
    profile: {
      role: 'Cybersecurity Analyst',
      citySlugs: ['noida'],
      state: 'Uttar Pradesh',
      experienceLevel: '3-5',
      skills: ['SIEM', 'Linux', 'Network Security', 'Python'],
    },
    relevant: { roles: ['cybersecurity-analyst'], places: ['Noida', 'Delhi', 'Gurugram'] },
  },
  {
    id: 'hr-executive-pune',
    reason: 'An HR executive in Pune: HR, recruiting and payroll posts in Pune.',
    profile: {
      role: 'HR Executive',
      citySlugs: ['pune'],
      state: 'Maharashtra',
      experienceLevel: '1-2',
      skills: ['Recruitment', 'Payroll', 'MS Excel', 'Communication'],
    },
    relevant: { roles: ['hr-executive', 'talent-acquisition-specialist', 'payroll-specialist'], places: ['Pune'] },
  },
  {
    id: 'dotnet-hyderabad',
    reason: 'A .NET developer in Hyderabad: .NET and backend roles in Hyderabad.',
    profile: {
      role: '.NET Developer',
      citySlugs: ['hyderabad'],
      state: 'Telangana',
      experienceLevel: '3-5',
      skills: ['C#', '.NET', 'SQL Server', 'Azure'],
    },
    relevant: { roles: ['net-developer', 'backend-developer'], places: ['Hyderabad'] },
  },
  {
    id: 'medical-coder-chennai',
    reason: 'A medical coder in Chennai: medical coding posts in Chennai or remote.',
    profile: {
      role: 'Medical Coder',
      citySlugs: ['chennai'],
      state: 'Tamil Nadu',
      jobTypes: ['full-time', 'remote'],
      skills: ['ICD-10', 'CPT', 'Medical Terminology'],
    },
    relevant: { roles: ['medical-coder'], places: ['Chennai', 'remote'] },
  },
  {
    id: 'teacher-jaipur',
    reason: 'A primary school teacher in Rajasthan: teaching posts in Jaipur.',
    profile: {
      role: 'Primary Teacher',
      citySlugs: ['jaipur'],
      state: 'Rajasthan',
      experienceLevel: '1-2',
      skills: ['Lesson Planning', 'Classroom Management'],
    },
    relevant: { roles: ['primary-teacher'], places: ['Jaipur'] },
  },
  {
    id: 'civil-engineer-mumbai',
    reason: 'A civil site engineer in Mumbai: civil and site engineering posts in Mumbai, Navi Mumbai or Thane.',
    profile: {
      role: 'Civil Engineer',
      citySlugs: ['mumbai'],
      state: 'Maharashtra',
      experienceLevel: '3-5',
      skills: ['AutoCAD', 'Estimation', 'Quantity Surveying', 'MS Project'],
    },
    relevant: { roles: ['civil-engineer', 'site-engineer'], places: ['Mumbai', 'Navi Mumbai', 'Thane'] },
  },
  {
    id: 'salesforce-bengaluru',
    reason: 'A Salesforce developer in Bengaluru: Salesforce roles in Bengaluru or remote.',
    profile: {
      role: 'Salesforce Developer',
      citySlugs: ['bengaluru'],
      state: 'Karnataka',
      jobTypes: ['full-time', 'remote'],
      skills: ['Salesforce', 'Apex', 'Lightning'],
    },
    relevant: { roles: ['salesforce-developer'], places: ['Bengaluru', 'remote'] },
  },
  {
    id: 'seo-digital-delhi',
    reason: 'A digital marketer in Delhi: SEO, digital and performance marketing roles in Delhi NCR.',
    profile: {
      role: 'Digital Marketing Executive',
      citySlugs: ['delhi'],
      state: 'Delhi',
      experienceLevel: '1-2',
      skills: ['SEO', 'Google Analytics', 'Google Ads', 'Canva'],
    },
    relevant: {
      roles: ['digital-marketing-executive', 'seo-specialist', 'performance-marketing-manager'],
      places: ['Delhi', 'Gurugram', 'Noida'],
    },
  },
  {
    id: 'node-remote',
    reason: 'A Node.js developer who wants remote work: Node.js, backend and full stack roles that are remote.',
    profile: {
      role: 'Node.js Developer',
      citySlugs: ['indore'],
      state: 'Madhya Pradesh',
      jobTypes: ['full-time', 'remote'],
      skills: ['Node.js', 'Express', 'MongoDB', 'TypeScript', 'REST APIs'],
    },
    relevant: { roles: ['node-js-developer', 'backend-developer', 'full-stack-developer'], places: ['remote', 'Indore'] },
  },
  {
    id: 'ux-designer-bengaluru',
    reason: 'A UI/UX designer in Bengaluru: UI/UX design roles in Bengaluru.',
    profile: {
      role: 'UI/UX Designer',
      citySlugs: ['bengaluru'],
      state: 'Karnataka',
      experienceLevel: '3-5',
      skills: ['Figma', 'User Research', 'Prototyping'],
    },
    relevant: { roles: ['ui-ux-designer'], places: ['Bengaluru'] },
  },
  {
    id: 'mechanical-chennai',
    reason: 'A mechanical engineer in Tamil Nadu: mechanical, production, maintenance and design engineering in Chennai or Coimbatore.',
    profile: {
      role: 'Mechanical Engineer',
      citySlugs: ['chennai'],
      state: 'Tamil Nadu',
      experienceLevel: '3-5',
      skills: ['AutoCAD', 'SolidWorks', 'Lean Manufacturing'],
    },
    relevant: {
      roles: ['mechanical-engineer', 'production-engineer', 'maintenance-engineer', 'design-engineer'],
      places: ['Chennai', 'Coimbatore'],
    },
  },
  {
    id: 'sap-fico-pune',
    reason: 'An SAP FICO consultant in Pune: SAP FICO roles in Pune or Mumbai.',
    profile: {
      role: 'SAP FICO Consultant',
      citySlugs: ['pune'],
      state: 'Maharashtra',
      experienceLevel: '6-10',
      skills: ['SAP', 'SAP FICO', 'GST'],
    },
    relevant: { roles: ['sap-fico-consultant'], places: ['Pune', 'Mumbai'] },
  },
  {
    id: 'full-stack-noida-no-globex',
    reason: 'A full stack developer in Noida who excluded one employer: full stack and software roles in Delhi NCR, never that employer.',
    profile: {
      role: 'Full Stack Developer',
      citySlugs: ['noida'],
      state: 'Uttar Pradesh',
      experienceLevel: '1-2',
      skills: ['React', 'Node.js', 'MongoDB', 'JavaScript'],
      excludeCompanies: ['Sikka Stack'],
    },
    relevant: {
      roles: ['full-stack-developer', 'software-engineer'],
      places: ['Noida', 'Delhi', 'Gurugram'],
      excludedEmployers: ['Sikka Stack'],
    },
  },
  {
    id: 'pharmacist-kochi',
    reason: 'A pharmacist in Kerala: pharmacist posts in Kochi.',
    profile: {
      role: 'Pharmacist',
      citySlugs: ['kochi'],
      state: 'Kerala',
      experienceLevel: '1-2',
      skills: ['Dispensing', 'Inventory', 'Patient Counselling'],
    },
    relevant: { roles: ['pharmacist'], places: ['Kochi'] },
  },
  {
    id: 'network-engineer-kolkata',
    reason: 'A network engineer in Kolkata: network and IT support engineering in Kolkata.',
    profile: {
      role: 'Network Engineer',
      citySlugs: ['kolkata'],
      state: 'West Bengal',
      experienceLevel: '1-2',
      skills: ['CCNA', 'Routing', 'Linux', 'Firewalls'],
    },
    relevant: { roles: ['network-engineer', 'it-support-engineer'], places: ['Kolkata'] },
  },
  {
    id: 'python-dev-ahmedabad',
    reason: 'A Python developer in Ahmedabad: Python and backend roles in Ahmedabad or remote.',
    profile: {
      role: 'Python Developer',
      citySlugs: ['ahmedabad'],
      state: 'Gujarat',
      jobTypes: ['full-time', 'remote'],
      skills: ['Python', 'Django', 'PostgreSQL', 'Docker'],
    },
    relevant: { roles: ['python-developer', 'backend-developer'], places: ['Ahmedabad', 'remote'] },
  },
]
