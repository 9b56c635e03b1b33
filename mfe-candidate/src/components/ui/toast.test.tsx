import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_MS, ToastProvider, useToast } from './toast';

function Saver() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Candidate saved')}>
      Save
    </button>
  );
}

test('a toast is announced in the polite live region at the bottom, then leaves on its own', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Candidate saved');
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(region).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
  }
});

test('useToast outside a provider says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Saver />)).toThrow('useToast needs a ToastProvider above it');
});
