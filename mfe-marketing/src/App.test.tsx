import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PLANS } from 'contracts';
import App from './App';

// Page-weight rule: the public site must never load antd or the 'shared-ui' root (which pulls antd). Any import of
// them anywhere under App makes this whole suite fail at load time.
jest.mock('antd', () => {
  throw new Error('mfe-marketing must not import antd');
});
jest.mock('shared-ui', () => {
  throw new Error("mfe-marketing must not import the 'shared-ui' root");
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

// As the shell mounts it: under a root catch-all, with basePath '/'.
function renderSite(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<App basePath="/" />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const robotsContent = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

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

  it('has the section anchors the header and FAQ links point to', () => {
    renderSite('/');
    for (const anchor of ['features', 'how-it-works', 'faqs']) {
      expect(document.getElementById(anchor)).not.toBeNull();
    }
    const faqs = document.getElementById('faqs') as HTMLElement;
    expect(within(faqs).getByRole('heading', { name: 'FAQs' })).toBeInTheDocument();
    expect(within(faqs).getByText(/Outlook and Hotmail are not supported yet/)).toBeInTheDocument();
    expect(within(faqs).getByText(/only request the Gmail send permission \(gmail\.send\)/)).toBeInTheDocument();
  });

  it('embeds the walkthrough video lazily from youtube-nocookie and shows the Online demo', () => {
    renderSite('/');
    const video = screen.getByTitle('Product walkthrough');
    expect(video.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(video).toHaveAttribute('loading', 'lazy');
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

  it('blog article advises follow-ups on days 2, 4 and 7', () => {
    renderSite('/cold-email-strategy-job-search');
    expect(screen.getByText(/3-4 follow-ups/)).toBeInTheDocument();
    for (const day of [2, 4, 7]) expect(screen.getByText(new RegExp(`^Day ${day}:`))).toBeInTheDocument();
  });
});
