import { MICROSOFT_CONSUMER_TENANT_ID } from 'contracts';
import { microsoftIdentityOf } from './microsoft-identity';

const OID = '00000000-0000-4000-8000-0000000000aa';
const WORK_TENANT = '72f988bf-0000-4000-8000-00000000c0de';

describe('who signed in with Microsoft, and whether Microsoft vouches for the address', () => {
  it("is keyed by tenant and object id, and vouches for a personal account's own sign-in address", () => {
    expect(
      microsoftIdentityOf({
        tid: MICROSOFT_CONSUMER_TENANT_ID,
        oid: OID,
        email: 'Sam.Seeker@Outlook.com',
        preferred_username: 'sam.seeker@outlook.com',
        name: 'Sam Seeker',
      }),
    ).toEqual({
      key: `${MICROSOFT_CONSUMER_TENANT_ID}:${OID}`,
      tid: MICROSOFT_CONSUMER_TENANT_ID,
      oid: OID,
      email: 'sam.seeker@outlook.com',
      emailVouched: true,
      name: 'Sam Seeker',
    });
  });

  it('vouches for a work account only with xms_edov true (a boolean, as Microsoft issues it)', () => {
    const work = { tid: WORK_TENANT, oid: OID, email: 'alex@contoso.com', preferred_username: 'alex@contoso.com' };
    expect(microsoftIdentityOf({ ...work, xms_edov: true })?.emailVouched).toBe(true);
    expect(microsoftIdentityOf({ ...work, xms_edov: false })?.emailVouched).toBe(false);
    expect(microsoftIdentityOf({ ...work, xms_edov: 'true' })?.emailVouched).toBe(false);
    // No optional claim configured: the address is the tenant's word only.
    expect(microsoftIdentityOf(work)?.emailVouched).toBe(false);
  });

  it("does not vouch for a personal account's email that is not its sign-in address", () => {
    const identity = microsoftIdentityOf({
      tid: MICROSOFT_CONSUMER_TENANT_ID,
      oid: OID,
      email: 'someone.else@example.org',
      preferred_username: 'sam.seeker@outlook.com',
    });
    expect(identity).toMatchObject({ email: 'someone.else@example.org', emailVouched: false });
  });

  it('falls back to the sign-in name without vouching for it, and refuses a token without tid and oid', () => {
    expect(
      microsoftIdentityOf({ tid: WORK_TENANT, oid: OID, preferred_username: 'alex@contoso.com', xms_edov: true }),
    ).toMatchObject({ email: 'alex@contoso.com', emailVouched: false });
    expect(microsoftIdentityOf({ tid: WORK_TENANT, email: 'alex@contoso.com' })).toBeUndefined();
    expect(microsoftIdentityOf({ tid: 'contoso', oid: OID })).toBeUndefined();
    expect(microsoftIdentityOf({ tid: WORK_TENANT, oid: OID, email: 'not an address' })?.email).toBeUndefined();
  });
});
