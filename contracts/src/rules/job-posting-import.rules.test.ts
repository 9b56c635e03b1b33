import {
  fillRoleLeftover,
  importedPostingLine,
  jobPostingClosedMessage,
  jobPostingRateLimitedMessage,
  looksLikePostingUrl,
  sendZoneWithPosting,
  withPostingGuess,
} from './job-posting-import.rules';
import { DEFAULT_FIRST_SUBJECT } from './constants';
import { sendZoneChoiceOf, sendZoneForNewRecipient, sendZoneReason } from './send-zone.rules';

describe('the posting import words', () => {
  it('says what was read in one line, leaving out what is missing', () => {
    const read = { role: 'Data Analyst', company: 'Acme', location: 'Berlin, Germany', remote: null };
    expect(importedPostingLine({ ...read, ats: 'GREENHOUSE', proposedTimezone: 'Europe/Berlin' })).toBe(
      'Read from Greenhouse: Data Analyst at Acme, Berlin, Germany. Zone guess: Europe/Berlin.',
    );
    expect(importedPostingLine({ ...read, location: 'Remote - US', remote: true, ats: null, proposedTimezone: null })).toBe(
      'Read from the page: Data Analyst at Acme, remote.',
    );
  });

  it('says why a posting is closed and when to try again, always with the way on by hand', () => {
    expect(jobPostingClosedMessage('ats-closed')).toBe(
      'This job is closed: the job board no longer lists it. Type the role and company if you still want to follow up.',
    );
    expect(jobPostingRateLimitedMessage('user', 61 * 60_000 - 1)).toBe(
      'You have read many postings this hour. Try again in 61 minutes, or type the role and company.',
    );
    expect(jobPostingRateLimitedMessage('site', 5_000)).toBe(
      'This site is busy. Try again in a minute, or type the role and company.',
    );
  });

  it('tells a pasted posting URL from a role, a sentence or a LinkedIn profile', () => {
    expect(looksLikePostingUrl('https://boards.greenhouse.io/acme/jobs/4012345')).toBe(true);
    expect(looksLikePostingUrl('jobs.lever.co/northwind/abc')).toBe(true);
    expect(looksLikePostingUrl('Senior Frontend Engineer at Acme')).toBe(false);
    expect(looksLikePostingUrl('acme.com')).toBe(false);
    expect(looksLikePostingUrl('https://www.linkedin.com/in/jordan-lee')).toBe(false);
    expect(looksLikePostingUrl('ftp://example.com/jobs/1')).toBe(false);
  });

  it("proposes the job's zone over the browser's, never over the recipient's domain, and never as chosen", () => {
    const guess = sendZoneWithPosting({ zone: 'Asia/Tokyo', source: 'BROWSER' }, 'Europe/Berlin', 'Berlin, Germany');
    expect(guess).toMatchObject({ zone: 'Europe/Berlin', source: 'JOB_POSTING' });
    expect(sendZoneReason(guess)).toBe("9:00-17:00 in Europe/Berlin, guessed from the job's location (Berlin, Germany)");
    const domain = { zone: 'Asia/Tokyo', source: 'RECIPIENT_DOMAIN' as const, domain: 'mercari.co.jp' };
    expect(sendZoneWithPosting(domain, 'Europe/Berlin')).toBe(domain);
    const browser = { zone: 'Asia/Tokyo', source: 'BROWSER' as const };
    expect(sendZoneWithPosting(browser, null)).toBe(browser);
    expect(sendZoneWithPosting(browser, 'Mars/Olympus')).toBe(browser);
  });

  it("fills the template's 'the X role' with the imported role", () => {
    expect(fillRoleLeftover(DEFAULT_FIRST_SUBJECT, ' Data Analyst ')).toBe('Quick follow-up on the Data Analyst role');
    expect(fillRoleLeftover(DEFAULT_FIRST_SUBJECT, '')).toBe(DEFAULT_FIRST_SUBJECT);
  });

  it("names a saved JOB_POSTING zone with the posting's location only when the import gave this zone", () => {
    const guess = { zone: 'Europe/Berlin', location: 'Berlin, Germany' };
    expect(withPostingGuess({ zone: 'Europe/Berlin', source: 'JOB_POSTING' }, guess).posting).toEqual({
      location: 'Berlin, Germany',
    });
    expect(withPostingGuess({ zone: 'Europe/Paris', source: 'JOB_POSTING' }, guess).posting).toBeUndefined();
    expect(withPostingGuess({ zone: 'Europe/Berlin', source: 'CHOSEN' }, guess).posting).toBeUndefined();
    expect(withPostingGuess({ zone: 'Europe/Berlin', source: 'DEFAULT' }, guess).posting).toBeUndefined();
  });

  it("says a saved posting zone came from the job's location on every later screen, and lets a recipient's domain replace it", () => {
    expect(sendZoneReason({ zone: 'Europe/Berlin', source: 'JOB_POSTING' })).toBe(
      "9:00-17:00 in Europe/Berlin, guessed from the job's location",
    );
    expect(sendZoneChoiceOf({ zone: 'Europe/Berlin', source: 'JOB_POSTING', browserZone: 'Asia/Tokyo' })).toEqual({
      zone: 'Europe/Berlin',
      source: 'JOB_POSTING',
    });
    expect(sendZoneForNewRecipient({ zone: 'Europe/Berlin', source: 'JOB_POSTING' }, 'yuki.tanaka@mercari.co.jp')).toMatchObject({
      zone: 'Asia/Tokyo',
      source: 'RECIPIENT_DOMAIN',
    });
    expect(sendZoneForNewRecipient({ zone: 'Europe/Berlin', source: 'JOB_POSTING' }, 'sam@example.com')).toBeNull();
  });
});
