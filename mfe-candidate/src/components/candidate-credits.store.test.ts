// The credit rules of product.md §4 on their own: start at 1; the first view is free and fixes the revealed candidate;
// the same candidate again is free; a different one costs 1; with none left it is refused and nothing changes.
import { CANDIDATE_START_CREDITS } from 'contracts';
import {
  applyResumeView,
  migrateCandidateCredits,
  useCandidateCreditsStore,
  type CandidateCreditsData,
} from './candidate-credits.store';

const fresh: CandidateCreditsData = { credits: CANDIDATE_START_CREDITS, freeViewCandidateId: null, revealedCandidateIds: [] };

describe('applyResumeView', () => {
  it('makes the first view free: the credit stays and the candidate is fixed as the free one', () => {
    expect(applyResumeView(fresh, 'ann')).toEqual({
      outcome: 'free-view',
      next: { credits: 1, freeViewCandidateId: 'ann', revealedCandidateIds: ['ann'] },
    });
  });

  it('lets a revealed candidate be viewed again at no cost, any number of times', () => {
    const afterFree = applyResumeView(fresh, 'ann').next;
    for (let i = 0; i < 3; i++)
      expect(applyResumeView(afterFree, 'ann')).toEqual({ outcome: 'already-revealed', next: afterFree });
  });

  it('charges one credit for a different candidate, who is then free to re-view', () => {
    const afterFree = applyResumeView(fresh, 'ann').next;
    const { outcome, next } = applyResumeView(afterFree, 'bob');
    expect(outcome).toBe('credit-used');
    expect(next).toEqual({ credits: 0, freeViewCandidateId: 'ann', revealedCandidateIds: ['ann', 'bob'] });
    expect(applyResumeView(next, 'bob').outcome).toBe('already-revealed');
  });

  it('refuses a different candidate when no credit is left, changing nothing', () => {
    const spent = applyResumeView(applyResumeView(fresh, 'ann').next, 'bob').next;
    expect(applyResumeView(spent, 'cat')).toEqual({ outcome: 'no-credits', next: spent });
    expect(applyResumeView(spent, 'ann').outcome).toBe('already-revealed');
  });

  it('spends bought credits one by one', () => {
    const withThree: CandidateCreditsData = { credits: 3, freeViewCandidateId: 'ann', revealedCandidateIds: ['ann'] };
    const outcomes = ['b', 'c', 'd', 'e'].reduce<{ state: CandidateCreditsData; seen: string[] }>(
      ({ state, seen }, id) => {
        const { outcome, next } = applyResumeView(state, id);
        return { state: next, seen: [...seen, outcome] };
      },
      { state: withThree, seen: [] },
    );
    expect(outcomes.seen).toEqual(['credit-used', 'credit-used', 'credit-used', 'no-credits']);
    expect(outcomes.state.credits).toBe(0);
  });
});

describe('useCandidateCreditsStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useCandidateCreditsStore.getState().reset();
  });

  it('applies the rules and saves them in localStorage', () => {
    const { viewResume } = useCandidateCreditsStore.getState();
    expect([viewResume('ann'), viewResume('ann'), viewResume('bob'), viewResume('cat')]).toEqual([
      'free-view',
      'already-revealed',
      'credit-used',
      'no-credits',
    ]);
    expect(JSON.parse(localStorage.getItem('candidate-credits')!)).toEqual({
      state: { credits: 0, freeViewCandidateId: 'ann', revealedCandidateIds: ['ann', 'bob'] },
      version: 1,
    });
  });

  it('gives back the credit the old version spent on the free view, and keeps newer states as they are', () => {
    const stuck = { credits: 0, freeViewCandidateId: 'ann', revealedCandidateIds: ['ann'] };
    expect(migrateCandidateCredits(stuck, 0)).toEqual({ ...stuck, credits: 1 });
    const paid = { credits: 0, freeViewCandidateId: 'ann', revealedCandidateIds: ['ann', 'bob'] };
    expect(migrateCandidateCredits(paid, 0)).toEqual(paid);
    expect(migrateCandidateCredits(null, 0)).toEqual(fresh);
  });
});
