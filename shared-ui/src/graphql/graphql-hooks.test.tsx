import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAILED_TO_CONNECT,
  HomeDashboardDocument,
  LINKEDIN_EMAIL_NOT_FOUND,
  DeleteContactDocument,
  MailPermissionDocument,
} from 'contracts';
import { createHandlers, graphqlErrorHandler } from 'mocks';
import { graphql, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { createAppQueryClient } from 'shared-ui/query';
import { AppProviders } from '../providers/app-providers';
import { useGraphQLMutation } from './use-graphql-mutation';
import { useGraphQLQuery } from './use-graphql-query';

const server = setupMockServer(...createHandlers());

function DashboardNumbers() {
  const { data, error, isPending } = useGraphQLQuery(HomeDashboardDocument, undefined, { retry: false });
  if (error) return <p>failed: {error.message}</p>;
  if (isPending) return <p>loading</p>;
  return <p>campaigns: {data.homeDashboard.campaigns}</p>;
}

function MailPermissionState() {
  const { error } = useGraphQLQuery(MailPermissionDocument, undefined, { retry: false });
  return error ? <p>permission check failed</p> : null;
}

function DeleteButton() {
  const mutation = useGraphQLMutation(DeleteContactDocument);
  return (
    <>
      <button type="button" onClick={() => mutation.mutate({ id: 1 })}>
        Delete
      </button>
      {mutation.error ? <p>mutation failed: {mutation.error.message}</p> : null}
    </>
  );
}

const renderWithProviders = (ui: React.ReactNode) =>
  render(<AppProviders queryClient={createAppQueryClient()}>{ui}</AppProviders>);

describe('useGraphQLQuery', () => {
  it('returns the data of a successful query', async () => {
    renderWithProviders(<DashboardNumbers />);
    expect(await screen.findByText(/^campaigns: \d+$/)).toBeInTheDocument();
  });

  it('fails with "Network response was not ok: 500" on a server error status', async () => {
    server.use(graphql.query('HomeDashboard', () => HttpResponse.json({ data: null }, { status: 500 })));
    renderWithProviders(<DashboardNumbers />);
    expect(await screen.findByText('failed: Network response was not ok: 500')).toBeInTheDocument();
  });

  it("joins GraphQL errors with ', ' and shows them as a toast", async () => {
    server.use(
      graphql.query('HomeDashboard', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'First problem' }, { message: 'Second problem' }] }),
      ),
    );
    renderWithProviders(<DashboardNumbers />);
    expect(await screen.findByText('failed: First problem, Second problem')).toBeInTheDocument();
    // The toast (antd notification, top right) carries the same joined message.
    await waitFor(() => expect(screen.getAllByText('First problem, Second problem').length).toBeGreaterThan(0));
  });

  it('does not toast the LinkedIn "Email not found" message', async () => {
    server.use(
      graphqlErrorHandler('query', 'HomeDashboard', LINKEDIN_EMAIL_NOT_FOUND),
      graphqlErrorHandler('query', 'MailPermission', 'Gmail is unhappy'),
    );
    renderWithProviders(
      <>
        <DashboardNumbers />
        <MailPermissionState />
      </>,
    );
    expect(await screen.findByText(`failed: ${LINKEDIN_EMAIL_NOT_FOUND}`)).toBeInTheDocument();
    // The other failing query's toast proves toasts were rendered; the silent message got none.
    await waitFor(() => expect(screen.getAllByText('Gmail is unhappy')).toHaveLength(1));
    expect(screen.getAllByText(LINKEDIN_EMAIL_NOT_FOUND, { exact: false })).toHaveLength(1);
  });

  it('toasts "Failed to connect to server" on a network failure and still reports the error', async () => {
    server.use(graphql.query('HomeDashboard', () => HttpResponse.error()));
    renderWithProviders(<DashboardNumbers />);
    expect(await screen.findByText(/^failed: /)).toBeInTheDocument();
    expect(await screen.findByText(FAILED_TO_CONNECT)).toBeInTheDocument();
  });
});

describe('useGraphQLMutation', () => {
  it('toasts the GraphQL error and hands it to the caller', async () => {
    server.use(graphqlErrorHandler('mutation', 'DeleteContact', 'Contact is locked'));
    renderWithProviders(<DeleteButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('mutation failed: Contact is locked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Contact is locked').length).toBe(1));
  });
});
