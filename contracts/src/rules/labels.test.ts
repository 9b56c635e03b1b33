import {
  campaignEmailStatusLabel,
  CAMPAIGN_EMAIL_BADGE_LABELS,
  campaignStatusLabel,
  campaignToggledMessage,
  contactBadgeLabel,
  contactStatusLabel,
  formatFileSize,
  usageText,
} from './labels';
import { displayBody, followUpCampaignName, defaultSequenceName, renderBody } from './templates';
import { PAGE_SIZES, PLANS, ADD_ONS, SENDING_WINDOW, PUBLIC_ROUTES } from './constants';

describe('contact status labels', () => {
  it.each([
    ['RESPONDED', 1, 'Responded'],
    ['NO_RESPONSE', 3, 'Follow ups Completed'],
    ['IN_PROGRESS', 0, 'Not Started'],
    ['IN_PROGRESS', 1, 'Initial Mail Sent'],
    ['IN_PROGRESS', 2, 'Follow up #1'],
    ['ERROR', 3, 'Follow up #2'],
  ] as const)('%s with %i sent -> %p', (status, sent, label) => {
    expect(contactStatusLabel(status, sent)).toBe(label);
  });

  it.each([
    ['RESPONDED', 2, 'Response Received'],
    ['NO_RESPONSE', 3, 'All Follow-ups Sent'],
    ['IN_PROGRESS', 1, 'Initial Sent'],
    ['IN_PROGRESS', 2, 'Sent Follow-up'],
  ] as const)('list badge %s with %i sent -> %p', (status, sent, label) => {
    expect(contactBadgeLabel(status, sent)).toBe(label);
  });

  it('says why a sequence stopped when an automatic notice or a bounce ended it', () => {
    expect(contactStatusLabel('ERROR', 1, 'LEFT_COMPANY')).toBe('Left the company');
    expect(contactBadgeLabel('ERROR', 1, 'LEFT_COMPANY')).toBe('Left the company');
    expect(contactStatusLabel('ERROR', 2, 'BOUNCED')).toBe('Bounced');
    expect(contactBadgeLabel('ERROR', 2, 'BOUNCED')).toBe('Bounced');
    // Replies keep their labels whoever answered; no reason (or null) changes nothing.
    expect(contactStatusLabel('RESPONDED', 1, 'COLLEAGUE_REPLIED')).toBe('Responded');
    expect(contactBadgeLabel('RESPONDED', 1, 'MARKED_REPLIED')).toBe('Response Received');
    expect(contactStatusLabel('IN_PROGRESS', 2, null)).toBe('Follow up #1');
  });
});

describe('campaign labels', () => {
  it('labels email statuses', () => {
    expect(campaignEmailStatusLabel('RECEIVED')).toBe('Responded');
    expect(campaignEmailStatusLabel('OPENED')).toBe('Delivered');
    expect(CAMPAIGN_EMAIL_BADGE_LABELS.OPENED).toBe('Opened');
    expect(CAMPAIGN_EMAIL_BADGE_LABELS.RECEIVED).toBe('Response Received');
  });

  it('labels active state and toggle result', () => {
    expect(campaignStatusLabel(true)).toBe('Active');
    expect(campaignStatusLabel(false)).toBe('Paused');
    expect(campaignToggledMessage(true)).toBe('Campaign activated successfully');
    expect(campaignToggledMessage(false)).toBe('Campaign paused successfully');
  });
});

describe('usage text', () => {
  it.each([
    [3, 3, "You've used all sequences this month"],
    [4, 5, 'Running low on sequences'],
    [16, 20, 'Running low on sequences'],
    [1, 3, '2 sequences remaining'],
    [0, 50, '50 sequences remaining'],
  ])('%i of %i -> %p', (used, total, text) => {
    expect(usageText(used, total)).toBe(text);
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [5_242_880, '5 MB'],
    [248_312, '242.49 KB'],
  ])('%i -> %p', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('templates', () => {
  it('names default sequences and chat campaigns', () => {
    expect(defaultSequenceName('Jordan', 'Lee')).toBe('Follow-up sequence for Jordan Lee');
    expect(followUpCampaignName('Jordan')).toBe('Follow up with Jordan');
    expect(followUpCampaignName('  ')).toBe('Follow up with Hiring Manager');
  });

  it('displays and fills placeholders', () => {
    const body = 'Hi {{contact_first_name}}, {{your_name}}';
    expect(displayBody(body)).toBe('Hi {{contact_first_name}}, [Your Name]');
    expect(renderBody(body, { yourName: 'Alex', contactFirstName: 'Jordan' })).toBe('Hi Jordan, Alex');
  });
});

describe('constants', () => {
  it('matches the spec plans and limits', () => {
    expect(PLANS.map((p) => [p.name, p.price, p.sequencesPerMonth])).toEqual([
      ['Starter', 'Free', 3],
      ['Focused', '$4.99/mo', 20],
      ['Relentless', '$9.99/mo', 50],
    ]);
    expect(ADD_ONS.find((a) => a.isDefault)).toMatchObject({ sequences: 25, price: '$5.99', popular: true });
    expect(PAGE_SIZES).toEqual({
      campaigns: 20,
      campaignContacts: 10,
      contactsList: 100,
      emailHistory: 10,
      editorEmails: 100,
      attachments: 100,
    });
    expect(SENDING_WINDOW).toEqual({ startHour: 9, endHour: 17 });
    expect(PUBLIC_ROUTES).toContain('/cold-email-strategy-job-search');
  });
});
