import type { ReactNode } from 'react';
import { RegistrationStepPage } from './RegistrationStepPage';

/** Step 3: the plans (another feature's cards, composed in by routes.tsx as `plans`). */
export default function RegisterExpertStep3Page({ plans = null }: { plans?: ReactNode }) {
  return (
    <RegistrationStepPage step={2} title="Choose your plan">
      {plans}
    </RegistrationStepPage>
  );
}
