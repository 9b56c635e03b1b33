import { buildCampaignFigures, responseRatePercent } from './campaign-figures.builder';

const contact = (overrides: Partial<Parameters<typeof buildCampaignFigures>[0][number]> = {}) => ({
  status: 'IN_PROGRESS' as const,
  respondedAt: null,
  firstSentAt: '2026-03-02T09:00:00.000Z',
  openedEmails: 0,
  ...overrides,
});

describe('buildCampaignFigures', () => {
  it('gives no rate and no time for a sequence without contacts', () => {
    expect(buildCampaignFigures([])).toEqual({
      contacts: 0,
      responded: 0,
      opened: 0,
      averageResponseTime: null,
      averageResponseRate: null,
    });
  });

  it('rounds the rate to a whole percent and the time to one decimal, from the first email to the reply', () => {
    const figures = buildCampaignFigures([
      contact({ status: 'RESPONDED', respondedAt: '2026-03-02T10:30:00.000Z', openedEmails: 1 }),
      contact({ status: 'RESPONDED', respondedAt: '2026-03-02T11:20:00.000Z', openedEmails: 2 }),
      contact(),
    ]);
    expect(figures).toEqual({ contacts: 3, responded: 2, opened: 3, averageResponseTime: 1.9, averageResponseRate: 67 });
  });

  it('counts a contact marked replied before any email went in the rate, not in the time', () => {
    const figures = buildCampaignFigures([
      contact({ status: 'RESPONDED', firstSentAt: null, respondedAt: '2026-03-02T10:00:00Z' }),
    ]);
    expect(figures.averageResponseRate).toBe(100);
    expect(figures.averageResponseTime).toBeNull();
  });

  it('says 0% for nobody', () => {
    expect(responseRatePercent(0, 0)).toBe(0);
    expect(responseRatePercent(1, 3)).toBe(33);
  });
});
