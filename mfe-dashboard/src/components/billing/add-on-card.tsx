import { useState } from 'react';
import { Card, Radio, Tag } from 'antd';
import { ADD_ONS, addOnCheckoutItem, CHECKOUT_PRODUCT_OF, type GetBillingOverviewQuery } from 'contracts';
import { CheckoutButton } from './checkout-button';

const DEFAULT_INDEX = Math.max(
  0,
  ADD_ONS.findIndex((addOn) => addOn.isDefault),
);

/** 'Buy Additional Sequences': the one-time packages of product.md §9 (25 preselected), bought through Stripe Checkout. */
export function AddOnCard({ checkout }: { checkout: GetBillingOverviewQuery['billingOverview']['checkout'] }) {
  const [selected, setSelected] = useState(DEFAULT_INDEX);
  const addOn = ADD_ONS[selected];
  const item = addOn ? addOnCheckoutItem(addOn.sequences) : null;

  return (
    <Card title="Buy Additional Sequences" className="db-fill">
      <Radio.Group
        value={selected}
        onChange={(event) => setSelected(event.target.value as number)}
        className="db-addons"
        aria-label="Sequence packages"
      >
        {ADD_ONS.map((option, index) => (
          <Radio key={option.sequences} value={index}>
            {option.sequences} sequences for {option.price} {option.popular && <Tag color="purple">Most Popular</Tag>}
          </Radio>
        ))}
      </Radio.Group>
      <p className="db-muted">One-time purchase, added to this month's sequences.</p>
      {item && (
        <CheckoutButton key={item} product={CHECKOUT_PRODUCT_OF[item]} available={checkout[item]}>
          Buy {addOn?.sequences} sequences for {addOn?.price}
        </CheckoutButton>
      )}
    </Card>
  );
}
