import { Facts, type Fact } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { formatDate } from 'mf-shared';
import { httpUrl, imageSrc } from '../links';
import type { GuestProfile } from '../profile.types';
import { GuestRating } from './GuestRating';
import './guest-profile.css';

const names = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : '-');

/**
 * The guest's general information as labelled fields (spec section 3): a description list, labels
 * beside the values on a wide screen and above them on a phone (CSS). The company logo and
 * description appear only when the expert made them visible (the API also leaves them out then).
 * Plain (no antd): the tab shows it as soon as it opens.
 */
export function GuestGeneralView({ guest }: { guest: GuestProfile }) {
  const linkedin = httpUrl(guest.linkedin);
  const logo = guest.is_company_logo_visible ? imageSrc(guest.guest_company_logo) : null;
  const about = guest.is_company_description_visible ? guest.guest_company_description : null;

  const items: Fact[] = [
    { key: 'gender', label: 'Gender', value: guest.gender || '-' },
    { key: 'title', label: 'Title', value: guest.title || '-' },
    { key: 'company', label: 'Company', value: guest.company_name || '-' },
    {
      key: 'linkedin',
      label: 'LinkedIn',
      value: linkedin ? (
        <a href={linkedin} target="_blank" rel="noopener noreferrer" className="guest-profile__break">
          {linkedin}
        </a>
      ) : (
        guest.linkedin || '-'
      ),
    },
    { key: 'country', label: 'Countries', value: names(guest.country) },
    { key: 'available', label: 'Available for appearances in', value: names(guest.available) },
    { key: 'languages', label: 'Languages', value: names(guest.languages) },
    { key: 'expertise', label: 'Expertise', value: names(guest.expertise) },
    { key: 'rating', label: 'Rating', value: <GuestRating rating={guest.rating} /> },
  ];
  if (guest.last_date_trained)
    items.push({ key: 'trained', label: 'Last media training', value: formatDate(guest.last_date_trained) });
  if (logo)
    items.push({
      key: 'logo',
      label: 'Company logo',
      value: <img src={logo} alt={`${guest.company_name} logo`} width={120} className="guest-profile__logo" />,
    });
  if (about)
    items.push({
      key: 'about',
      label: 'About the company',
      value: <Typography.Paragraph className="guest-profile__text">{about}</Typography.Paragraph>,
    });

  return <Facts facts={items} className="guest-profile__general" />;
}
