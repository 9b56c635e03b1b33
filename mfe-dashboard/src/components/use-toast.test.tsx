import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from 'shared-ui';
import { CONFIRMATION_SECONDS, useToast } from './use-toast';

function Raise({ kind, text }: { kind: 'success' | 'error'; text: string }) {
  const toast = useToast();
  return <button onClick={() => toast[kind](text)}>Raise</button>;
}

function raise(kind: 'success' | 'error', text: string) {
  render(
    <AppProviders>
      <Raise kind={kind} text={text} />
    </AppProviders>,
  );
  act(() => fireEvent.click(screen.getByText('Raise')));
}

/** Moves the pointer onto the toast (as a hand reaching for the button beneath it does) and lets time pass. */
function hoverFor(text: string, seconds: number) {
  const notice = screen.getByText(text).closest('.ant-notification-notice-wrapper') ?? screen.getByText(text);
  act(() => fireEvent.mouseEnter(notice));
  act(() => jest.advanceTimersByTime(seconds * 1000));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

test('a confirmation closes on time even under the pointer, so it never holds the button beneath it', () => {
  raise('success', 'Campaign paused successfully');
  expect(screen.getByText('Campaign paused successfully')).toBeInTheDocument();
  hoverFor('Campaign paused successfully', CONFIRMATION_SECONDS + 1);
  expect(screen.queryByText('Campaign paused successfully')).not.toBeInTheDocument();
});

test('an error waits while the pointer is on it, so it can be read', () => {
  raise('error', 'Failed to pause campaign');
  hoverFor('Failed to pause campaign', 10);
  expect(screen.getByText('Failed to pause campaign')).toBeInTheDocument();
});
