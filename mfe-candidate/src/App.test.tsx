import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  CANDIDATE_DISMISSED,
  CANDIDATE_SAVED,
  CANDIDATE_START_CREDITS,
  CREDITS_NEEDED,
  FREE_RESUME_VIEW_USED,
  RESUME_DOWNLOADED,
  RESUME_VIEWED_CREDIT_USED,
  UNSUBSCRIBED,
} from 'contracts';
import App from './App';
import { useCandidateCreditsStore } from './components/candidate-credits.store';
import { GET_MORE_CREDITS } from './components/credits-needed-notice';
import { DEMO_CANDIDATES, type DemoCandidate } from './data/demo-candidates';
import { setupAnalyticsServer } from './testing/analytics-server';
import { RESUME_DOWNLOAD_FAILED } from './components/resume-download';

const { received } = setupAnalyticsServer();

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// As the shell mounts it: '/candidate/*' for review pages and '/resume/*' for the full-resolution viewer.
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/candidate/*" element={<App basePath="/candidate" />} />
        <Route path="/resume/*" element={<App basePath="/resume" />} />
        <Route path="/pricing" element={<h1>Pricing</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Text queries (role queries over antd markup are slow in jsdom). antd puts a button's label in a <span>.
const button = (label: string) => screen.getByText(label, { selector: 'button > span' }).closest('button') as HTMLElement;
const viewResumeButton = () =>
  screen.getAllByText('View Resume', { selector: 'button > span' })[0]!.closest('button') as HTMLElement;
const location = () => screen.getByTestId('location');

const [first, second, third] = DEMO_CANDIDATES as [DemoCandidate, DemoCandidate, DemoCandidate];

/** Opens the candidate page and clicks View Resume, as a visitor following an email link would. */
async function viewResumeOf(candidate: DemoCandidate) {
  cleanup();
  renderAt(`/candidate/${candidate.id}`);
  await userEvent.click(viewResumeButton());
}

beforeEach(() => {
  localStorage.clear();
  useCandidateCreditsStore.getState().reset();
});

describe('candidate review page', () => {
  it('shows the candidate with name, email and phone masked before the resume is viewed', () => {
    renderAt(`/candidate/${first.id}`);
    expect(screen.getByTestId('candidate-name')).not.toHaveTextContent(first.name);
    expect(screen.getByTestId('candidate-email')).not.toHaveTextContent(first.email);
    expect(screen.getByTestId('candidate-phone')).not.toHaveTextContent(first.phone);
    expect(screen.getByText(first.title)).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Candidate profile' });
    for (const title of ['Quick Summary', 'Experience Highlights', 'Education', 'Skills']) {
      expect(within(profile).getByText(title)).toBeInTheDocument();
    }
    expect(button('Unsubscribe')).toBeEnabled();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByTestId('candidate-credits')).toHaveTextContent('1 resume credit left');
  });

  it('says so for an unknown candidate id', () => {
    renderAt('/candidate/no-such-person');
    expect(screen.getByRole('heading', { name: 'Candidate Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The candidate profile you're looking for doesn't exist.")).toBeInTheDocument();
  });
});

describe('resume credits (product.md §4: start at 1, first view free, same again free, a different one costs 1)', () => {
  it('reveals the first candidate for free, keeping the credit, and opens the resume', async () => {
    await viewResumeOf(first);
    expect(await screen.findByText(FREE_RESUME_VIEW_USED)).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/candidate/${first.id}/resume`);
    expect(screen.getByRole('document', { name: `Resume of ${first.name}` })).toBeInTheDocument();
    const actions = screen.getByRole('toolbar', { name: 'Resume actions' });
    expect(within(actions).getByText('Download Resume').closest('button')).toBeEnabled();
    expect(within(actions).getByText('Close').closest('button')).toBeInTheDocument();
    expect(useCandidateCreditsStore.getState().credits).toBe(CANDIDATE_START_CREDITS);
  });

  it('lets the revealed candidate be viewed again for free, with no toast about credits', async () => {
    await viewResumeOf(first);
    cleanup();
    renderAt(`/candidate/${first.id}`);
    expect(screen.getByTestId('candidate-name')).toHaveTextContent(first.name);
    expect(screen.queryByText('FREE')).not.toBeInTheDocument();
    await userEvent.click(viewResumeButton());
    expect(location()).toHaveTextContent(`/candidate/${first.id}/resume`);
    expect(screen.queryByText(RESUME_VIEWED_CREDIT_USED)).not.toBeInTheDocument();
    expect(screen.queryByText(CREDITS_NEEDED)).not.toBeInTheDocument();
    expect(useCandidateCreditsStore.getState().credits).toBe(1);
  });

  it('charges the starting credit for a different candidate and says so', async () => {
    await viewResumeOf(first);
    cleanup();
    renderAt(`/candidate/${second.id}`);
    expect(screen.queryByText('FREE')).not.toBeInTheDocument();
    expect(screen.getByTestId('candidate-credits')).toHaveTextContent('1 resume credit left');
    await userEvent.click(viewResumeButton());
    expect(await screen.findByText(RESUME_VIEWED_CREDIT_USED)).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/candidate/${second.id}/resume`);
    expect(screen.getByRole('document', { name: `Resume of ${second.name}` })).toBeInTheDocument();
  });

  it('blocks a third candidate with the reason and a link to get more credits', async () => {
    await viewResumeOf(first);
    await viewResumeOf(second);
    cleanup();
    renderAt(`/candidate/${third.id}`);
    expect(screen.getByTestId('candidate-credits')).toHaveTextContent('0 resume credits left');
    await userEvent.click(viewResumeButton());
    // The toast, and the notice that stays on the page once the toast has gone.
    expect(await screen.findAllByText(CREDITS_NEEDED)).toHaveLength(2);
    expect(location()).toHaveTextContent(`/candidate/${third.id}`);
    expect(screen.getByTestId('candidate-name')).not.toHaveTextContent(third.name);
    expect(screen.getByRole('document', { name: 'Resume (hidden until viewed)' })).toBeInTheDocument();

    await userEvent.click(screen.getByText(GET_MORE_CREDITS));
    expect(location()).toHaveTextContent('/pricing');
  });

  it('blocks it the same way from the full-resolution viewer', async () => {
    await viewResumeOf(first);
    await viewResumeOf(second);
    cleanup();
    renderAt(`/resume/${third.id}`);
    await userEvent.click(button('View Resume'));
    expect(await screen.findAllByText(CREDITS_NEEDED)).toHaveLength(2);
    expect(screen.getByText(GET_MORE_CREDITS).closest('a')).toHaveAttribute('href', '/pricing');
    expect(button('Download Resume')).toBeDisabled();
  });

  it('keeps the credits across a reload (localStorage)', async () => {
    await viewResumeOf(first);
    await viewResumeOf(second);
    const saved = JSON.parse(localStorage.getItem('candidate-credits')!) as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ credits: 0, freeViewCandidateId: first.id, revealedCandidateIds: [first.id, second.id] });
  });
});

describe('decisions and analytics', () => {
  it('disables both Dismiss and Save once the candidate is dismissed, and records the event at the api', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(button('Dismiss'));
    expect(await screen.findByText(CANDIDATE_DISMISSED)).toBeInTheDocument();
    expect(button('Dismissed')).toBeDisabled();
    expect(button('Save Candidate')).toBeDisabled();
    await waitFor(() => expect(received).toEqual([{ name: 'candidate_dismiss', properties: { candidateId: first.id } }]));
  });

  it('saves the candidate and records it', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(button('Save Candidate'));
    expect(await screen.findByText(CANDIDATE_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(received).toEqual([{ name: 'candidate_save', properties: { candidateId: first.id } }]));
  });

  it('unsubscribes, disables the button and records it', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(button('Unsubscribe'));
    expect(await screen.findByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(button('Unsubscribed')).toBeDisabled();
    await waitFor(() => expect(received).toEqual([{ name: 'candidate_unsubscribe', properties: { candidateId: first.id } }]));
  });

  it('records each View Resume with what it cost', async () => {
    await viewResumeOf(first);
    await viewResumeOf(second);
    await viewResumeOf(third);
    await waitFor(() =>
      expect(received.map((event) => event.properties)).toEqual([
        { candidateId: first.id, outcome: 'free-view' },
        { candidateId: second.id, outcome: 'credit-used' },
        { candidateId: third.id, outcome: 'no-credits' },
      ]),
    );
  });
});

describe('resume viewers and unsubscribe page', () => {
  // pdf-lib is loaded on the first download click; loading (and, with a cold cache, transforming) it can take longer
  // than a toast wait on a busy machine, so it is loaded once here, outside the assertions.
  beforeAll(async () => {
    await import('pdf-lib');
  }, 120_000);

  it('keeps an unpaid resume blurred, with downloads disabled', () => {
    renderAt(`/resume/${first.id}`);
    expect(screen.getByRole('document', { name: 'Resume (hidden until viewed)' })).toBeInTheDocument();
    expect(button('Download Resume')).toBeDisabled();
  });

  it('downloads a revealed resume as {name}-resume.pdf, says so and records it', async () => {
    const created: Blob[] = [];
    const realCreate = URL.createObjectURL.bind(URL);
    const createSpy = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return realCreate(blob);
    });
    // jsdom cannot follow a download link: keep what the browser would have saved instead.
    const saved: string[] = [];
    const clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await viewResumeOf(first);
      await userEvent.click(button('Download Resume'));
      // pdf-lib loads on the first click: slow on a loaded machine (headroom, not a timing goal).
      // Either toast ends the wait, so a failure names the outcome (the DOM dump is cut before the toasts).
      const outcome = await screen.findByText(
        (text) => text === RESUME_DOWNLOADED || text === RESUME_DOWNLOAD_FAILED,
        {},
        { timeout: 45_000 },
      );
      expect(outcome).toHaveTextContent(RESUME_DOWNLOADED);
      expect(saved).toEqual(['sarah-chen-resume.pdf']);
      expect(created[0]!.type).toBe('application/pdf');
      expect(new TextDecoder().decode((await created[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      await waitFor(() =>
        expect(received.at(-1)).toEqual({ name: 'candidate_resume_download', properties: { candidateId: first.id } }),
      );
    } finally {
      createSpy.mockRestore();
      clickSpy.mockRestore();
    }
  }, 90_000);

  it('closes the full-resolution viewer back to the candidate page', async () => {
    renderAt(`/resume/${first.id}`);
    await userEvent.click(button('Close'));
    expect(location()).toHaveTextContent(`/candidate/${first.id}`);
  });

  it.each(['/resume/no-such-person', '/candidate/no-such-person/resume'])('%s says Resume Not Found', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Resume Not Found' })).toBeInTheDocument();
  });

  it('confirms an unsubscribe', () => {
    renderAt('/candidate/unsubscribe');
    const page = screen.getByRole('region', { name: 'We Apologise' });
    expect(within(page).getByText('You will not hear from us again.')).toBeInTheDocument();
  });
});
