import { RegistrationStepPage } from './RegistrationStepPage';

export default function RegisterExpertStep3Page() {
  return (
    <RegistrationStepPage
      step={2}
      title="Choose your plan"
      text="Visibility S$240, Proficiency S$4,560 or Advocacy S$14,400 a year, before GST. Your guests appear in the directory once the payment is through."
    />
  );
}
