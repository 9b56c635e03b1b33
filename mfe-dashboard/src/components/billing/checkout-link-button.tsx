import { Button, type ButtonProps } from 'antd';
import { useId, type ReactNode } from 'react';
import './billing.css';

export const CHECKOUT_UNAVAILABLE = 'Checkout is not available yet. Please try again later.';

interface CheckoutLinkButtonProps {
  /** The external checkout page; null when the deployment has none configured. */
  href: string | null | undefined;
  children: ReactNode;
  type?: ButtonProps['type'];
  block?: boolean;
}

/** Opens an external checkout in a new tab (spec §7); disabled, with the reason next to it, when there is none. */
export function CheckoutLinkButton({ href, children, type = 'primary', block }: CheckoutLinkButtonProps) {
  const reasonId = useId();
  if (href) {
    return (
      <Button type={type} block={block} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Button>
    );
  }
  return (
    <>
      <Button type={type} block={block} disabled aria-describedby={reasonId}>
        {children}
      </Button>
      <p id={reasonId} className="db-muted db-checkout-unavailable">
        {CHECKOUT_UNAVAILABLE}
      </p>
    </>
  );
}
