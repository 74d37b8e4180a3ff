import { ROUTES } from 'mf-shared';
import { COMMON_PROFILE_TABS, ProfilePage } from 'mf-shared/entities/account';

export default function JournalistProfilePage() {
  return <ProfilePage title="Profile" base={ROUTES.JOURNALIST_PROFILE} tabs={COMMON_PROFILE_TABS} />;
}
