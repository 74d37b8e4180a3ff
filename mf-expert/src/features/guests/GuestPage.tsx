import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ERROR_MESSAGES, ROUTES, saySuccess } from 'mf-shared';
import {
  GuestForm,
  guestFormValues,
  GuestGeneralView,
  GuestRating,
  imageSrc,
  useGuestProfile,
  type GuestFormValues,
  type GuestProfile,
} from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { Avatar, Button, Spinner, Tag } from 'mf-shared/kit/plain';
import { EmptyState, FAILED_TEXT } from 'mf-shared/kit/states';
import { TabLinks } from 'mf-shared/kit/tab-links';
import { Typography } from 'mf-shared/kit/typography';
import { idOf, useGuestFormLookups } from 'mf-shared/widgets/guest-record';
import { useUpdateGuest } from '../../lib/guests';
import { GuestsTabs } from './GuestsTabs';
import { guestMediaStepPath, guestPath, isGuestTab, type GuestTab } from './paths';
import './guests.css';

// The page is plain; the media tab loads when shown, and its editor (antd's Upload) when asked for (issue 25).
const GuestMediaTab = lazy(() => import('./GuestMediaTab'));

const TAB_LABELS: Record<GuestTab, string> = { overview: 'Overview', general: 'General', media: 'Media' };

type Named = { id: number; name: string };
const names = (items: Named[]) => items.map((i) => i.name).join(', ');

function Overview({ guest }: { guest: GuestProfile }) {
  const name = `${guest.first_name} ${guest.last_name}`;
  const photo = imageSrc(guest.avatar);
  return (
    <div>
      <div className="guest-overview__head">
        <Avatar size={96} src={photo} name={name} alt={`Photo of ${name}`} />
        <div className="guest-overview__lines">
          {guest.headline && <Typography.Text strong>{guest.headline}</Typography.Text>}
          <Typography.Text>{guest.title}</Typography.Text>
          <Typography.Text type="secondary">{guest.company_name}</Typography.Text>
          <GuestRating rating={guest.rating} />
        </div>
      </div>
      {guest.description && (
        <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>{guest.description}</Typography.Paragraph>
      )}
      {guest.expertise.length > 0 && (
        <ul className="guest-overview__tags" aria-label="Expertise">
          {guest.expertise.map((e) => (
            <li key={e.id}>
              <Tag color="blue">{e.name}</Tag>
            </li>
          ))}
        </ul>
      )}
      {guest.available.length > 0 && (
        <Typography.Paragraph>
          <Typography.Text type="secondary">Available for appearances in: </Typography.Text>
          {names(guest.available)}
        </Typography.Paragraph>
      )}
    </div>
  );
}

function General({ guest }: { guest: GuestProfile }) {
  const [editing, setEditing] = useState(false);
  const lookups = useGuestFormLookups();
  const update = useUpdateGuest(guest.id);
  if (!editing)
    return (
      <>
        <div className="guest-tab__actions">
          <Button onClick={() => setEditing(true)}>Edit general information</Button>
        </div>
        <GuestGeneralView guest={guest} />
      </>
    );
  const submit = async (values: GuestFormValues) => {
    const answer = await update.mutateAsync(values);
    saySuccess(answer);
    setEditing(false);
  };
  return (
    <GuestForm
      lookups={lookups}
      initialValues={guestFormValues(guest)}
      onSubmit={submit}
      submitLabel="Save changes"
      extra={<Button onClick={() => setEditing(false)}>Cancel</Button>}
    />
  );
}

function Profile({ guest, tab }: { guest: GuestProfile; tab: GuestTab }) {
  const name = `${guest.first_name} ${guest.last_name}`;
  const content: Record<GuestTab, () => ReactNode> = {
    overview: () => <Overview guest={guest} />,
    general: () => <General guest={guest} />,
    media: () => <GuestMediaTab guest={guest} />,
  };
  return (
    <>
      <PageHeader
        title={
          <>
            {name} {guest.is_draft && <Tag color="orange">Draft</Tag>}
          </>
        }
        actions={
          <>
            {guest.is_draft && <Link to={guestMediaStepPath(guest.id)}>Finish step 2</Link>}
            <Link to={ROUTES.GUESTS}>All guests</Link>
          </>
        }
      />
      <TabLinks
        label="Guest sections"
        items={(Object.keys(TAB_LABELS) as GuestTab[]).map((key) => ({
          to: guestPath(guest.id, key),
          label: TAB_LABELS[key],
        }))}
        active={guestPath(guest.id, tab)}
      />
      {/* Only the shown tab is rendered (the media tab's players load when it is opened). */}
      <section aria-label={TAB_LABELS[tab]} key={tab}>
        <Suspense fallback={<Spinner label={`Loading ${TAB_LABELS[tab].toLowerCase()}`} />}>{content[tab]()}</Suspense>
      </section>
    </>
  );
}

function NotFound() {
  return (
    <div>
      <EmptyState text={ERROR_MESSAGES.NO_RESULT} />
      <Link to={ROUTES.GUESTS}>Back to your guests</Link>
    </div>
  );
}

function ProfileOf({ id, tab }: { id: number; tab: GuestTab }) {
  const profile = useGuestProfile(id);
  if (profile.data) return <Profile guest={profile.data} tab={tab} />;
  if (profile.isPending) return <Spinner label="Loading the guest" />;
  if (profile.isError) return <EmptyState text={FAILED_TEXT} />;
  return <NotFound />;
}

/** /guests/{id}/{overview|general|media}: one of the expert's guests, to view and change. */
export default function GuestPage() {
  const params = useParams();
  const id = idOf(params.id);
  // /guests/{id} (or an unknown tab) shows the overview, at its own address.
  if (id !== null && !isGuestTab(params.tab)) return <Navigate to={guestPath(id)} replace />;
  return (
    <section>
      <GuestsTabs />
      {id !== null && isGuestTab(params.tab) ? <ProfileOf id={id} tab={params.tab} /> : <NotFound />}
    </section>
  );
}
