import { useState } from 'react';
import { Link } from 'react-router-dom';
import Badge from '../../../components/ui/badge';
import { listProjects } from '../../../api/time';
import { RecordListPage } from '../../../components/record-list-page';
import { usePagedList } from '../../../components/use-paged-list';
import { formatNaira } from '../../../../../shared/money';
import type { ProjectListStatus, ProjectPage } from '../../../../../shared/schemas/time';
import { BILLING_METHOD_LABELS, PROJECTS_PATH, projectPath } from '../time-values';
import '../time.css';

type ProjectRow = ProjectPage['items'][number];
const projectId = (p: ProjectRow) => p.projectId;
const TABS: readonly { id: ProjectListStatus; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'archived', label: 'Archived' },
  { id: 'all', label: 'All' },
];

/** /dashboard/time-tracking/projects: the company's projects, Active first; each status is its own list on the server. */
export function ProjectListPage() {
  const [tab, setTab] = useState<ProjectListStatus>('active');
  const list = usePagedList({
    queryKey: ['projects', tab],
    page: (cursor) => listProjects({ status: tab, cursor }),
    getId: projectId,
    errorToast: { header: 'Failed to load projects' },
  });

  return (
    <RecordListPage
      title="Projects"
      add={{ label: 'New Project', href: `${PROJECTS_PATH}/new`, needs: 'createProject' }}
      tabs={TABS}
      tabsLabel="Project tabs"
      status={tab}
      onStatus={setTab}
      list={list}
      getId={projectId}
      renderRow={(p) => (
        <Link to={projectPath(p.projectId)} className="kobo-ui-card kobo-time-card">
          <span className="kobo-time-card-top">
            <span className="kobo-time-title">{p.name}</span>
            {p.billingMethod === 'project' && p.rateKobo > 0 && <span className="kobo-time-duration">{formatNaira(p.rateKobo)}/h</span>}
          </span>
          <span className="kobo-time-muted">{p.customerName}</span>
          <span className="kobo-time-muted">
            {BILLING_METHOD_LABELS[p.billingMethod]} · {p.taskCount === 1 ? '1 task' : `${p.taskCount} tasks`}
            {p.budgetHours ? ` · budget ${p.budgetHours}h` : ''}
          </span>
          <span className="kobo-time-badges">{p.status === 'archived' && <Badge>Archived</Badge>}</span>
        </Link>
      )}
      loadingText="Loading projects..."
      emptyText={tab === 'archived' ? 'No archived projects' : 'No projects yet'}
      noMatchText="No projects"
      emptyAction={tab !== 'archived'}
      filtered={false}
      loadingMoreText="Loading more projects"
    />
  );
}
