import { Descriptions, Grid, Image, type DescriptionsProps } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { formatDate } from 'mf-shared';
import { httpUrl, imageSrc } from '../links';
import type { GuestProfile } from '../profile.types';
import { GuestRating } from './GuestRating';
import './guest-profile.css';

const names = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : '-');

/**
 * The guest's general information as labelled fields (spec section 3). The company logo and
 * description appear only when the expert made them visible (the API also leaves them out then).
 */
export function GuestGeneralView({ guest }: { guest: GuestProfile }) {
  const screens = Grid.useBreakpoint();
  const linkedin = httpUrl(guest.linkedin);
  const logo = guest.is_company_logo_visible ? imageSrc(guest.guest_company_logo) : null;
  const about = guest.is_company_description_visible ? guest.guest_company_description : null;

  const items: DescriptionsProps['items'] = [
    { key: 'gender', label: 'Gender', children: guest.gender || '-' },
    { key: 'title', label: 'Title', children: guest.title || '-' },
    { key: 'company', label: 'Company', children: guest.company_name || '-' },
    {
      key: 'linkedin',
      label: 'LinkedIn',
      children: linkedin ? (
        <a href={linkedin} target="_blank" rel="noopener noreferrer" className="guest-profile__break">
          {linkedin}
        </a>
      ) : (
        guest.linkedin || '-'
      ),
    },
    { key: 'country', label: 'Countries', children: names(guest.country) },
    { key: 'available', label: 'Available for appearances in', children: names(guest.available) },
    { key: 'languages', label: 'Languages', children: names(guest.languages) },
    { key: 'expertise', label: 'Expertise', children: names(guest.expertise) },
    { key: 'rating', label: 'Rating', children: <GuestRating rating={guest.rating} /> },
  ];
  if (guest.last_date_trained)
    items.push({ key: 'trained', label: 'Last media training', children: formatDate(guest.last_date_trained) });
  if (logo)
    items.push({
      key: 'logo',
      label: 'Company logo',
      children: <Image src={logo} alt={`${guest.company_name} logo`} width={120} preview={false} />,
    });
  if (about)
    items.push({
      key: 'about',
      label: 'About the company',
      children: <Typography.Paragraph className="guest-profile__text">{about}</Typography.Paragraph>,
    });

  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      // Labels above the values on phones: side by side they would not fit 320px.
      layout={screens.md ? 'horizontal' : 'vertical'}
      items={items}
      className="guest-profile__general"
    />
  );
}
