// The live landing demo walked with jest's fake clock: nothing before it is scrolled into view, then every state of
// product.md §2/§4 at the spec's timings, skipping ahead with the buttons, replay, and the reduced-motion end state.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEMO_FOLLOW_UPS, DEMO_FOUND_CONTACT, DEMO_LINKEDIN_URL } from '../../data/landing-demo-content';
import { InteractiveDemoSection } from './interactive-demo-section';

jest.mock('canvas-confetti', () => {
  const cannon = Object.assign(
    jest.fn(() => null),
    { reset: jest.fn() },
  );
  return { __esModule: true, default: { create: jest.fn(() => cannon) }, cannon };
});
const confettiMock = jest.requireMock('canvas-confetti') as {
  default: { create: jest.Mock };
  cannon: jest.Mock & { reset: jest.Mock };
};

/** IntersectionObserver stand-in: jsdom has no layout, so the test says when the demo is on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function scrollDemo(isIntersecting: boolean) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) if (!observer.disconnected) observer.report(isIntersecting);
  });
}

/** Moves the fake clock on, running React updates and the lazy confetti import's promise. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const urlInput = () => screen.getByRole('textbox', { name: 'Sample LinkedIn profile URL' });
const TYPING_MS = DEMO_LINKEDIN_URL.length * 15;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  preferReducedMotion(false);
  confettiMock.default.create.mockClear();
  confettiMock.cannon.mockClear();
  confettiMock.cannon.reset.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  window.matchMedia = originalMatchMedia;
});

describe('landing interactive demo', () => {
  it('waits until it is scrolled into view', async () => {
    render(<InteractiveDemoSection />);
    expect(screen.getByRole('heading', { name: 'Interactive Demo' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    await advance(60_000);
    scrollDemo(false);
    await advance(60_000);
    expect(urlInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Find Email' })).toBeEnabled();
    expect(screen.queryByText('Email Found!')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-confetti')).not.toBeInTheDocument();
  });

  it('types the URL, finds the email, schedules and goes live with 5 s of confetti', async () => {
    const { container } = render(<InteractiveDemoSection />);
    scrollDemo(true);

    // typing: 15 ms per character
    expect(urlInput()).toHaveValue('');
    await advance(15);
    expect(urlInput()).toHaveValue(DEMO_LINKEDIN_URL.slice(0, 1));
    await advance(TYPING_MS - 15);
    expect(urlInput()).toHaveValue(DEMO_LINKEDIN_URL);

    // 'Find Email' presses itself 2 s after the last character
    await advance(1999);
    expect(screen.getByRole('button', { name: 'Find Email' })).toBeEnabled();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Finding email...' })).toBeDisabled();

    // 'Finding email...' for 1 s, then 'Email Found!' with the three sample follow-ups
    await advance(999);
    expect(screen.queryByText('Email Found!')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Email Found!')).toBeInTheDocument();
    expect(screen.getByText(`${DEMO_FOUND_CONTACT.name} · ${DEMO_FOUND_CONTACT.email}`)).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Sample follow-up emails' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    for (const { label, subject } of DEMO_FOLLOW_UPS) {
      expect(within(cards).getByText(label)).toBeInTheDocument();
      expect(within(cards).getByText(subject)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Schedule & Send' })).toBeEnabled();

    // 'Schedule & Send' presses itself after the cards were on screen for 2.5 s; 'Scheduling...' for 0.5 s
    await advance(2500);
    expect(screen.getByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    await advance(499);
    expect(screen.queryByText('Your Sequence is live')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Your Sequence is live')).toBeInTheDocument();
    const live = screen.getByRole('list', { name: 'Your Sequence is live' });
    expect(
      within(live)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Follow up 1 sent', 'Follow up 2 after 2 days', 'Follow up 3 after 4 days']);
    expect(screen.queryByRole('button', { name: 'Schedule & Send' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-demo-phase]')).toHaveAttribute('data-demo-phase', 'live');

    // confetti: canvas-confetti is loaded on demand, draws on the demo's own canvas, bursts while it lasts
    const canvas = screen.getByTestId('demo-confetti');
    expect(confettiMock.default.create).toHaveBeenCalledWith(canvas, expect.objectContaining({ useWorker: false }));
    expect(confettiMock.cannon).toHaveBeenCalledTimes(1);
    await advance(400);
    expect(confettiMock.cannon).toHaveBeenCalledTimes(2);
    await advance(4599);
    expect(screen.getByTestId('demo-confetti')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByTestId('demo-confetti')).not.toBeInTheDocument();
    expect(confettiMock.cannon.reset).toHaveBeenCalled();
    expect(screen.getByText('Your Sequence is live')).toBeInTheDocument();
  });

  it('skips ahead when the visitor presses the buttons, and replays from the start', async () => {
    render(<InteractiveDemoSection />);
    scrollDemo(true);
    await advance(45);
    fireEvent.click(screen.getByRole('button', { name: 'Find Email' }));
    expect(urlInput()).toHaveValue(DEMO_LINKEDIN_URL);
    expect(screen.getByRole('button', { name: 'Finding email...' })).toBeDisabled();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule & Send' }));
    expect(screen.getByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    await advance(500);
    expect(screen.getByText('Your Sequence is live')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Replay demo' }));
    expect(urlInput()).toHaveValue('');
    expect(screen.queryByText('Email Found!')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-confetti')).not.toBeInTheDocument();
    await advance(TYPING_MS);
    expect(urlInput()).toHaveValue(DEMO_LINKEDIN_URL);
  });

  it('does not restart when it scrolls into view again', async () => {
    render(<InteractiveDemoSection />);
    scrollDemo(true);
    await advance(TYPING_MS + 2000);
    expect(screen.getByRole('button', { name: 'Finding email...' })).toBeInTheDocument();
    scrollDemo(true);
    expect(urlInput()).toHaveValue(DEMO_LINKEDIN_URL);
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('shows the finished demo at once, without confetti, when reduced motion is preferred', async () => {
    preferReducedMotion(true);
    render(<InteractiveDemoSection />);
    expect(urlInput()).toHaveValue(DEMO_LINKEDIN_URL);
    expect(screen.getByText('Email Found!')).toBeInTheDocument();
    expect(screen.getByText('Your Sequence is live')).toBeInTheDocument();
    expect(screen.getByText('Follow up 3 after 4 days')).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Replay demo' })).not.toBeInTheDocument();
    await advance(10_000);
    expect(screen.queryByTestId('demo-confetti')).not.toBeInTheDocument();
    expect(confettiMock.default.create).not.toHaveBeenCalled();
    expect(screen.getByText('Your Sequence is live')).toBeInTheDocument();
  });

  it('stops its timers when the page is left mid-run', async () => {
    const { unmount } = render(<InteractiveDemoSection />);
    scrollDemo(true);
    await advance(TYPING_MS);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
