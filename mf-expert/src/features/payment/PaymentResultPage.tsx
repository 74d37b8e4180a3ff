import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { homeRoute, ROUTES, STATUS, usePageMeta } from 'mf-shared';
import { useAbandonCheckout, useStatusUpdate, useSyncUser } from './api/billing';

/** The failed page's query when the payer left the checkout (the provider's cancel address). */
export const LEFT_CHECKOUT = 'cancelled';

/**
 * Where the checkout sends the payer back: /expert/payment/sucess or /failed (spelled as the spec
 * spells them). The webhook decides; this page reads the status it left and follows it. Reached by
 * leaving the checkout (`?reason=cancelled`), the failed page closes that checkout first, so the
 * account chooses a plan again instead of waiting for a payment that will not come. The document's
 * title is what the page says (the route's, "Payment failed", is only the default).
 */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'failed' }) {
  // Until the provider's event arrives the account is still paying: ask again every 3 s.
  const status = useStatusUpdate(3000);
  const sync = useSyncUser();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const left = outcome === 'failed' && query.get('reason') === LEFT_CHECKOUT;
  const abandon = useAbandonCheckout();
  const abandoned = useRef(false);
  useEffect(() => {
    if (!left || abandoned.current) return;
    abandoned.current = true;
    abandon.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
  const user = status.data?.user;
  useEffect(() => {
    if (user) sync(user);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.status]);
  const paying = status.data?.status === STATUS.PAYMENT_IN_PROCESS;
  const title =
    outcome === 'success'
      ? paying
        ? 'Your payment is being processed'
        : 'Payment successful'
      : left
        ? 'Payment not completed'
        : 'Payment failed';
  usePageMeta(title);
  if (outcome === 'success')
    return (
      <Result
        status={paying ? 'info' : 'success'}
        title={title}
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
      status={left ? 'warning' : 'error'}
      title={title}
      subTitle={
        left
          ? 'You left the checkout before paying, and nothing was charged. Choose a plan when you are ready.'
          : 'Your card was declined and nothing was charged. Please choose a plan and try again.'
      }
      extra={
        <Button
          type="primary"
          // Leaving the checkout: the plans open once the account is back to choosing.
          loading={left && !abandon.isSuccess && !abandon.isError}
          // An active account (a change of plan) keeps its plan: back to its payment tab.
          onClick={() =>
            navigate(status.data?.status === STATUS.SIMPLE_USER ? ROUTES.EXPERT_PAYMENT : ROUTES.REG_AS_EXPERT3)
          }
        >
          Choose a plan
        </Button>
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
