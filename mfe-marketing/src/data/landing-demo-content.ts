// Sample data and wording of the landing page's live demo (product.md §2 'Landing mockup demo'). Made up: no real
// person or address; the timings live in components/landing/landing-demo.timeline.ts.

export const DEMO_LINKEDIN_URL = 'https://www.linkedin.com/in/jordan-lee-recruiter';

/** What 'Find Email' finds for the sample profile. */
export const DEMO_FOUND_CONTACT = { name: 'Jordan Lee', email: 'jordan.lee@example.com' } as const;

export interface DemoFollowUp {
  label: string;
  subject: string;
  /** Its line once the sequence is live: 'Follow up 1 sent', 'Follow up 2 after 2 days', ... */
  liveStatus: string;
}

export const DEMO_FOLLOW_UPS: readonly DemoFollowUp[] = [
  { label: 'Follow up 1', subject: 'Following up on my application', liveStatus: 'Follow up 1 sent' },
  { label: 'Follow up 2', subject: 'Quick check-in on the role', liveStatus: 'Follow up 2 after 2 days' },
  { label: 'Follow up 3', subject: 'One last note from me', liveStatus: 'Follow up 3 after 4 days' },
];

export const DEMO_TEXT = {
  title: 'Interactive Demo',
  online: 'Online',
  urlLabel: 'LinkedIn profile',
  findEmail: 'Find Email',
  findingEmail: 'Finding email...',
  emailFound: 'Email Found!',
  cardsLabel: 'Sample follow-up emails',
  scheduleAndSend: 'Schedule & Send',
  scheduling: 'Scheduling...',
  live: 'Your Sequence is live',
  replay: 'Replay demo',
} as const;
