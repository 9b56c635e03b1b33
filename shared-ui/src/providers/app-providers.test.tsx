import { render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './app-providers';
import { TOAST_TOP_OFFSET } from '../toasts/toast-host';

function Notify() {
  const { notification } = App.useApp();
  return <Button onClick={() => notification.success({ title: 'Name saved' })}>Save</Button>;
}

test('toasts open below the sticky top bar (56 px), never over its toggle or account menu', async () => {
  render(
    <AppProviders>
      <Notify />
    </AppProviders>,
  );
  await userEvent.click(screen.getByText('Save'));
  const toast = await screen.findByText('Name saved');
  const container = toast.closest('.ant-notification') as HTMLElement;
  expect(container).toHaveClass('ant-notification-topRight');
  expect(container.style.getPropertyValue('--notification-top')).toBe(`${TOAST_TOP_OFFSET}px`);
  expect(TOAST_TOP_OFFSET).toBeGreaterThan(56);
});

test("a button's spinner shows while it works and is gone, with nothing left to animate, once it is done", () => {
  const { rerender } = render(
    <AppProviders>
      <Button loading>Activate</Button>
    </AppProviders>,
  );
  const working = screen.getByRole('button', { name: 'loading Activate' });
  expect(working.querySelector('.sui-button-spinner')).not.toBeNull();
  rerender(
    <AppProviders>
      <Button>Activate</Button>
    </AppProviders>,
  );
  const done = screen.getByRole('button', { name: 'Activate' });
  expect(done.querySelector('.sui-button-spinner, [role="img"]')).toBeNull();
});
