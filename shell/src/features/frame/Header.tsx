import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authStore, LIMITS, ROUTES, useAuth, type UserType } from 'mf-shared';
import { lazyFramePart } from '../resilience/FramePart';
import { logout } from '../session/logout';
import './frame.css';

// The countdown and the bell load only for signed-in users, each with a Retry should it not load.
const UpcomingInterview = lazyFramePart(
  'Next interview',
  () => import(/* webpackChunkName: "frame-countdown" */ '../notifications/UpcomingInterview'),
);
const NotificationBell = lazyFramePart(
  'Notifications',
  () => import(/* webpackChunkName: "frame-bell" */ '../notifications/NotificationBell'),
);

const NAV_LINKS = [
  { to: `${ROUTES.ALL_POSTS}?tab=blogposts`, label: 'Blog' },
  { to: ROUTES.STORY_IDEAS, label: 'Story ideas' },
  { to: ROUTES.FAQ, label: 'FAQ' },
  // Signed in, the header drops Contact Us (spec section 2).
  { to: ROUTES.CONTACT_US, label: 'Contact Us', visitorsOnly: true },
];

const REGISTER_ROUTES: Record<UserType, string> = {
  journalist: ROUTES.REG_AS_JOURNALIST,
  expert: ROUTES.REG_AS_EXPERT1,
};

/** A button with a Journalist / Expert choice, as the spec's header has for login and register. */
function RoleMenu({ label, onPick, variant }: { label: string; onPick: (t: UserType) => void; variant: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const pick = (type: UserType) => {
    setOpen(false);
    onPick(type);
  };
  return (
    <div className="role-menu" ref={ref}>
      <button
        type="button"
        className={`pp-button ${variant}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <div className="role-menu__list" role="menu">
          <button type="button" role="menuitem" onClick={() => pick('journalist')}>
            Journalist
          </button>
          <button type="button" role="menuitem" onClick={() => pick('expert')}>
            Expert
          </button>
        </div>
      )}
    </div>
  );
}

/** A header link is current when its path and its query (Blog: ?tab=blogposts) both match. */
function useIsCurrent() {
  const { pathname, search } = useLocation();
  return (to: string) => {
    const [path, query] = to.split('?');
    if (path !== pathname) return false;
    const wanted = new URLSearchParams(query);
    const current = new URLSearchParams(search);
    return [...wanted].every(([key, value]) => current.get(key) === value);
  };
}

export function Header() {
  const navigate = useNavigate();
  const isCurrent = useIsCurrent();
  const user = useAuth((s) => s.user);
  const [mobileOpen, setMobileOpen] = useState(false);

  // Mobile menus close once the page scrolls past 100px (spec section 9).
  useEffect(() => {
    if (!mobileOpen) return;
    const onScroll = () => window.scrollY > LIMITS.MOBILE_MENU_CLOSE_SCROLL_PX && setMobileOpen(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobileOpen]);

  const register = (type: UserType) => {
    authStore.getState().setUserType(type);
    navigate(REGISTER_ROUTES[type]);
  };

  return (
    <header className="header">
      <div className="header__inner">
        <Link to={ROUTES.MAIN} className="header__logo" aria-label="PressPoint, main page">
          Press<span>Point</span>
        </Link>
        <button
          type="button"
          className="header__burger"
          aria-label="Menu"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav className={`header__nav ${mobileOpen ? 'header__nav--open' : ''}`} aria-label="Main">
          {NAV_LINKS.filter((link) => !(user && link.visitorsOnly)).map((link) => (
            <Link
              key={link.label}
              to={link.to}
              className={isCurrent(link.to) ? 'active' : undefined}
              aria-current={isCurrent(link.to) ? 'page' : undefined}
              data-visitors-only={link.visitorsOnly ? '' : undefined}
              onClick={() => setMobileOpen(false)}
            >
              {link.label}
            </Link>
          ))}
          {user && (
            <div className="header__user">
              <UpcomingInterview />
              <NotificationBell />
              {user.avatar ? (
                <img className="header__avatar" src={user.avatar} alt="" width={40} height={40} />
              ) : (
                <span className="header__avatar header__avatar--initials" aria-hidden="true">
                  {(user.profile?.first_name?.[0] ?? '') + (user.profile?.last_name?.[0] ?? '')}
                </span>
              )}
              <span className="header__identity">
                <strong data-testid="header-name">
                  {user.profile?.first_name} {user.profile?.last_name}
                </strong>
                <span>{user.email}</span>
              </span>
              <button type="button" className="pp-button pp-button--ghost" onClick={() => void logout()}>
                Log out
              </button>
            </div>
          )}
          {!user && (
            <div className="header__actions">
              <RoleMenu
                label="Login as a Journalist or Expert"
                variant="pp-button--ghost"
                onPick={(type) => authStore.getState().openLogin(type)}
              />
              <RoleMenu label="Register as a Journalist or Expert" variant="" onPick={register} />
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
