import { Button, type ButtonProps } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { CHECKOUT_UNAVAILABLE, CreateCheckoutSessionDocument, type CheckoutProductId } from 'contracts';
import { useGraphQLMutation } from 'shared-ui';
import './billing.css';

interface CheckoutButtonProps {
  product: CheckoutProductId;
  /** False when the deployment sells no such product (billingOverview.checkout): disabled, with the reason. */
  available: boolean;
  children: ReactNode;
  type?: ButtonProps['type'];
  block?: boolean;
}

/**
 * Starts a Stripe Checkout for the product and sends the browser to it (Stripe brings it back to the billing page).
 * A refusal (already on the plan, payments down) shows as the api's message in a toast.
 */
export function CheckoutButton({ product, available, children, type = 'primary', block }: CheckoutButtonProps) {
  const reasonId = useId();
  const checkout = useGraphQLMutation(CreateCheckoutSessionDocument);
  const [leaving, setLeaving] = useState(false);
  if (!available) {
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
  const start = async () => {
    try {
      const { createCheckoutSession } = await checkout.mutateAsync({ product });
      setLeaving(true);
      window.location.assign(createCheckoutSession.url);
    } catch {
      // The toast already says why.
    }
  };
  return (
    <Button type={type} block={block} loading={checkout.isPending || leaving} onClick={() => void start()}>
      {children}
    </Button>
  );
}
