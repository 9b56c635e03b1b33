// Issue 35: a different sending address than the signed-in one is said plainly; the same mailbox is not.
import { mailboxKey, otherSendingAddressNotice, sendsFromOtherAddress } from './sending-address.rules';

describe('the sending address', () => {
  it('says plainly when Gmail sends from another address than the one signed in with', () => {
    expect(otherSendingAddressNotice('b@gmail.com', 'a@x.com')).toBe(
      'Emails will be sent from b@gmail.com, not a@x.com, the address you signed in with.',
    );
    expect(sendsFromOtherAddress('b@gmail.com', 'a@x.com')).toBe(true);
  });

  it('says nothing for the same mailbox: case, and the dots of a consumer Gmail name, do not count', () => {
    expect(otherSendingAddressNotice('Alex.Morgan@Example.com', 'alex.morgan@example.com')).toBeNull();
    expect(otherSendingAddressNotice('jordan.seeker@gmail.com', 'jordanseeker@googlemail.com')).toBeNull();
    expect(mailboxKey('J.Seeker@GoogleMail.com')).toBe('jseeker@gmail.com');
  });

  it('keeps the dots of other domains (a Workspace address with a dot is another mailbox)', () => {
    expect(sendsFromOtherAddress('jordan.seeker@acme.example', 'jordanseeker@acme.example')).toBe(true);
  });

  it('says nothing while either address is unknown', () => {
    expect(otherSendingAddressNotice(null, 'a@x.com')).toBeNull();
    expect(otherSendingAddressNotice('b@gmail.com', undefined)).toBeNull();
  });
});
