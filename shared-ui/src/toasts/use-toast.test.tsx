import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONFIRMATION_MS, ERROR_MS, ToastHost } from './toast-host';
import { useToast } from './use-toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Candidate saved')}>Save</button>
      <button onClick={() => toast.error('Download failed')}>Download</button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('one-line toasts: a confirmation is announced politely and leaves on its own, an error stays longer', () => {
  render(
    <ToastHost>
      <Buttons />
    </ToastHost>,
  );
  act(() => fireEvent.click(screen.getByText('Save')));
  act(() => fireEvent.click(screen.getByText('Download')));
  expect(screen.getByRole('status')).toHaveTextContent('Candidate saved');
  expect(screen.getByRole('alert')).toHaveTextContent('Download failed');
  act(() => jest.advanceTimersByTime(CONFIRMATION_MS));
  expect(screen.queryByText('Candidate saved')).not.toBeInTheDocument();
  expect(screen.getByText('Download failed')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(ERROR_MS));
  expect(screen.queryByText('Download failed')).not.toBeInTheDocument();
});

test("the bottom placement keeps toasts off the top right (a page's own Close and Download there)", () => {
  render(
    <ToastHost placement="bottom">
      <Buttons />
    </ToastHost>,
  );
  act(() => fireEvent.click(screen.getByText('Save')));
  const region = screen.getByRole('status').parentElement!;
  expect(region).toHaveClass('sui-toasts--bottom');
  expect(region.style.top).toBe('');
});

test('outside a host a toast is dropped without breaking the screen', () => {
  render(<Buttons />);
  act(() => fireEvent.click(screen.getByText('Save')));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
