// One harness for the chat's component tests: the remote as the shell mounts it (AppProviders, under
// '/dashboard/chats/*') against MSW, replies shown at once (reduced motion) unless a test asks for the typing.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fixtureUser } from 'mocks';
import { setupMockServer } from 'mocks/testing';
import { AppProviders, createAppQueryClient, useSessionStore } from 'shared-ui';
import App from '../App';
import { createChatBackend, type ChatBackend } from './chat-backend';

type BackendOptions = Parameters<typeof createChatBackend>[0];

/** Stands in for the browser's prefers-reduced-motion (jsdom has no media queries). */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The GraphQL operation a request carries, or null for other requests (uploads, auth). */
async function operationNameOf(request: Request): Promise<string | null> {
  if (request.method !== 'POST' || !request.url.includes('/graphql')) return null;
  const body = (await request.clone().json()) as { query?: string };
  return /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? null;
}

/** Call once per test file: MSW for the file, the fixture user signed in, replies without the typing effect. */
export function setupChatTests() {
  const server = setupMockServer();
  afterEach(() => server.events.removeAllListeners());
  beforeEach(() => {
    useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated' });
    setReducedMotion(true);
    // A fresh browser each test: the chat's conversation hint (conversation-hint.ts) does not leak across.
    window.localStorage.clear();
  });
  return {
    server,
    startBackend(options: BackendOptions = {}): ChatBackend {
      const backend = createChatBackend(options);
      server.use(...backend.handlers);
      // Recorded here rather than by a handler, so a test's own override still shows up in the order.
      server.events.on('request:start', async ({ request }) => {
        const name = await operationNameOf(request);
        if (name) backend.chat.operations.push(name);
      });
      return backend;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderChat(path = '/dashboard/chats') {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  // The query client too: a test can act as another remote does on the one cache they share.
  const rendered = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/chats/*" element={<App basePath="/dashboard/chats" />} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return Object.assign(rendered, { queryClient });
}

export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
export const conversation = () => screen.getByRole('log', { name: 'Conversation' });

/** The messages of the log as [role, text content]. */
export function transcript(): Array<[string, string]> {
  const items = within(conversation()).queryAllByRole('listitem');
  return items.map((item) => [item.dataset.role ?? '', item.querySelector('.chat-message__content')?.textContent ?? '']);
}

export const lastBotText = () =>
  transcript()
    .filter(([role]) => role === 'bot')
    .at(-1)?.[1] ?? '';

/** Waits until the chat has loaded its conversation and takes typed text. */
export async function chatReady(): Promise<void> {
  await waitFor(() => expect(messageBox()).toBeEnabled());
}

/** Types like a user who pastes and presses Enter (pasting keeps the suite fast). */
export async function send(text: string, user = userEvent.setup()): Promise<void> {
  await waitFor(() => expect(messageBox()).toHaveAttribute('aria-disabled', 'false'));
  await user.click(messageBox());
  await user.paste(text);
  await user.keyboard('{Enter}');
}

/** Waits for the assistant's reply that contains `text`. */
export async function findBotReply(text: string | RegExp): Promise<void> {
  await waitFor(() =>
    expect(
      transcript().some(
        ([role, content]) => role === 'bot' && (typeof text === 'string' ? content.includes(text) : text.test(content)),
      ),
    ).toBe(true),
  );
}
