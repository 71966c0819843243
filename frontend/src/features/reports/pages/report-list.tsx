import { Link } from 'react-router-dom';
import Header from '../../../components/ui/header';
import { KoboIcon } from '../../../components/kobo-icon';
import { REPORT_GROUPS } from '../../../../../shared/reports/catalog';
import { reportPath } from '../report-paths';
import '../../../components/kobo-ui.css';
import '../reports.css';

/**
 * /dashboard/reports: every report of the catalogue (shared/reports/catalog.ts), in its
 * groups, each row a link to its page with its one-line summary. Nothing to load: the
 * prerendered page is the page.
 */
export function ReportListPage() {
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">Reports</Header>
      {REPORT_GROUPS.map((group) => {
        const headingId = `kobo-report-group-${group.title.toLowerCase()}`;
        return (
          <section key={group.title} className="kobo-report-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="kobo-report-group-title">
              {group.title}
            </h2>
            <ul className="kobo-report-menu">
              {group.reports.map((r) => (
                <li key={r.id}>
                  <Link to={reportPath(r.id)} className="kobo-report-link">
                    <span className="kobo-report-link-text">
                      <span className="kobo-report-link-title">{r.title}</span>
                      <span className="kobo-report-link-summary">{r.summary}</span>
                    </span>
                    <KoboIcon name="chevron-right" size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
