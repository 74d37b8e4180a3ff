import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ERROR_MESSAGES, ROUTES } from 'mf-shared';
import { GuestGeneralView, GuestMediaView, useGuestProfile, type GuestProfile } from 'mf-shared/entities/guest';
import { ReportButton } from 'mf-shared/entities/report';
import { PageHeader } from 'mf-shared/kit/page';
import { EmptyState, FAILED_TEXT } from 'mf-shared/kit/states';
import { TabLinks } from 'mf-shared/kit/tab-links';
import { OverviewTab } from './OverviewTab';
import { contactPath, isContactTab, type ContactTab } from './paths';
import './guest-profile.css';

const TAB_LABELS: Record<ContactTab, string> = { overview: 'Overview', general: 'General', media: 'Media' };

/** A positive whole number from the path, else `null` (then there is nothing to ask for). */
function guestIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function NotFound() {
  return (
    <div className="guest-profile__missing">
      <EmptyState text={ERROR_MESSAGES.NO_RESULT} />
      <Link to={ROUTES.DIRECTORY}>Back to the directory</Link>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading the profile" className="guest-profile__loading">
      <span className="pp-skeleton" style={{ width: '60%', height: 28 }} />
      <span className="pp-skeleton" style={{ height: 96, width: 96, borderRadius: '50%' }} />
      <span className="pp-skeleton" />
      <span className="pp-skeleton" />
    </div>
  );
}

function Profile({ guest, tab }: { guest: GuestProfile; tab: ContactTab }) {
  const name = `${guest.first_name} ${guest.last_name}`;
  const content: Record<ContactTab, () => ReactNode> = {
    overview: () => <OverviewTab guest={guest} />,
    general: () => <GuestGeneralView guest={guest} />,
    media: () => <GuestMediaView guest={guest} />,
  };
  return (
    <>
      <PageHeader
        title={name}
        actions={<ReportButton itemType="guest" itemId={guest.id} what={`the profile of ${name}`} />}
      />
      {/* Each tab is its own address: links, the current one marked (kit tab-links). */}
      <TabLinks
        label={`Profile of ${name}`}
        items={(Object.keys(TAB_LABELS) as ContactTab[]).map((key) => ({
          to: contactPath(guest.id, key),
          label: TAB_LABELS[key],
        }))}
        active={contactPath(guest.id, tab)}
      />
      {content[tab]()}
    </>
  );
}

function ProfileOf({ id, tab }: { id: number; tab: ContactTab }) {
  const profile = useGuestProfile(id);
  if (profile.data) return <Profile guest={profile.data} tab={tab} />;
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <EmptyState text={FAILED_TEXT} />;
  return <NotFound />;
}

/** /contact/{id}/{overview|general|media}: a guest's profile, for journalists (spec sections 2 and 3). */
export default function GuestProfilePage() {
  const params = useParams();
  const id = guestIdOf(params.id);
  // /contact/{id} (or an unknown tab) shows the overview, at its own address.
  if (id !== null && !isContactTab(params.tab)) return <Navigate to={contactPath(id)} replace />;
  return (
    <section className="guest-profile">
      {id !== null && isContactTab(params.tab) ? <ProfileOf id={id} tab={params.tab} /> : <NotFound />}
    </section>
  );
}
