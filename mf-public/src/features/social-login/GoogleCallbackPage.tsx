import { SocialCallback } from './SocialCallback';

export default function GoogleCallbackPage() {
  return <SocialCallback provider="google" />;
}
