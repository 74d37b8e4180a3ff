import { RegistrationStepPage } from './RegistrationStepPage';

export default function RegisterExpertStep2Page() {
  return (
    <RegistrationStepPage
      step={1}
      title="Add your first guest"
      text="A guest is a person you offer to journalists for interviews: yourself or a colleague. Add their name, title, expertise, the regions they can appear in and a short description."
    />
  );
}
