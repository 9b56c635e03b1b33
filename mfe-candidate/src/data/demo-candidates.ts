// The three hard-coded demo candidates of product.md §3 ('Demo candidate'). Fictional people: any resemblance is chance.

export interface CandidateEducation {
  degree: string;
  school: string;
  year: string;
  gpa: string;
}

export interface CandidateExperience {
  title: string;
  company: string;
  period: string;
  description: string;
  achievements: readonly string[];
}

export interface DemoCandidate {
  id: string;
  name: string;
  title: string;
  location: string;
  email: string;
  phone: string;
  website: string;
  linkedInUrl: string;
  /** Years of experience, as displayed. */
  experience: string;
  skills: readonly string[];
  bio: string;
  openToLocation: string;
  availability: string;
  education: CandidateEducation;
  experienceDetails: readonly CandidateExperience[];
}

export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
  {
    id: 'sarah-chen',
    name: 'Sarah Chen',
    title: 'Senior Frontend Engineer',
    location: 'San Francisco, CA',
    email: 'sarah.chen@example.com',
    phone: '+1 (415) 555-0142',
    website: 'sarahchen.dev',
    linkedInUrl: 'https://www.linkedin.com/in/sarah-chen-demo',
    experience: '7 years',
    skills: ['React', 'TypeScript', 'GraphQL', 'Accessibility', 'Design Systems', 'Performance'],
    bio: 'Frontend engineer who turns complex workflows into fast, accessible interfaces. Led two design-system rollouts used by 40+ engineers.',
    openToLocation: 'Remote (US) or Bay Area',
    availability: 'Open to offers',
    education: { degree: 'B.S. Computer Science', school: 'University of California, Berkeley', year: '2017', gpa: '3.8' },
    experienceDetails: [
      {
        title: 'Senior Frontend Engineer',
        company: 'Brightlane',
        period: '2021 - Present',
        description: 'Owns the customer dashboard and the shared component library.',
        achievements: ['Cut page load time by 45%', 'Shipped a design system adopted by 6 teams'],
      },
      {
        title: 'Frontend Engineer',
        company: 'Northwind Labs',
        period: '2017 - 2021',
        description: 'Built data-heavy analytics views in React.',
        achievements: ['Introduced TypeScript across 120k lines', 'Mentored 4 junior engineers'],
      },
    ],
  },
  {
    id: 'marcus-johnson',
    name: 'Marcus Johnson',
    title: 'Product Designer',
    location: 'Austin, TX',
    email: 'marcus.johnson@example.com',
    phone: '+1 (512) 555-0198',
    website: 'marcusdesigns.co',
    linkedInUrl: 'https://www.linkedin.com/in/marcus-johnson-demo',
    experience: '5 years',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Usability Testing'],
    bio: 'Product designer focused on onboarding and activation. Pairs qualitative research with experiment data.',
    openToLocation: 'Austin or Remote',
    availability: 'Available in 2 weeks',
    education: { degree: 'B.F.A. Interaction Design', school: 'Savannah College of Art and Design', year: '2019', gpa: '3.7' },
    experienceDetails: [
      {
        title: 'Product Designer',
        company: 'Kitefin',
        period: '2022 - Present',
        description: 'Leads design for onboarding and billing.',
        achievements: ['Raised trial-to-paid conversion by 18%', 'Ran 30+ user interviews per quarter'],
      },
      {
        title: 'UX Designer',
        company: 'Harbor Health',
        period: '2019 - 2022',
        description: 'Designed patient scheduling flows for web and mobile.',
        achievements: ['Reduced booking drop-off by 22%'],
      },
    ],
  },
  {
    id: 'priya-sharma',
    name: 'Priya Sharma',
    title: 'Data Scientist',
    location: 'New York, NY',
    email: 'priya.sharma@example.com',
    phone: '+1 (646) 555-0117',
    website: 'priyasharma.io',
    linkedInUrl: 'https://www.linkedin.com/in/priya-sharma-demo',
    experience: '4 years',
    skills: ['Python', 'SQL', 'Machine Learning', 'Experimentation', 'dbt', 'Forecasting'],
    bio: 'Data scientist who ships models to production and explains them to people who make decisions.',
    openToLocation: 'New York or Remote',
    availability: 'Actively interviewing',
    education: { degree: 'M.S. Data Science', school: 'Columbia University', year: '2020', gpa: '3.9' },
    experienceDetails: [
      {
        title: 'Data Scientist',
        company: 'Ledgerly',
        period: '2020 - Present',
        description: 'Builds churn and demand forecasting models.',
        achievements: ['Forecast error down 30%', 'Built the company A/B testing framework'],
      },
    ],
  },
];

export function findDemoCandidate(id: string | undefined): DemoCandidate | undefined {
  return DEMO_CANDIDATES.find((candidate) => candidate.id === id);
}
