import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CANDIDATE_DISMISSED, CANDIDATE_START_CREDITS, CREDITS_NEEDED, FREE_RESUME_VIEW_USED, UNSUBSCRIBED } from 'contracts';
import App from './App';
import { useCandidateCreditsStore } from './components/candidate-credits.store';
import { DEMO_CANDIDATES } from './data/demo-candidates';

// jsdom has no ResizeObserver; antd's Badge and Descriptions observe sizes.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

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
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Text queries (role queries over antd markup are slow in jsdom). antd puts a button's label in a <span>.
const button = (label: string) => screen.getByText(label, { selector: 'button > span' }).closest('button') as HTMLElement;
const viewResumeButton = () =>
  screen.getAllByText('View Resume', { selector: 'button > span' })[0]!.closest('button') as HTMLElement;

const [first, second] = DEMO_CANDIDATES as [(typeof DEMO_CANDIDATES)[0], (typeof DEMO_CANDIDATES)[0]];

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
  });

  it('says so for an unknown candidate id', () => {
    renderAt('/candidate/no-such-person');
    expect(screen.getByRole('heading', { name: 'Candidate Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The candidate profile you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('reveals the first candidate for free and opens the resume', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(viewResumeButton());
    expect(await screen.findByText(FREE_RESUME_VIEW_USED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/candidate/${first.id}/resume`);
    expect(screen.getByRole('document', { name: `Resume of ${first.name}` })).toBeInTheDocument();
    const actions = screen.getByRole('toolbar', { name: 'Resume actions' });
    expect(within(actions).getByText('Download Resume').closest('button')).toBeEnabled();
    expect(within(actions).getByText('Close').closest('button')).toBeInTheDocument();
  });

  it('blocks viewing a second candidate once the starting credit is spent', async () => {
    expect(CANDIDATE_START_CREDITS).toBe(1);
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(viewResumeButton());
    cleanup();

    renderAt(`/candidate/${second.id}`);
    expect(screen.queryByText('FREE')).not.toBeInTheDocument();
    await userEvent.click(viewResumeButton());
    expect(await screen.findByText(CREDITS_NEEDED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/candidate/${second.id}`);
    expect(screen.getByTestId('candidate-name')).not.toHaveTextContent(second.name);
  });

  it('lets the revealed candidate be viewed again for free', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(viewResumeButton());
    cleanup();

    renderAt(`/candidate/${first.id}`);
    expect(screen.getByTestId('candidate-name')).toHaveTextContent(first.name);
    await userEvent.click(viewResumeButton());
    expect(screen.getByTestId('location')).toHaveTextContent(`/candidate/${first.id}/resume`);
    expect(screen.queryByText(CREDITS_NEEDED)).not.toBeInTheDocument();
  });

  it('disables both Dismiss and Save once the candidate is dismissed', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(button('Dismiss'));
    expect(await screen.findByText(CANDIDATE_DISMISSED)).toBeInTheDocument();
    expect(button('Dismissed')).toBeDisabled();
    expect(button('Save Candidate')).toBeDisabled();
  });

  it('unsubscribes and disables the button', async () => {
    renderAt(`/candidate/${first.id}`);
    await userEvent.click(button('Unsubscribe'));
    expect(await screen.findByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(button('Unsubscribed')).toBeDisabled();
  });
});

describe('resume viewers and unsubscribe page', () => {
  it('keeps an unpaid resume blurred, with downloads disabled', () => {
    renderAt(`/resume/${first.id}`);
    expect(screen.getByRole('document', { name: 'Resume (hidden until viewed)' })).toBeInTheDocument();
    expect(button('Download Resume')).toBeDisabled();
  });

  it('closes the full-resolution viewer back to the candidate page', async () => {
    renderAt(`/resume/${first.id}`);
    await userEvent.click(button('Close'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/candidate/${first.id}`);
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
