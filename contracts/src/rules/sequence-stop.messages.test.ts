import { leftCompany, sequenceStopNotice } from './sequence-stop.messages';

describe('sequenceStopNotice', () => {
  const dana = { firstName: 'Dana', status: 'RESPONDED' };

  it('says why the sequence stopped, then the spec notice', () => {
    expect(sequenceStopNotice({ ...dana, stopReason: 'REPLIED' })).toBe(
      'Dana replied. No more emails will be sent in this sequence.',
    );
    expect(sequenceStopNotice({ ...dana, stopReason: 'COLLEAGUE_REPLIED' })).toBe(
      "Someone at Dana's company replied. No more emails will be sent in this sequence.",
    );
    expect(sequenceStopNotice({ ...dana, stopReason: 'MARKED_REPLIED' })).toBe(
      'You marked Dana as replied. No more emails will be sent in this sequence.',
    );
    expect(sequenceStopNotice({ ...dana, stopReason: 'REPLIED_FROM_EMAIL' })).toMatch(/heads-up email\)\. No more emails/);
    // A reply recorded before stop reasons existed still says so.
    expect(sequenceStopNotice({ ...dana, stopReason: null })).toBe('Dana replied. No more emails will be sent in this sequence.');
  });

  it('gives the bounce reason, and never repeats the notice already in an error message', () => {
    const left = leftCompany('dana@acme.com');
    expect(sequenceStopNotice({ firstName: 'Dana', status: 'ERROR', stopReason: 'LEFT_COMPANY', errorMessage: left })).toBe(
      'An automatic notice said Dana is no longer there. No more emails will be sent in this sequence.',
    );
    expect(
      sequenceStopNotice({ firstName: 'Dana', status: 'ERROR', stopReason: 'BOUNCED', errorMessage: 'The email bounced.' }),
    ).toBe('The email bounced. No more emails will be sent in this sequence.');
  });

  it('is null while the sequence runs or after it ended by itself', () => {
    expect(sequenceStopNotice({ firstName: 'Dana', status: 'IN_PROGRESS' })).toBeNull();
    expect(sequenceStopNotice({ firstName: 'Dana', status: 'NO_RESPONSE', stopReason: null })).toBeNull();
  });
});
