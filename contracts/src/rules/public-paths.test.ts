import { isPublicPath, publicPathOf } from './constants';

describe('public paths', () => {
  it('accepts the spec public pages (with or without a trailing slash) and nothing else', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/pricing/')).toBe(true);
    expect(isPublicPath('/cold-email-strategy-job-search')).toBe(true);
    expect(isPublicPath('/pricing/extra')).toBe(false);
    expect(isPublicPath('/dashboardx')).toBe(false);
    expect(isPublicPath('/Pricing')).toBe(false);
    expect(isPublicPath('/login')).toBe(false);
  });

  it('names the page a path is', () => {
    expect(publicPathOf('/pricing//')).toBe('/pricing');
    expect(publicPathOf('//')).toBe('/');
    expect(publicPathOf('/about')).toBe('/about');
    expect(publicPathOf('/about/team')).toBeUndefined();
  });
});
