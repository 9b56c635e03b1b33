// Thirty-odd job seekers as they would describe themselves: typed summaries (about-me) and resume text, across
// nursing, teaching, accounting, design, engineering, sales, new graduates, career changers and non-native English.
// `facts` are the words of theirs every draft must carry (numbers, named skills, achievements, degrees), as written.
import type { WriterInput } from '../email-writer.types';

export interface CorpusEntry {
  name: string;
  input: Omit<WriterInput, 'seed' | 'hiringManagerName'>;
  facts: string[];
}

export const WRITER_CORPUS: CorpusEntry[] = [
  {
    name: 'new graduate, interaction design (issue 28)',
    input: {
      jobRole: 'Junior Product Designer at Globex',
      aboutMe: 'Recent graduate in interaction design with two internships and a portfolio of accessibility-first mobile apps',
    },
    facts: ['recent graduate in interaction design', 'two internships', 'portfolio of accessibility-first mobile apps'],
  },
  {
    name: 'engineering manager (issue 28)',
    input: {
      jobRole: 'Director of Engineering at Initech',
      aboutMe: 'Engineering manager of 12 people; grew the team from 4 and shipped the payments platform rewrite',
    },
    facts: ['engineering manager of 12 people', 'grew the team from 4', 'shipped the payments platform rewrite'],
  },
  {
    name: 'data engineer (issue 28: not just "Kafka")',
    input: {
      jobRole: 'Senior Data Engineer at Acme',
      aboutMe:
        'Data engineer with 6 years building Kafka pipelines at a fintech. Cut nightly batch time from 5 hours to 40 minutes.',
    },
    facts: ['6 years building Kafka pipelines at a fintech', 'cut nightly batch time from 5 hours to 40 minutes'],
  },
  {
    name: 'ICU nurse, typed',
    input: {
      jobRole: 'ICU Nurse at St. Mary Hospital',
      aboutMe: 'Registered Nurse with 8 years in critical care. BSN from Ohio State. Certified in ACLS and BLS.',
    },
    facts: ['8 years in critical care', 'BSN from Ohio State', 'ACLS and BLS'],
  },
  {
    name: 'nurse, resume only',
    input: {
      jobRole: 'Charge Nurse - Mercy Health',
      resumeText:
        'Maria Lopez\nRegistered Nurse\n\nEXPERIENCE\n• Reduced patient falls on a 30-bed ward by 25%\n• 9 years of experience in emergency nursing\n\nEDUCATION\nBSc Nursing, University of Leeds, 2014',
    },
    facts: ['reduced patient falls on a 30-bed ward by 25%', '9 years of experience', 'BSc Nursing'],
  },
  {
    name: 'teacher, typed',
    input: {
      jobRole: 'Grade 5 Teacher at Lincoln Elementary',
      aboutMe:
        'Elementary teacher with 10 years in the classroom. Raised reading scores in my grade by 18% over two years. Master of Education from UCLA.',
    },
    facts: [
      '10 years in the classroom',
      'raised reading scores in my grade by 18% over two years',
      'Master of Education from UCLA',
    ],
  },
  {
    name: 'teacher, non-native English',
    input: {
      jobRole: 'English Teacher at British Council',
      aboutMe: 'I am teacher since 6 years in Madrid, I teach english for children of 8-12 years old. I have CELTA certificate.',
    },
    facts: ['teacher since 6 years in Madrid', 'children of 8-12 years old', 'CELTA certificate'],
  },
  {
    name: 'accountant, CPA',
    input: {
      jobRole: 'Senior Accountant at Deloitte',
      aboutMe: 'CPA with 10 years of audit experience at a Big Four firm; led 15-person audit teams. Expert in GAAP and IFRS.',
    },
    facts: ['CPA with 10 years of audit experience', 'led 15-person audit teams', 'GAAP and IFRS'],
  },
  {
    name: 'accountant, resume only',
    input: {
      jobRole: 'Staff Accountant',
      resumeText:
        'PRIYA SHAH\nStaff Accountant\n- Cut month-end close from 10 days to 4 days\n- Reduced vendor overpayments by $120K per year\nSkills: QuickBooks, NetSuite, Excel',
    },
    facts: ['cut month-end close from 10 days to 4 days', 'QuickBooks'],
  },
  {
    name: 'designer, Figma',
    input: {
      jobRole: 'Product Designer @ Figma',
      aboutMe:
        'Product designer with 5 years in B2B SaaS. Redesigned the onboarding flow and lifted activation by 22%. Tools: Figma, Adobe XD',
    },
    facts: ['5 years in B2B SaaS', 'redesigned the onboarding flow and lifted activation by 22%', 'Figma', 'Adobe XD'],
  },
  {
    name: 'graphic designer, career changer',
    input: {
      jobRole: 'Graphic Designer at Pentagram',
      aboutMe:
        'Former chef turned graphic designer. Completed a 9-month design bootcamp and built 14 brand identities for local restaurants.',
    },
    facts: ['former chef turned graphic designer', '9-month design bootcamp', '14 brand identities for local restaurants'],
  },
  {
    name: 'frontend engineer',
    input: {
      jobRole: 'Senior Frontend Engineer at Acme',
      aboutMe: '7+ years of experience in React and TypeScript. I cut page load time by 40% and reduced bundle size by 30%.',
    },
    facts: ['7+ years of experience in React and TypeScript', 'cut page load time by 40%', 'reduced bundle size by 30%'],
  },
  {
    name: 'backend engineer, resume',
    input: {
      jobRole: 'Backend Engineer @ Stripe',
      resumeText:
        'Jane Doe\n• Reduced AWS costs by 30% ($120K/yr)\n• Increased weekly active users of the mobile app by 120%\nSkills: Go via golang, Kubernetes, Terraform, Kafka',
    },
    facts: ['reduced AWS costs by 30%', 'increased weekly active users of the mobile app by 120%', 'Kubernetes'],
  },
  {
    name: 'engineer, both texts',
    input: {
      jobRole: 'Platform Engineer at Globex',
      aboutMe: 'Platform engineer who moved 200 services to Kubernetes.',
      resumeText: 'Sam Lee\nB.S. in Computer Science, Georgia Tech\n• Reduced deploy time by 70%',
    },
    facts: ['moved 200 services to Kubernetes', 'reduced deploy time by 70%'],
  },
  {
    name: 'sales, quota',
    input: {
      jobRole: 'Account Executive at Salesforce',
      aboutMe: 'Experienced sales rep - exceeded quota by 130% in 2023 - closed $2.4M in new business',
    },
    facts: ['exceeded quota by 130% in 2023', 'closed $2.4M in new business'],
  },
  {
    name: 'sales, SDR to AE',
    input: {
      jobRole: 'Account Executive, HubSpot',
      aboutMe:
        'SDR for 3 years; booked 450 meetings and was top of the team for 5 quarters. Daily user of HubSpot and Salesforce.',
    },
    facts: ['SDR for 3 years', 'booked 450 meetings', 'top of the team for 5 quarters'],
  },
  {
    name: 'new graduate, computer science',
    input: {
      jobRole: 'Graduate Software Engineer at Google',
      aboutMe:
        'Computer science graduate (First Class) from the University of Manchester. Built a Python tool used by 300 students.',
    },
    facts: ['computer science graduate', 'University of Manchester', 'used by 300 students'],
  },
  {
    name: 'new graduate, marketing',
    input: {
      jobRole: 'Marketing Coordinator at Nike',
      aboutMe:
        'Marketing graduate with a 6-month internship at an agency, where I grew an Instagram account from 2,000 to 15,000 followers.',
    },
    facts: ['6-month internship at an agency', 'from 2,000 to 15,000 followers'],
  },
  {
    name: 'career changer, teacher to UX',
    input: {
      jobRole: 'UX Researcher at Spotify',
      aboutMe:
        'Former teacher of 8 years moving into UX research. Completed the Google UX certificate and ran 25 user interviews for a nonprofit app.',
    },
    facts: ['former teacher of 8 years', 'Google UX certificate', 'ran 25 user interviews for a nonprofit app'],
  },
  {
    name: 'career changer, military to project management',
    input: {
      jobRole: 'Project Manager at Lockheed Martin',
      aboutMe: 'Army logistics officer for 9 years, managed a $4M equipment budget. PMP certified since 2022.',
    },
    facts: ['army logistics officer for 9 years', 'managed a $4M equipment budget', 'PMP certified since 2022'],
  },
  {
    name: 'non-native English, engineer',
    input: {
      jobRole: 'Java Developer at SAP',
      aboutMe: 'I am working like Java developer 5 years in bank in Warsaw. I make migration of 40 microservices to Spring Boot.',
    },
    facts: ['Java developer 5 years in bank in Warsaw', 'migration of 40 microservices to Spring Boot'],
  },
  {
    name: 'non-native English, nurse',
    input: {
      jobRole: 'Staff Nurse at NHS Trust',
      aboutMe: 'I work as nurse in Manila hospital for 7 years, in surgery ward with 40 beds. I have NCLEX passed in 2024.',
    },
    facts: ['nurse in Manila hospital for 7 years', 'surgery ward with 40 beds', 'NCLEX passed in 2024'],
  },
  {
    name: 'non-native English, accountant',
    input: {
      jobRole: 'Accountant at KPMG',
      aboutMe: 'Accountant with 4 years experience in Brazil. I did the closing for 3 companies every month with SAP.',
    },
    facts: ['4 years experience in Brazil', 'closing for 3 companies every month with SAP'],
  },
  {
    name: 'data analyst',
    input: {
      jobRole: 'Data Analyst - Netflix',
      aboutMe: 'Data analyst with 3 years of SQL and Tableau. Built a churn dashboard used by 60 managers.',
    },
    facts: ['3 years of SQL and Tableau', 'churn dashboard used by 60 managers'],
  },
  {
    name: 'customer support lead',
    input: {
      jobRole: 'Support Team Lead at Zendesk',
      aboutMe: 'Support lead of 9 agents. Raised CSAT from 82% to 94% and cut first response time to 2 hours.',
    },
    facts: ['support lead of 9 agents', 'raised CSAT from 82% to 94%', 'first response time to 2 hours'],
  },
  {
    name: 'pharmacist',
    input: {
      jobRole: 'Clinical Pharmacist at Kaiser',
      aboutMe: 'PharmD with 5 years in hospital pharmacy. Led an antibiotic stewardship program that cut usage by 15%.',
    },
    facts: ['PharmD with 5 years in hospital pharmacy', 'led an antibiotic stewardship program that cut usage by 15%'],
  },
  {
    name: 'electrician, trades',
    input: {
      jobRole: 'Electrician at Tesla',
      aboutMe: 'Licensed electrician, 11 years in commercial work. Wired 3 data centers.',
    },
    facts: ['licensed electrician', '11 years in commercial work', 'wired 3 data centers'],
  },
  {
    name: 'HR generalist',
    input: {
      jobRole: 'HR Business Partner at Shopify',
      aboutMe: 'HR generalist for a 600-person company. Cut time-to-hire from 45 to 28 days. SHRM-CP certified.',
    },
    facts: ['600-person company', 'cut time-to-hire from 45 to 28 days', 'SHRM-CP certified'],
  },
  {
    name: 'mobile engineer, resume with years',
    input: {
      jobRole: 'iOS Engineer at Airbnb',
      resumeText:
        'Tom Park\niOS Engineer\n6 years of experience building Swift apps\n• Improved crash-free sessions by 12%\nSwiftUI, Firebase',
    },
    facts: ['6 years of experience', 'improved crash-free sessions by 12%'],
  },
  {
    name: 'operations, typed with bullets',
    input: {
      jobRole: 'Operations Manager at Amazon',
      aboutMe: '• Ran a warehouse of 80 staff\n• Cut picking errors by 35%\n• Lean Six Sigma Green Belt',
    },
    facts: ['ran a warehouse of 80 staff', 'cut picking errors by 35%', 'Lean Six Sigma Green Belt'],
  },
  {
    name: 'social worker, degree first',
    input: {
      jobRole: 'Social Worker at City of Boston',
      aboutMe: 'MSW from Boston University. 4 years in child protective services with a caseload of 20 families.',
    },
    facts: ['MSW from Boston University', '4 years in child protective services', 'caseload of 20 families'],
  },
  {
    name: 'vague summary: no invented facts',
    input: { jobRole: 'QA Analyst', aboutMe: 'I love building things for people and learning every day.' },
    facts: [],
  },
  {
    name: 'nothing given',
    input: { jobRole: 'Product Manager at Acme' },
    facts: [],
  },
];
