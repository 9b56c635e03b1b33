// The app's delivery engine built from its settings: with the MICROSOFT_* variables (the stand-in over HTTPS, its CA
// from a file) it has Gmail's and Microsoft's adapters and an Outlook user's email leaves through Graph; without
// them it has Gmail's only and sends nothing for an Outlook grant. sendTestEmail on that engine names the user's
// mailbox: an Outlook user's refusals say Outlook; without any grant the spec's Gmail sentence stays.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import { AUTHORIZE_GMAIL_FOR_TEST } from 'contracts';
import { loadMicrosoftConfig } from '../../config/microsoft.config';
import { sendTestEmail } from '../delivery';
import { insertUser } from '../../../testkit/db/db-fixtures';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { connectMicrosoftMailbox, microsoftEnv } from '../../../testkit/env/microsoft-env';
import { microsoftClientsFor } from './microsoft-clients.registry';

const SAM = 'sam.seeker@outlook.com';
const DRAFT = { subject: 'Following up', body: 'Hi {{contact_first_name}}, just checking in. {{your_name}}' };

describe('the delivery engine built from the settings', () => {
  let ms: MicrosoftStandIn;
  let h: DeliveryHarness;

  beforeAll(async () => {
    ms = await startMicrosoftStandIn();
    const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'ms-ca-')), 'ca.pem');
    writeFileSync(caFile, ms.caPem);
    h = await startDeliveryHarness(microsoftEnv(ms, caFile));
  });
  afterAll(async () => {
    await h.close();
    await ms.close();
  });
  beforeEach(() => ms.reset());

  async function outlookUser() {
    const user = await insertUser(h.handle.db, { name: 'Sam Seeker' });
    const outcome = await connectMicrosoftMailbox({
      ms,
      oauth: microsoftClientsFor(h.config.microsoft).oauth(),
      db: h.handle.db,
      ring: h.config.tokenEncryption,
      userId: user.id,
      email: SAM,
    });
    expect(outcome.kind).toBe('connected');
    return user;
  }

  async function outlookEmail() {
    const user = await outlookUser();
    return (await h.sequenceFor(user)).emailId;
  }

  it('has both adapters with Microsoft settings, and sends an Outlook user’s email through Graph', async () => {
    const engine = h.engine();
    expect(Object.keys(engine.mailboxes).sort()).toEqual(['google', 'microsoft']);
    expect(await engine.deliver(await outlookEmail())).toBe('sent');
    expect(ms.sentItems(SAM)).toHaveLength(1);
  });

  it("has Gmail's only without them, and an Outlook grant's email is not sent", async () => {
    const engine = h.engine({}, { config: { ...h.config, microsoft: loadMicrosoftConfig({}) } });
    expect(Object.keys(engine.mailboxes)).toEqual(['google']);
    // No adapter for the grant's provider: the operator's to configure. The email waits, as for a refused client.
    const emailId = await outlookEmail();
    expect(await engine.deliver(emailId)).toBe('deferred');
    expect(ms.sentItems(SAM)).toHaveLength(0);
    expect(await h.email(emailId)).toMatchObject({ status: 'SCHEDULED' });
  });

  describe('sendTestEmail for an Outlook user', () => {
    it("sends the draft to the user's own address through Graph", async () => {
      const user = await outlookUser();
      const result = await sendTestEmail(h.engine(), { userId: user.id, ...DRAFT });
      expect(result).toEqual({ success: true, hasRefreshToken: true, message: `Test email sent to ${user.email}` });
      expect(ms.sentItems(SAM)).toHaveLength(1);
    });

    it('asks to connect Outlook, not Gmail, once Microsoft refuses the grant for good', async () => {
      const user = await outlookUser();
      ms.revoke(SAM);
      ms.expireAccessTokens();
      const result = await sendTestEmail(h.engine(), { userId: user.id, ...DRAFT });
      expect(result).toEqual({
        success: false,
        hasRefreshToken: false,
        message: 'You need to connect Outlook to send test emails',
      });
      expect(ms.sentItems(SAM)).toHaveLength(0);
    });

    it("says Outlook's daily limit holds the account and when sending resumes", async () => {
      const user = await outlookUser();
      ms.behave({ personalRecipientsPerDay: 1 });
      const engine = h.engine();
      expect(await sendTestEmail(engine, { userId: user.id, ...DRAFT })).toMatchObject({ success: true });
      const result = await sendTestEmail(engine, { userId: user.id, ...DRAFT });
      expect(result).toMatchObject({ success: false, hasRefreshToken: true });
      expect(result.message).toMatch(/^Outlook's daily sending limit reached; sending resumes at /);
    });

    it("keeps the spec's Gmail sentence for a user with no mailbox at all", async () => {
      const user = await insertUser(h.handle.db, { name: 'Alex Morgan' });
      expect(await sendTestEmail(h.engine(), { userId: user.id, ...DRAFT })).toEqual({
        success: false,
        hasRefreshToken: false,
        message: AUTHORIZE_GMAIL_FOR_TEST,
      });
    });
  });
});
