// Step 1 with a job posting (issue 38): a pasted posting URL fills the role and company, proposes the job's zone as a
// guess, and says what it read in one line the user corrects; a link it cannot read says so and the form goes on.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_ADDED, JOB_POSTING_UNREADABLE } from 'contracts';
import { createMockBackend, type MockBackend } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server } = setupDashboardTests();

function useMockBackend(): MockBackend {
  const backend = createMockBackend();
  server.use(...backend.handlers);
  return backend;
}

const postingUrl = () => screen.getByLabelText('Job posting URL (optional)');

async function addMorgan() {
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@acme.example');
  await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
  await userEvent.click(screen.getByRole('button', { name: 'Next: Draft Emails' }));
  expect(await screen.findByText(CONTACT_ADDED)).toBeInTheDocument();
}

describe('add contact with a job posting (/dashboard/contacts/new)', () => {
  it('imports a pasted posting: one line of what it read, role and company to correct, and the job zone as a guess', async () => {
    const backend = useMockBackend();
    renderDashboard(['/dashboard/contacts/new']);
    await userEvent.click(postingUrl());
    await userEvent.paste('https://boards.greenhouse.io/acme/jobs/4012345');

    const status = within(screen.getByRole('region', { name: 'Job posting' })).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Read from Greenhouse: Data Analyst at Acme Analytics, Berlin, Germany. Zone guess: Europe/Berlin.',
      ),
    );
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('Data Analyst');
    expect(screen.getByLabelText('Company')).toHaveValue('Acme Analytics');
    await userEvent.clear(role);
    await userEvent.type(role, 'Senior Data Analyst');

    await addMorgan();
    // The job's zone, kept as a zone nobody chose (never "the zone you chose").
    expect(backend.state.data.campaigns.at(-1)).toMatchObject({ timezone: 'Europe/Berlin', timezoneSource: 'JOB_POSTING' });
    const email1 = await screen.findByRole('region', { name: 'Email 1' });
    expect(within(email1).getByLabelText('Subject')).toHaveValue('Quick follow-up on the Senior Data Analyst role');
    expect(screen.getByTestId('send-zone-reason')).toHaveTextContent(
      "9:00-17:00 in Europe/Berlin, guessed from the job's location (Berlin, Germany)",
    );
  });

  it('says in one line that a link could not be read, and the user goes on by hand in their own zone', async () => {
    const backend = useMockBackend();
    renderDashboard(['/dashboard/contacts/new']);
    await userEvent.type(postingUrl(), 'https://example.com/about-us');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(JOB_POSTING_UNREADABLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();

    await addMorgan();
    expect(backend.state.data.campaigns.at(-1)).toMatchObject({
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      timezoneSource: 'BROWSER',
    });
    const email1 = await screen.findByRole('region', { name: 'Email 1' });
    expect(within(email1).getByLabelText('Subject')).toHaveValue('Quick follow-up on the X role');
  });

  it("keeps the recipient's domain guess over the job's location", async () => {
    const backend = useMockBackend();
    renderDashboard(['/dashboard/contacts/new']);
    await userEvent.click(postingUrl());
    await userEvent.paste('https://boards.greenhouse.io/acme/jobs/4012345');
    expect(await screen.findByLabelText('Role')).toHaveValue('Data Analyst');
    await userEvent.type(screen.getByLabelText('Email'), 'anna@mercari.co.jp');
    await userEvent.type(screen.getByLabelText('First Name'), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Draft Emails' }));
    expect(await screen.findByText(CONTACT_ADDED)).toBeInTheDocument();
    expect(backend.state.data.campaigns.at(-1)).toMatchObject({ timezone: 'Asia/Tokyo', timezoneSource: 'RECIPIENT_DOMAIN' });
  });
});
