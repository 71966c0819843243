import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { KoboIcon } from '../../components/kobo-icon';
import { KoboMark } from '../landing/kobo-logo';
import { NavList } from './app-shell';
import { BOTTOM_ITEMS } from './nav-items';
import { COLLAPSED_KEY } from './rail-state';
import '../../components/kobo-ui.css';
import './app-shell.css';

/**
 * The app shell as the build prerenders it (dashboard.html): the same markup and
 * classes as AppShell, but with no session, no company and no screen width to go
 * on. Both layouts are in the page and CSS shows the one that fits
 * (`kobo-shell--auto`, see app-shell.css), where AppShell picks one in JavaScript;
 * the page's inline script (prerender/early.ts) collapses the side navigation to its
 * rail, before the first paint, for a user who keeps it so (the key is in data-rail-key). The app renders AppShell over it; keep the two in step, or the
 * page shifts (test/e2e/dashboard.spec.ts compares them).
 */
export function ShellSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="kobo-shell kobo-shell--auto" data-rail-key={COLLAPSED_KEY}>
      <a className="kobo-skip" href="#kobo-main">
        Skip to main content
      </a>
      <nav id="kobo-sidenav" className="kobo-sidenav kobo-shell-wide" aria-label="Main navigation">
        <div className="kobo-sidenav-header">
          {/* The company's initial (collapsed rail), name and the user's e-mail arrive with the app; these keep their place. */}
          <span className="kobo-ui-avatar kobo-company-initial kobo-shell-rail" aria-hidden="true" />
          <div className="kobo-identity">
            <p className="kobo-company-name">{'\u00a0'}</p>
            <p className="kobo-user-email">{'\u00a0'}</p>
          </div>
          <button type="button" className="kobo-icon-button" aria-label="Collapse navigation" aria-expanded="true" aria-controls="kobo-sidenav">
            <KoboIcon name="chevron-left" />
          </button>
        </div>
        <NavList />
      </nav>
      <div className="kobo-shell-body">
        <header className="kobo-topbar">
          <button type="button" className="kobo-icon-button kobo-shell-narrow" aria-label="Open navigation menu" aria-haspopup="dialog" aria-expanded="false">
            <KoboIcon name="menu" />
          </button>
          <Link to="/dashboard" className="kobo-shell-logo" aria-label="Kobo home">
            <KoboMark size={28} />
            <span aria-hidden="true" className="kobo-shell-wide">
              Kobo
            </span>
          </Link>
          <span className="kobo-topbar-title" />
          <button type="button" className="kobo-logout">
            <KoboIcon name="logout" size={18} />
            <span>Logout</span>
          </button>
        </header>
        <main id="kobo-main" className="kobo-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <nav aria-label="Bottom navigation" className="kobo-bottombar kobo-shell-narrow">
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
    </div>
  );
}
