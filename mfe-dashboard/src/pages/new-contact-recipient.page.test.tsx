// The recipient rules on the Add Contact page: a note next to the email once an address is typed, and a refusal on
// submit with the server's message (one address per active sequence, two active sequences per company domain).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { domainSequenceLimitReached, recipientAlreadyInSequence, sameDomainWarning } from 'contracts';
import { createMockBackend, type MockBackend } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();

function useMockBackend(): MockBackend {
  const backend = createMockBackend();
  server.use(...backend.handlers);
  return backend;
}

const submitButton = () => screen.getByRole('button', { name: 'Next: Draft Emails' });
/** The note next to the email field (a warning, or a refusal), or null. */
const recipientNote = () => document.querySelector<HTMLElement>('.contact-form__recipient');
const toasts = () => [...document.querySelectorAll('.sui-toast')].map((notice) => notice.textContent);

describe('add contact: recipient rules', () => {
  it('warns next to the email when the company already has an active sequence, and still adds the contact', async () => {
    // The fixtures: Jordan Lee (jordan.lee@acme.example) is in the active sequence of campaign 101.
    const backend = useMockBackend();
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    await userEvent.type(screen.getByLabelText('Email'), 'sam@acme.example');
    await waitFor(() => expect(recipientNote()).toHaveTextContent(sameDomainWarning('acme.example', ['Jordan Lee'])));
    expect(recipientNote()).toHaveAttribute('role', 'status');
    expect(recipientNote()).toHaveTextContent(
      'You already have an active sequence at acme.example (Jordan Lee). A second one is the most we allow per company.',
    );

    await userEvent.type(screen.getByLabelText('First Name'), 'Sam');
    await userEvent.click(submitButton());
    await waitFor(() => expect(backend.state.data.contacts.at(-1)).toMatchObject({ email: 'sam@acme.example', campaignId: 103 }));
  });

  it('refuses an address already in an active sequence: shown as typed, and again on submit, nothing created', async () => {
    const backend = useMockBackend();
    const contactsBefore = backend.state.data.contacts.length;
    const campaignsBefore = backend.state.data.campaigns.length;
    renderDashboard(['/dashboard/contacts/new']);
    await userEvent.type(screen.getByLabelText('Email'), 'Jordan.Lee@acme.example');
    const refusal = recipientAlreadyInSequence('Jordan.Lee@acme.example', 'Follow up with Jordan');
    await waitFor(() => expect(recipientNote()).toHaveTextContent(refusal));
    expect(recipientNote()).toHaveAttribute('role', 'alert');

    await userEvent.type(screen.getByLabelText('First Name'), 'Jordan');
    await userEvent.click(submitButton());
    // The field's own error, from the server's answer at submit time.
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThanOrEqual(2));
    expect(backend.state.data.contacts).toHaveLength(contactsBefore);
    expect(backend.state.data.campaigns).toHaveLength(campaignsBefore); // no campaign left behind
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contacts/new');
  });

  it('refuses a third active sequence at one company, and says nothing for a free-mail address', async () => {
    const backend = useMockBackend();
    backend.state.data.contacts.push({
      ...backend.state.data.contacts.find((contact) => contact.id === 201)!,
      id: 299,
      email: 'sam@acme.example',
      firstName: 'Sam',
      lastName: 'Roe',
    });
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    await userEvent.type(screen.getByLabelText('Email'), 'kim@acme.example');
    await waitFor(() => expect(recipientNote()).toHaveTextContent(domainSequenceLimitReached('acme.example')));
    expect(recipientNote()).toHaveTextContent(
      'You already have 2 active sequences at acme.example. Wait for one to finish before adding a third, so the company is not flooded.',
    );

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'kim@gmail.com');
    await waitFor(() => expect(recipientNote()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the check's debounce: still nothing to say
    expect(recipientNote()).toBeNull();
  });

  it("shows the server's refusal when createContact refuses after the check (another tab added the address first)", async () => {
    useMockBackend();
    const message = recipientAlreadyInSequence('morgan@initech.example', 'Follow up with Morgan');
    server.use(
      graphql.mutation('CreateContact', () =>
        HttpResponse.json({ data: { createContact: { success: false, message, hasPermission: true, contact: null } } }),
      ),
    );
    renderDashboard(['/dashboard/contacts/new?campaignId=103']);
    await userEvent.type(screen.getByLabelText('Email'), 'morgan@initech.example');
    await userEvent.type(screen.getByLabelText('First Name'), 'Morgan');
    await userEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toContain(message));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contacts/new');
  });
});
