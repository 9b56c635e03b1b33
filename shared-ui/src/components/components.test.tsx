import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIZARD_STEPS } from 'contracts';
import { MemoryRouter } from 'react-router-dom';
import { NotFound, RemoteErrorFallback } from 'shared-ui/core';
import { PlainButton } from './plain-button';
import { StatusBadge } from './status-badge';
import { StepIndicator } from './step-indicator';

describe('NotFound', () => {
  it('says the page is missing and links home', () => {
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

describe('RemoteErrorFallback', () => {
  it('offers a Retry button when it can retry', async () => {
    const retry = jest.fn();
    render(<RemoteErrorFallback onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('StatusBadge', () => {
  it.each([
    [{ kind: 'contact', status: 'RESPONDED', emailsSent: 2 } as const, 'Responded'],
    [{ kind: 'contact', status: 'IN_PROGRESS', emailsSent: 0 } as const, 'Not Started'],
    [{ kind: 'contact', status: 'IN_PROGRESS', emailsSent: 3 } as const, 'Follow up #2'],
    [{ kind: 'contact', status: 'NO_RESPONSE', emailsSent: 3, variant: 'list' } as const, 'All Follow-ups Sent'],
    [{ kind: 'email', status: 'OPENED' } as const, 'Delivered'],
    [{ kind: 'email', status: 'RECEIVED', variant: 'badge' } as const, 'Response Received'],
    [{ kind: 'campaign', isActive: false } as const, 'Paused'],
  ])('shows the spec label for %o', (props, label) => {
    render(<StatusBadge {...props} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('StepIndicator', () => {
  it('marks steps completed, active and upcoming, and only allowed steps react to clicks', async () => {
    const onStepClick = jest.fn();
    render(<StepIndicator steps={WIZARD_STEPS} current={1} canNavigateTo={(index) => index === 0} onStepClick={onStepClick} />);
    const stateOf = (title: string) => screen.getByText(title).closest('[data-state]')?.getAttribute('data-state');
    const states = WIZARD_STEPS.map(stateOf);
    expect(states).toEqual(['completed', 'active', 'upcoming']);

    await userEvent.click(screen.getByText('Preview and Start'));
    expect(onStepClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Add Contact'));
    expect(onStepClick).toHaveBeenCalledWith(0);
  });
});

describe('PlainButton', () => {
  it('is a button named by its label or aria-label, with its ref, attributes and disabled state', async () => {
    const click = jest.fn();
    const ref = { current: null as HTMLButtonElement | null };
    const { rerender } = render(
      <PlainButton ref={ref} type="primary" size="small" shape="round" title="Go on" onClick={click}>
        Continue
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Go on');
    await userEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);

    rerender(<PlainButton aria-label="Upload resume" icon={<svg />} disabled onClick={click} />);
    const iconOnly = screen.getByRole('button', { name: 'Upload resume' });
    expect(iconOnly).toBeDisabled();
    await userEvent.click(iconOnly);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
