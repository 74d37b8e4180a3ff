import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, authStore, STATUS, type User } from 'mf-shared';
import { profileKeys } from 'mf-shared/entities/account';
import type { ApiData, ApiItem } from 'mf-shared/contract';

/** A plan as GET /stripe/getallplans answers it: cents of `currency`, before GST, GST, total. */
export type Plan = ApiItem<'/stripe/getallplans'>;

/** GET /user/status-update's subscription (the cancel and resume routes answer it too); `ends_on` is set once cancelled: the access ends then. */
export type Subscription = NonNullable<ApiData<'/user/status-update'>['subscription']>;

/** GET /stripe/payments: one payment. */
export type Payment = ApiItem<'/stripe/payments'>;

/**
 * GET /user/status-update. `checkout_url`: the open sandbox checkout's page, while one is waiting;
 * `manages_payment` false for a team member (the account's owner pays, cancels and reads the
 * receipts). `user` stays the session's User, which the auth store keeps.
 */
export type StatusUpdate = Omit<ApiData<'/user/status-update'>, 'user'> & { user: User };

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  plan: (name: string) => [...billingKeys.all, 'plan', name] as const,
  status: () => [...billingKeys.all, 'status'] as const,
  payments: () => [...billingKeys.all, 'payments'] as const,
};

export const usePlans = () =>
  useQuery({
    queryKey: billingKeys.plans(),
    queryFn: async ({ signal }) => (await api.get<{ data: Plan[] }>('/stripe/getallplans', { signal })).data.data,
    staleTime: 5 * 60_000,
  });

/** One plan by its slug (plan names are looked up by slug, spec section 9). */
export const usePlan = (name: string) =>
  useQuery({
    queryKey: billingKeys.plan(name),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Plan }>(`/stripe/getuserplan/${encodeURIComponent(name)}`, { signal })).data.data,
  });

/** GET /user/status-update; with `pollMs`, asked again that often while the payment is in process. */
export const useStatusUpdate = (pollMs?: number) =>
  useQuery({
    queryKey: billingKeys.status(),
    queryFn: async ({ signal }) => (await api.get<{ data: StatusUpdate }>('/user/status-update', { signal })).data.data,
    refetchInterval: (query) => (pollMs && query.state.data?.status === STATUS.PAYMENT_IN_PROCESS ? pollMs : false),
  });

export const usePayments = () =>
  useQuery({
    queryKey: billingKeys.payments(),
    queryFn: async ({ signal }) => (await api.get<{ data: Payment[] }>('/stripe/payments', { signal })).data.data,
  });

/** The session's user follows the server's (the guards read its status). */
export function useSyncUser() {
  const client = useQueryClient();
  return (user: User) => {
    authStore.getState().setUser(user);
    client.setQueryData(profileKeys.all, user);
  };
}

/** POST /stripe/plan/process: the account waits for the payment; answers the checkout page. */
export function useStartCheckout() {
  const sync = useSyncUser();
  return useMutation({
    mutationFn: async (plan: string) =>
      (await api.post<{ data: { checkout_url: string; user: User } }>('/stripe/plan/process', { plan })).data.data,
    onSuccess: ({ user }) => sync(user),
  });
}

function useSubscriptionWrite(action: 'cancel' | 'resume') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (subName: string) =>
      (await api.post<{ data: Subscription; message: string }>(`/stripe/subscription/${action}`, { subName })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.status() }),
  });
}

export const useCancelSubscription = () => useSubscriptionWrite('cancel');
export const useResumeSubscription = () => useSubscriptionWrite('resume');

/** Legacy GET /paypal/subscription/cancel: the PayPal plan ends at its period's end. */
export function useCancelPaypalSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.get<{ data: Subscription; message: string }>('/paypal/subscription/cancel')).data,
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.status() }),
  });
}

/**
 * POST /stripe/checkout/abandon: the payer left the checkout (or stops waiting for it). The open
 * checkout closes and a waiting account goes back to choosing a plan (MUST_PAY); the session and
 * the status read follow at once, so the guards let it onto the plans.
 */
export function useAbandonCheckout() {
  const client = useQueryClient();
  const sync = useSyncUser();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ data: { abandoned: number; user: User } }>('/stripe/checkout/abandon', {})).data.data,
    onSuccess: async ({ user }) => {
      // A poll sent before the answer would bring the old status back.
      await client.cancelQueries({ queryKey: billingKeys.status() });
      client.setQueryData<StatusUpdate>(billingKeys.status(), (old) =>
        old ? { ...old, status: user.status, user, checkout_url: null } : old,
      );
      sync(user);
      await client.invalidateQueries({ queryKey: billingKeys.status() });
    },
  });
}

/** Downloads a payment's receipt (HTML, GST shown) as a file. */
export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: async (payment: Payment) => {
      const { data } = await api.get<Blob>(`/stripe/receipts/${payment.id}`, { responseType: 'blob' });
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${payment.receipt_number ?? payment.id}.html`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
