// Social sign-in (Google, LinkedIn): the buttons of the login dialog and registration step 1, and
// what the callback pages send on to the API.
export {
  socialKeys,
  useCompleteSocialTwoFactor,
  useFinishSocialSignIn,
  useLinkSocialAccount,
  useSocialProviders,
  useStartSocialSignIn,
  socialErrorText,
  userTypeParam,
  type SocialAnswer,
  type SocialProvider,
  type SocialResult,
} from './api';
export { SocialButtons } from './components/SocialButtons';
