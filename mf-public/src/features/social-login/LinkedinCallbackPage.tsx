import { SocialCallback } from './SocialCallback';

export default function LinkedinCallbackPage() {
  return <SocialCallback provider="linkedin" />;
}
