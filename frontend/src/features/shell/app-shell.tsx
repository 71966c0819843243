import { useCallback, useEffect, useRef, useState } from 'react';
import { useCan } from '../../auth/use-can';
import { Link, NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useMe, useSession } from '../../auth/session';
import { useNotify } from '../../app/notifications';
import { KoboIcon } from '../../components/kobo-icon';
import { KoboMark } from '../landing/kobo-logo';
import { reportError } from '../../components/report-error';
import { useIsMobile } from '../../components/use-media-query';
import { SubscriptionBanner } from './subscription-banner';
import { ADD_BUTTONS, BOTTOM_ITEMS, NAV_ITEMS, sectionOf } from './nav-items';
import { COLLAPSED_CLASS, COLLAPSED_KEY, readCollapsed } from './rail-state';
import '../../components/kobo-ui.css';
import './app-shell.css';
import { leaveToHome } from '../../app/public-pages';

/**
 * The side navigation's collapsed state, kept across visits, and whether the user
 * has toggled it here: only a toggle eases its width (kobo-shell--toggled), so the
 * page never animates the state it starts in.
 */
function useCollapsed(): { collapsed: boolean; toggled: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [toggled, setToggled] = useState(false);
  const toggle = useCallback(() => {
    const next = !collapsed;
    setCollapsed(next);
    setToggled(true);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Private browsing may refuse storage; the toggle still works for this visit.
    }
  }, [collapsed]);
  return { collapsed, toggled, toggle };
}

/** /dashboard/customers/new -> /dashboard/customers; top-level pages have no back button. */
function parentPath(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 2) return undefined;
  return `/${segments.slice(0, -1).join('/')}`;
}

export function NavList({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <div className="kobo-nav">
      <ul className="kobo-nav-list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/dashboard'}
              className="kobo-nav-link"
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
            >
              <KoboIcon name={item.icon} />
              <span className={collapsed ? 'kobo-ui-sr-only' : 'kobo-nav-label'}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The navigation as a 280px left drawer (small screens), a native modal dialog: focus stays inside, Escape closes. */
function NavDrawer({ open, onClose, companyName, email }: { open: boolean; onClose: () => void; companyName: string; email: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="kobo-drawer"
      aria-labelledby="kobo-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <nav className="kobo-drawer-inner" aria-label="Main navigation">
          <div className="kobo-drawer-header">
            <div className="kobo-identity">
              <p id="kobo-drawer-title" className="kobo-company-name">
                {companyName}
              </p>
              {email && <p className="kobo-user-email">{email}</p>}
            </div>
            <button type="button" className="kobo-icon-button" aria-label="Close navigation menu" onClick={onClose}>
              <KoboIcon name="close" />
            </button>
          </div>
          <NavList onNavigate={onClose} />
        </nav>
      )}
    </dialog>
  );
}

/**
 * The dashboard layout: side navigation (collapsible to a 68px rail) on wide
 * screens; a top bar with a drawer, a bottom bar and a floating add button
 * below 768px. Every dashboard page renders in the Outlet.
 */
export default function AppShell() {
  const isMobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const notify = useNotify();
  const { session, signOut } = useSession();
  const me = useMe();
  const can = useCan();
  const { collapsed, toggled, toggle: toggleCollapsed } = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const companyName = me.data?.company?.name?.trim() || 'My Company';
  const email = session.status === 'signedIn' && session.email ? session.email : (me.data?.email ?? '');
  const section = sectionOf(location.pathname);
  const title = !section || section.to === '/dashboard' ? companyName : section.label;
  const backTo = parentPath(location.pathname);
  const listAdd = isMobile ? ADD_BUTTONS[location.pathname.replace(/\/+$/, '')] : undefined;
  const addButton = listAdd && can(listAdd.needs) ? listAdd : undefined;

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    try {
      await signOut();
      // The home page is a page of its own (src/public/): it says 'Successfully logged out'.
      leaveToHome();
    } catch (error) {
      reportError('logout', error);
      notify('error', 'Failed to log out');
      setLoggingOut(false);
    }
  };

  const shellClass = ['kobo-shell', isMobile ? 'kobo-shell--mobile' : '', !isMobile && collapsed ? COLLAPSED_CLASS : '', toggled ? 'kobo-shell--toggled' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={shellClass}>
      <a className="kobo-skip" href="#kobo-main">
        Skip to main content
      </a>
      {navigation.state === 'loading' && <div className="kobo-route-progress" aria-hidden="true" />}

      {!isMobile && (
        <nav id="kobo-sidenav" className="kobo-sidenav" aria-label="Main navigation">
          <div className="kobo-sidenav-header">
            {collapsed ? (
              <span className="kobo-ui-avatar kobo-company-initial" title={companyName} aria-hidden="true">
                {[...companyName][0]?.toUpperCase()}
              </span>
            ) : (
              <div className="kobo-identity">
                <p className="kobo-company-name">{companyName}</p>
                {email && <p className="kobo-user-email">{email}</p>}
              </div>
            )}
            <button
              type="button"
              className="kobo-icon-button"
              aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
              aria-expanded={!collapsed}
              aria-controls="kobo-sidenav"
              onClick={toggleCollapsed}
            >
              <KoboIcon name={collapsed ? 'chevron-right' : 'chevron-left'} />
            </button>
          </div>
          <NavList collapsed={collapsed} />
        </nav>
      )}

      <div className="kobo-shell-body">
        <header className="kobo-topbar">
          {isMobile && (
            <button
              ref={menuButton}
              type="button"
              className="kobo-icon-button"
              aria-label="Open navigation menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <KoboIcon name="menu" />
            </button>
          )}
          {backTo && (
            <button type="button" className="kobo-icon-button" aria-label="Back" onClick={() => navigate(backTo)}>
              <KoboIcon name="back" />
            </button>
          )}
          <Link to="/dashboard" className="kobo-shell-logo" aria-label="Kobo home">
            <KoboMark size={28} />
            {!isMobile && <span aria-hidden="true">Kobo</span>}
          </Link>
          <span className="kobo-topbar-title">{title}</span>
          <button type="button" className="kobo-logout" onClick={logout} disabled={loggingOut}>
            <KoboIcon name="logout" size={18} />
            <span>Logout</span>
          </button>
        </header>

        <main id="kobo-main" className="kobo-main" tabIndex={-1}>
          <SubscriptionBanner />
          <Outlet />
          {addButton && (
            <Link to={addButton.to} className="kobo-fab" aria-label={addButton.label}>
              <KoboIcon name="plus" size={26} />
            </Link>
          )}
        </main>
      </div>

      {isMobile && (
        <>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} companyName={companyName} email={email} />
          <nav aria-label="Bottom navigation" className="kobo-bottombar">
            <ul>
              {BOTTOM_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/dashboard'} className="kobo-bottom-link">
                    <KoboIcon name={item.icon} />
                    <span>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}
