import { Avatar, Button, Tag } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { useAuth } from 'mf-shared';
import { useDiscussNow } from 'mf-shared/ui/discuss-now';
import { useAskQuestionDialog } from 'mf-shared/entities/conversation';
import { GuestRating, imageSrc, type GuestProfile } from 'mf-shared/entities/guest';
import { SaveContactButton } from './SaveContactButton';

type Named = { id: number; name: string };

function NamedList({ label, items, tags = false }: { label: string; items: Named[]; tags?: boolean }) {
  if (items.length === 0) return null;
  return (
    <div className="guest-profile__group">
      <Typography.Title level={3} className="guest-profile__group-title">
        {label}
      </Typography.Title>
      {tags ? (
        <ul className="pp-row guest-profile__tags" style={{ gap: 6 }} aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>
              <Tag color="blue">{item.name}</Tag>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph>{items.map((item) => item.name).join(', ')}</Typography.Paragraph>
      )}
    </div>
  );
}

/** Who the guest is at a glance (the name is the page's heading), and the way to ask them for an interview (spec section 6). */
export function OverviewTab({ guest }: { guest: GuestProfile }) {
  const { discussNow, dialog } = useDiscussNow();
  const { askQuestion, dialog: questionDialog } = useAskQuestionDialog();
  const userId = useAuth((s) => s.user?.id ?? null);
  const name = `${guest.first_name} ${guest.last_name}`;
  // A private contact belongs to the journalist who made it: always in their contacts, nothing to save.
  const ownContact = userId !== null && guest.expert?.id === userId;
  const photo = imageSrc(guest.avatar);
  return (
    <div className="guest-profile__overview">
      <div className="pp-row guest-profile__summary" style={{ gap: 16 }}>
        <Avatar size={96} src={photo} name={name} alt={`Photo of ${name}`} />
        <div className="guest-profile__who">
          {guest.title && <Typography.Text className="guest-profile__line">{guest.title}</Typography.Text>}
          {guest.company_name && (
            <Typography.Text type="secondary" className="guest-profile__line">
              {guest.company_name}
            </Typography.Text>
          )}
          <GuestRating rating={guest.rating} />
        </div>
        <div className="pp-row guest-profile__actions">
          <Button
            variant="primary"
            className="guest-profile__discuss"
            onClick={() =>
              discussNow({
                guest_id: guest.id,
                first_name: guest.first_name,
                last_name: guest.last_name,
                title: guest.title,
              })
            }
          >
            Discuss now
          </Button>
          <Button
            onClick={() =>
              askQuestion({ guest_id: guest.id, first_name: guest.first_name, last_name: guest.last_name })
            }
          >
            Ask a question
          </Button>
          {!ownContact && <SaveContactButton guestId={guest.id} name={name} />}
        </div>
      </div>
      {guest.description && (
        <Typography.Paragraph className="guest-profile__text">{guest.description}</Typography.Paragraph>
      )}
      <NamedList label="Expertise" items={guest.expertise} tags />
      <NamedList label="Countries" items={guest.country} />
      <NamedList label="Available for appearances in" items={guest.available} />
      <NamedList label="Languages" items={guest.languages} />
      {dialog}
      {questionDialog}
    </div>
  );
}
