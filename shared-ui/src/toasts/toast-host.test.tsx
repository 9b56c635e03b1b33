import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  CONFIRMATION_MS,
  ERROR_MS,
  TOAST_TOP_OFFSET,
  TOASTS_BELOW_ATTRIBUTE,
  ToastHost,
  useToasts,
  type ToastInput,
} from './toast-host';

function Raise({ toast, label = 'Raise' }: { toast: ToastInput; label?: string }) {
  const toasts = useToasts();
  return <button onClick={() => toasts.show(toast)}>{label}</button>;
}

const raise = (label = 'Raise') => act(() => fireEvent.click(screen.getByText(label)));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const toastOf = (text: string) => screen.getByText(text).closest('.sui-toast') as HTMLElement;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

test('a toast opens top right below the 56 px top bar, announced politely, with its title and description', () => {
  render(
    <ToastHost>
      <Raise toast={{ kind: 'success', title: 'Success', description: 'Name updated' }} />
    </ToastHost>,
  );
  raise();
  const toast = toastOf('Name updated');
  expect(toast).toHaveAttribute('role', 'status');
  expect(toast).toHaveClass('sui-toast--success');
  expect(toast.querySelector('.sui-toast__title')).toHaveTextContent('Success');
  const region = toast.parentElement!;
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region.style.top).toBe(`${TOAST_TOP_OFFSET}px`);
  expect(TOAST_TOP_OFFSET).toBeGreaterThan(56);
});

test("a toast opens below the page heading's buttons while they are in view, so it never covers them", () => {
  const { container } = render(
    <ToastHost>
      <div {...{ [TOASTS_BELOW_ATTRIBUTE]: '' }} data-testid="actions">
        <button type="button">Pause</button>
      </div>
      <Raise toast={{ kind: 'success', title: 'Campaign paused successfully' }} />
    </ToastHost>,
  );
  const actions = screen.getByTestId('actions');
  const at = (bottom: number) => jest.spyOn(actions, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
  at(112);
  raise();
  const region = () => container.querySelector('.sui-toasts') as HTMLElement;
  expect(region().style.top).toBe('120px');
  // Scrolled out of view: back under the top bar.
  at(-20);
  raise();
  expect(region().style.top).toBe(`${TOAST_TOP_OFFSET}px`);
});

test('a confirmation closes on time even under the pointer, so it never holds the button beneath it', () => {
  render(
    <ToastHost>
      <Raise toast={{ kind: 'success', title: 'Campaign paused successfully' }} />
    </ToastHost>,
  );
  raise();
  fireEvent.mouseEnter(toastOf('Campaign paused successfully'));
  wait(CONFIRMATION_MS + 10);
  expect(screen.queryByText('Campaign paused successfully')).not.toBeInTheDocument();
});

test('an error is an alert that waits while the pointer is on it, then gets its full time again', () => {
  render(
    <ToastHost>
      <Raise toast={{ kind: 'error', title: 'Error', description: 'Failed to pause campaign' }} />
    </ToastHost>,
  );
  raise();
  const toast = toastOf('Failed to pause campaign');
  expect(toast).toHaveAttribute('role', 'alert');
  fireEvent.mouseEnter(toast);
  wait(ERROR_MS * 3);
  expect(screen.getByText('Failed to pause campaign')).toBeInTheDocument();
  fireEvent.mouseLeave(toast);
  wait(ERROR_MS - 100);
  expect(screen.getByText('Failed to pause campaign')).toBeInTheDocument();
  wait(200);
  expect(screen.queryByText('Failed to pause campaign')).not.toBeInTheDocument();
});

test('Close removes a toast at once; the same key shows one toast, not two', () => {
  render(
    <ToastHost>
      <Raise toast={{ kind: 'error', title: 'Error', description: 'Failed to connect to server', key: 'offline' }} />
      <Raise label="Other" toast={{ kind: 'info', title: 'Saved' }} />
    </ToastHost>,
  );
  raise();
  raise();
  raise('Other');
  expect(screen.getAllByText('Failed to connect to server')).toHaveLength(1);
  act(() => fireEvent.click(toastOf('Failed to connect to server').querySelector('button')!));
  expect(screen.queryByText('Failed to connect to server')).not.toBeInTheDocument();
  expect(screen.getByText('Saved')).toBeInTheDocument();
});

test('without a host a toast is dropped, and the screen keeps working', () => {
  render(<Raise toast={{ kind: 'success', title: 'Saved' }} />);
  raise();
  expect(screen.getByText('Raise')).toBeInTheDocument();
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});
