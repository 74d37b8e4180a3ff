import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { homeRoute, ROUTES, STATUS } from 'mf-shared';
import { useStatusUpdate, useSyncUser } from './api/billing';

/**
 * Where the checkout sends the payer back: /expert/payment/sucess or /failed (spelled as the spec
 * spells them). The webhook decides; this page reads the status it left and follows it.
 */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'failed' }) {
  // Until the provider's event arrives the account is still paying: ask again every 3 s.
  const status = useStatusUpdate(3000);
  const sync = useSyncUser();
  const user = status.data?.user;
  useEffect(() => {
    if (user) sync(user);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.status]);
  const paying = status.data?.status === STATUS.PAYMENT_IN_PROCESS;
  if (outcome === 'success')
    return (
      <Result
        status={paying ? 'info' : 'success'}
        title={paying ? 'Your payment is being processed' : 'Payment successful'}
        subTitle={
          paying
            ? 'We will let you know as soon as it is through.'
            : 'Thank you. Your plan is active and a receipt is in your mailbox.'
        }
        extra={
          !paying && user ? (
            <Link to={homeRoute(user)}>
              <Button type="primary">Continue</Button>
            </Link>
          ) : null
        }
      />
    );
  return (
    <Result
      status="error"
      title="Payment failed"
      subTitle="Your card was declined and nothing was charged. Please choose a plan and try again."
      extra={
        // An active account (a change of plan) keeps its plan: back to its payment tab.
        <Link to={status.data?.status === STATUS.SIMPLE_USER ? ROUTES.EXPERT_PAYMENT : ROUTES.REG_AS_EXPERT3}>
          <Button type="primary">Choose a plan</Button>
        </Link>
      }
    />
  );
}

export function PaymentSuccessPage() {
  return <PaymentResultPage outcome="success" />;
}

export function PaymentFailedPage() {
  return <PaymentResultPage outcome="failed" />;
}
