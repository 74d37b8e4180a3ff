import { Avatar, Button, Flex, Skeleton, Tabs, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ERROR_MESSAGES, ROUTES, saySuccess } from 'mf-shared';
import {
  GuestForm,
  guestFormValues,
  GuestGeneralView,
  GuestMediaEditor,
  GuestMediaView,
  GuestRating,
  imageSrc,
  useGuestProfile,
  type GuestFormValues,
  type GuestProfile,
} from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { EmptyState, FAILED_TEXT } from 'mf-shared/kit/states';
import { idOf, useGuestFormLookups } from 'mf-shared/widgets/guest-record';
import { useGuestMedia, useUpdateGuest } from '../../lib/guests';
import { GuestsTabs } from './GuestsTabs';
import { guestMediaStepPath, guestPath, isGuestTab, type GuestTab } from './paths';
import { useGuestMediaWrites } from './useGuestMediaWrites';
import './guests.css';

const TAB_LABELS: Record<GuestTab, string> = { overview: 'Overview', general: 'General', media: 'Media' };

type Named = { id: number; name: string };
const names = (items: Named[]) => items.map((i) => i.name).join(', ');

function Overview({ guest }: { guest: GuestProfile }) {
  const name = `${guest.first_name} ${guest.last_name}`;
  const photo = imageSrc(guest.avatar);
  return (
    <div>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Avatar size={96} src={photo ?? undefined} alt={photo ? `Photo of ${name}` : undefined}>
          {guest.first_name.charAt(0)}
          {guest.last_name.charAt(0)}
        </Avatar>
        <Flex vertical gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
          {guest.headline && <Typography.Text strong>{guest.headline}</Typography.Text>}
          <Typography.Text>{guest.title}</Typography.Text>
          <Typography.Text type="secondary">{guest.company_name}</Typography.Text>
          <GuestRating rating={guest.rating} />
        </Flex>
      </Flex>
      {guest.description && (
        <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>{guest.description}</Typography.Paragraph>
      )}
      {guest.expertise.length > 0 && (
        <Flex gap={6} wrap style={{ marginBottom: 12 }} aria-label="Expertise">
          {guest.expertise.map((e) => (
            <Tag key={e.id} color="blue" style={{ margin: 0 }}>
              {e.name}
            </Tag>
          ))}
        </Flex>
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
        <Flex justify="end" style={{ marginBottom: 12 }}>
          <Button onClick={() => setEditing(true)}>Edit general information</Button>
        </Flex>
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

function MediaEditor({ id, onDone }: { id: number; onDone: () => void }) {
  const media = useGuestMedia(id);
  const writes = useGuestMediaWrites(id);
  if (media.data)
    return (
      <>
        <GuestMediaEditor media={media.data} {...writes} />
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </>
    );
  if (media.isPending) return <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 4 }} />;
  return <EmptyState text={FAILED_TEXT} />;
}

function Media({ guest }: { guest: GuestProfile }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <MediaEditor id={guest.id} onDone={() => setEditing(false)} />;
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button onClick={() => setEditing(true)}>Edit photo, images and videos</Button>
      </Flex>
      <GuestMediaView guest={guest} />
    </>
  );
}

function Profile({ guest, tab }: { guest: GuestProfile; tab: GuestTab }) {
  const navigate = useNavigate();
  const name = `${guest.first_name} ${guest.last_name}`;
  const content: Record<GuestTab, () => ReactNode> = {
    overview: () => <Overview guest={guest} />,
    general: () => <General guest={guest} />,
    media: () => <Media guest={guest} />,
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
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(guestPath(guest.id, key as GuestTab))}
        items={(Object.keys(TAB_LABELS) as GuestTab[]).map((key) => ({
          key,
          label: TAB_LABELS[key],
          // Only the shown tab is rendered (the media tab's players load when it is opened).
          children: key === tab ? content[key]() : null,
        }))}
      />
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
  if (profile.isPending) return <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 5 }} />;
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
