import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DELETED_NOTICE_STATE, DATA_DELETION_DAYS, PLANS, accountDeletedNotice, emailLookupAllowance } from 'contracts';
import { useSessionStore } from 'shared-ui/core';
import App from './App';
import { renderSite, robotsContent } from './testing/render-site';

// Page-weight rule: the public site must never load antd or the 'shared-ui' root (which pulls antd). Any import of
// them anywhere under App makes this whole suite fail at load time.
jest.mock('antd', () => {
  throw new Error('mfe-marketing must not import antd');
});
jest.mock('shared-ui', () => {
  throw new Error("mfe-marketing must not import the 'shared-ui' root");
});

describe('marketing landing page', () => {
  it('shows the headline, the EARLY ACCESS badge and the promise line', () => {
    renderSite('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Email Follow-Up Agent for Job Seekers' })).toBeInTheDocument();
    expect(screen.getByText('EARLY ACCESS')).toBeInTheDocument();
    expect(screen.getByText('No bots. No spam. Just respectful persistence that stands out.')).toBeInTheDocument();
  });

  it('lists every plan with its price', () => {
    renderSite('/');
    const pricing = document.getElementById('pricing');
    expect(pricing).not.toBeNull();
    for (const plan of PLANS) {
      const card = within(pricing as HTMLElement).getByRole('listitem', { name: `${plan.name} plan` });
      expect(within(card).getByText(plan.price)).toBeInTheDocument();
      expect(within(card).getByText(`${plan.sequencesPerMonth} sequences per month`)).toBeInTheDocument();
    }
    expect(within(pricing as HTMLElement).getByText('Most Popular')).toBeInTheDocument();
  });

  it('promises no sending speed or support tier the product does not have: plans differ in sequences and lookups only', () => {
    renderSite('/pricing');
    for (const plan of PLANS) {
      const card = screen.getByRole('listitem', { name: `${plan.name} plan` });
      expect(within(card).queryByText(/speed|support/i)).toBeNull();
      for (const fact of [`${plan.sequencesPerMonth} sequences per month`, emailLookupAllowance(plan)]) {
        expect(within(card).getByText(fact).querySelector('[data-icon="check"]')).not.toBeNull();
      }
    }
    expect(screen.getByRole('listitem', { name: 'Starter plan' })).toHaveTextContent('10 email lookups a day (50 a month)');
  });

  it('names the plans one level under the page heading: h2 on /pricing, h3 in the landing page section', () => {
    const { unmount } = renderSite('/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Starter', 'Focused', 'Relentless']),
    );
    unmount();
    renderSite('/');
    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(within(pricing).getByRole('heading', { level: 3, name: 'Starter' })).toBeInTheDocument();
  });

  it('draws the feature icons as hidden SVGs, with no emoji that could render as empty boxes', () => {
    renderSite('/');
    const features = document.getElementById('features') as HTMLElement;
    const cards = within(features).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      const icon = card.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    // Emoji, emoji variation selectors and dingbats (check marks, crosses, symbols): none left as text.
    expect(document.body.textContent).not.toMatch(/[\p{Emoji_Presentation}\u{FE0F}\u2600-\u27BF]/u);
  });

  it('does not promise finder credits or automatic stops the product does not have', () => {
    renderSite('/');
    expect(document.body.textContent).not.toMatch(/Email Finder Credits/i);
    expect(screen.getByText(/Lookups are included on every plan, the free one too/)).toBeInTheDocument();
    const howItWorks = document.getElementById('how-it-works') as HTMLElement;
    expect(
      within(howItWorks).getByText(/by themselves with reply detection, or with one click from the heads-up/),
    ).toBeInTheDocument();
  });

  it('has the section anchors the header and FAQ links point to', () => {
    renderSite('/');
    for (const anchor of ['features', 'how-it-works', 'faqs']) {
      expect(document.getElementById(anchor)).not.toBeNull();
    }
    const faqs = document.getElementById('faqs') as HTMLElement;
    expect(within(faqs).getByRole('heading', { name: 'FAQs' })).toBeInTheDocument();
    expect(
      within(faqs).getByText(/Outlook\.com, Hotmail and Live addresses and school or work Microsoft 365/),
    ).toBeInTheDocument();
    expect(within(faqs).getByText(/gmail\.send for Gmail, or Mail\.Send for Outlook/)).toBeInTheDocument();
    expect(within(faqs).getByText(/switch either mailbox between the two there/)).toBeInTheDocument();
    expect(within(faqs).getByText('How many email lookups do I get?')).toBeInTheDocument();
    expect(
      within(faqs).getByText(/Starter 10 email lookups a day \(50 a month\), Focused 25 email lookups a day \(200 a month\)/),
    ).toBeInTheDocument();
  });

  it('shows the Online interactive demo', () => {
    renderSite('/');
    expect(screen.getByRole('heading', { name: 'Interactive Demo' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('asks search engines not to index the home pages, and only those', () => {
    const landing = renderSite('/');
    expect(robotsContent()).toBe('noindex,nofollow');
    landing.unmount();
    expect(robotsContent()).toBeNull();

    const alternate = renderSite('/home2');
    expect(robotsContent()).toBe('noindex,nofollow');
    alternate.unmount();

    renderSite('/pricing');
    expect(robotsContent()).toBeNull();
  });
});

describe('marketing header and footer', () => {
  it('sends Features from another page to the landing anchor', async () => {
    renderSite('/about');
    await userEvent.click(screen.getByRole('link', { name: 'Features' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/#features');
    expect(document.getElementById('features')).not.toBeNull();
  });

  it('stays on the landing page when Features is clicked there', async () => {
    renderSite('/');
    await userEvent.click(screen.getByRole('link', { name: 'Features' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens Pricing from the header and the Blog from the footer at their top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderSite('/about');
    expect(scrollTo).not.toHaveBeenCalled();
    const siteHeader = document.querySelector<HTMLElement>('header.mk-header')!;
    await userEvent.click(within(siteHeader).getByRole('link', { name: 'Pricing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    const siteFooter = document.querySelector<HTMLElement>('footer')!;
    await userEvent.click(within(siteFooter).getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cold-email-strategy-job-search');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });

  it('advises as many follow-ups as a sequence sends (two), not 3-4', () => {
    renderSite('/cold-email-strategy-job-search');
    expect(screen.getByText(/Plan for 2 follow-ups after your first email/)).toBeInTheDocument();
    expect(screen.queryByText(/3-4/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Business day \d+: a brief follow-up/)).toHaveLength(2);
  });

  it('confirms an account deletion on the home page it leads to, until closed', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { notice: ACCOUNT_DELETED_NOTICE_STATE } }]}>
        <Routes>
          <Route path="/*" element={<App basePath="/" />} />
        </Routes>
      </MemoryRouter>,
    );
    const notice = screen.getByText(accountDeletedNotice(DATA_DELETION_DAYS)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(accountDeletedNotice(DATA_DELETION_DAYS))).not.toBeInTheDocument();
  });

  it('says nothing of a deletion on an ordinary visit', () => {
    renderSite('/');
    expect(screen.queryByText(accountDeletedNotice(DATA_DELETION_DAYS))).not.toBeInTheDocument();
  });

  it('turns the header opaque once the page is scrolled past 10 px', () => {
    renderSite('/');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('mk-header--opaque');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(10);
    expect(header).not.toHaveClass('mk-header--opaque');
    scrollTo(11);
    expect(header).toHaveClass('mk-header--opaque');
    scrollTo(0);
    expect(header).not.toHaveClass('mk-header--opaque');
  });

  it('opens and closes the mobile menu', async () => {
    renderSite('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Log in beside Sign up, and Dashboard instead once signed in', () => {
    useSessionStore.getState().setUser(null);
    const { unmount } = renderSite('/pricing');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();

    act(() =>
      useSessionStore.getState().setUser({
        id: 'u1',
        name: 'Jamie',
        email: 'jamie@example.com',
        emailVerified: true,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderSite('/pricing');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/chats');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    act(() => useSessionStore.getState().setUser(null));
  });

  it('links Sign up to registration and the footer to the company pages and socials', () => {
    renderSite('/');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Contact', '/contact'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of ['LinkedIn', 'TikTok', 'Instagram']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });
});

describe('marketing static pages', () => {
  it.each([
    ['/pricing', 'Pricing'],
    ['/about', 'About'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact'],
    ['/demo', 'Live Demo'],
  ])('%s shows its heading', (path, heading) => {
    renderSite(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('privacy page has the Google Limited Use section anchor', () => {
    renderSite('/privacy');
    const section = document.getElementById('google-limited-use');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByText(/Limited Use requirements/)).toBeInTheDocument();
  });

  it('privacy page names the Microsoft permissions and where to remove the app', () => {
    renderSite('/privacy');
    const section = document.getElementById('microsoft-permissions') as HTMLElement;
    expect(section).not.toBeNull();
    expect(within(section).getByText(/Mail\.Send/)).toBeInTheDocument();
    expect(within(section).getByText(/Mail\.ReadBasic: message properties\s+without any body/)).toBeInTheDocument();
    expect(within(section).getByText(/account\.microsoft\.com/)).toBeInTheDocument();
    expect(within(section).getByText(/Switching back to Send only in Settings works the same way/)).toBeInTheDocument();
  });

  it('blog article advises follow-ups on business days 3 and 7', () => {
    renderSite('/cold-email-strategy-job-search');
    for (const day of [3, 7]) expect(screen.getByText(new RegExp(`^Business day ${day}:`))).toBeInTheDocument();
  });
});
