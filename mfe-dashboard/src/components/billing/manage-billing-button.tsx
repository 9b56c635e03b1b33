import { Button } from 'antd';
import { useState } from 'react';
import { CreateBillingPortalSessionDocument } from 'contracts';
import { useGraphQLMutation } from 'shared-ui';

/** 'Manage subscription': Stripe's customer portal (change or cancel the plan, payment method, invoices). */
export function ManageBillingButton() {
  const portal = useGraphQLMutation(CreateBillingPortalSessionDocument);
  const [leaving, setLeaving] = useState(false);
  const open = async () => {
    try {
      const { createBillingPortalSession } = await portal.mutateAsync({});
      setLeaving(true);
      window.location.assign(createBillingPortalSession.url);
    } catch {
      // The toast already says why.
    }
  };
  return (
    <Button loading={portal.isPending || leaving} onClick={() => void open()}>
      Manage subscription
    </Button>
  );
}
