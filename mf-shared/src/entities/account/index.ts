// The account entity: who is signed in and the identity UI both remotes use (registration step 1,
// the profile page with its security tab), with their reads and writes.
export { profileKeys } from './keys';
export { profileQuery, refreshProfile, useProfile } from './api/profile';
export {
  useChangeEmail,
  useUpdateCompany,
  useUpdateProfile,
  useUploadAvatar,
  type PersonalInfoValues,
  type ProfileUser,
  type TeamAccount,
} from './api/profileWrites';
export { useRegister, type RegistrationEndpoint } from './api/register';
export {
  useChangePassword,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useRevokeOtherSessions,
  useStartTwoFactor,
  type TwoFactorSetup,
} from './api/security';
export {
  downloadDataExport,
  useDataExports,
  useDeleteAccount,
  useRequestDataExport,
  useRestoreAccount,
  type DataExport,
} from './api/lifecycle';
export { RestoreAccountButton } from './components/DeletionNotice';
export { COMMON_PROFILE_TABS, ProfilePage, type ProfileTab } from './components/ProfilePage';
export { RegistrationForm } from './components/RegistrationForm';
export { SecurityTab } from './components/SecurityTab';
export { PersonalInfoTab } from './components/PersonalInfoTab';
export { CompanyTab } from './components/CompanyTab';
