import { Typography } from 'mf-shared/kit/typography';
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROLE } from 'mf-shared';
import { Button, Tag } from 'mf-shared/kit/plain';
import { EmptyState, FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import { Notice } from './Notice';
import { CONSOLE_PAGES } from './paths';
import { StaffSignIn } from './StaffSignIn';
import { useStaffMe, useStaffSignOut, type StaffArea } from './staffApi';
import { staffSession } from './staffSession';
import './console.css';

/** Said on a page the staff member's role does not open (the API refuses it too). */
export const AREA_REFUSED = 'Your role does not open this part of the console.';

/**
 * The console's frame around each of its pages: the sign-in form until a staff member is signed
 * in, then the menu of the areas their role opens, who they are and Sign out.
 */
export function Console({ area, title, children }: { area?: StaffArea; title: string; children?: ReactNode }) {
  const token = staffSession((s) => s.token);
  const me = useStaffMe();
  const signOut = useStaffSignOut();

  if (!token) return <StaffSignIn />;
  if (me.isPending) return <LoadingState />;
  if (me.isError || !me.data) return <EmptyState text={FAILED_TEXT} />;
  const staff = me.data;
  const open = CONSOLE_PAGES.filter((page) => staff.permissions.includes(page.area));

  return (
    <div className="console">
      <header className="console__bar">
        <strong className="console__name">PressPoint operations</strong>
        <nav aria-label="Console" className="console__menu">
          {open.map((page) => (
            <NavLink key={page.path} to={page.path}>
              {page.label}
            </NavLink>
          ))}
        </nav>
        <span className="console__who">
          {staff.email} <Tag>{staff.role}</Tag>
        </span>
        <Button size="small" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          Sign out
        </Button>
      </header>
      <div className="console__body">
        <Typography.Title level={1} className="console__title">
          {title}
        </Typography.Title>
        {area && !staff.permissions.includes(area) ? <Notice type="warning">{AREA_REFUSED}</Notice> : children}
      </div>
    </div>
  );
}

/** A console page: its content inside the frame, shown only to a role that opens its area. */
export function consolePage(area: StaffArea, title: string, Content: ComponentType) {
  return function ConsolePage() {
    return (
      <Console area={area} title={title}>
        <Content />
      </Console>
    );
  };
}

/** A person's name as the lists show it (their email when they gave none). */
export const personName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

/** A person in a list: name, role and email, then whatever the list adds. */
export function PersonCell({
  person,
  children,
}: {
  person: { first_name: string; last_name: string; email: string; role: number };
  children?: ReactNode;
}) {
  const journalist = person.role === ROLE.JOURNALIST;
  return (
    <div className="console-person">
      <span>
        <strong>{personName(person)}</strong>{' '}
        <Tag color={journalist ? 'blue' : 'purple'}>{journalist ? 'Journalist' : 'Expert'}</Tag>
      </span>
      <span>{person.email}</span>
      {children}
    </div>
  );
}
