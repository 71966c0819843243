import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '../../../components/ui/badge';
import Container from '../../../components/ui/container';
import Link from '../../../components/ui/link';
import { archiveProject, deleteProject, getProject, unarchiveProject } from '../../../api/time';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { formatDay } from '../../../components/format-date';
import { RecordDetailHeader, useDeleteRecord, useLeaveDeleted, type DetailAction } from '../../../components/record-detail-header';
import { useRouterFollow } from '../../../components/use-router-follow';
import { lagosToday } from '../../../../../shared/dates';
import { formatNaira } from '../../../../../shared/money';
import type { ProjectDetail } from '../../../../../shared/schemas/time';
import { ProjectTasks } from '../components/project-tasks';
import { ProjectLoadState } from '../components/time-load-state';
import { BILLING_METHOD_LABELS, PROJECTS_PATH, projectPath, TIME_TEXT } from '../time-values';
import '../../../components/kobo-ui.css';
import '../time.css';

/** Archive (no new time on it) / Reactivate. */
function useArchiveToggle(project: ProjectDetail): DetailAction {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const archived = project.status === 'archived';
  const mutation = useMutation({
    mutationFn: () => (archived ? unarchiveProject(project.projectId) : archiveProject(project.projectId)),
    onSuccess: (next) => {
      queryClient.setQueryData(['project', project.projectId], next);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      notify('success', next.status === 'archived' ? 'Project archived' : 'Project reactivated');
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  return { id: 'archive', text: archived ? 'Reactivate' : 'Archive', onClick: () => mutation.mutate(), loading: mutation.isPending, needs: archived ? 'unarchiveProject' : 'archiveProject' };
}

function ProjectHeader({ project }: { project: ProjectDetail }) {
  const id = project.projectId;
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const toggle = useArchiveToggle(project);
  const remove = useDeleteRecord({
    mutationFn: () => deleteProject(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      notify('success', TIME_TEXT.projectDeleted);
      leave(PROJECTS_PATH, () => queryClient.removeQueries({ queryKey: ['project', id] }));
    },
    failureTitle: 'Failed to delete project',
    conflictSaysWhy: true,
  });
  return (
    <RecordDetailHeader
      title={project.name}
      badges={project.status === 'archived' ? <Badge>Archived</Badge> : undefined}
      editHref={`${projectPath(id)}/edit`}
      editNeeds="updateProject"
      actions={[toggle]}
      remove={{ confirmText: `The project ${project.name} and its tasks will be deleted.`, mutation: remove, needs: 'deleteProject' }}
    >
      <p className="kobo-time-muted">
        {project.customerName} · {BILLING_METHOD_LABELS[project.billingMethod]}
      </p>
    </RecordDetailHeader>
  );
}

/** /dashboard/time-tracking/projects/:id: the project, its tasks (added, edited, deleted here), Archive and Delete. */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['project', id], queryFn: () => getProject(id), enabled: Boolean(id) });
  const follow = useRouterFollow();
  if (!query.isSuccess) return <ProjectLoadState query={query} />;
  const p = query.data;
  return (
    <div className="kobo-ui-page">
      <ProjectHeader project={p} />
      <Container>
        <DetailList
          items={[
            {
              label: 'Customer',
              value: (
                <Link href={`/dashboard/customers/${encodeURIComponent(p.customerId)}`} onFollow={follow}>
                  {p.customerName}
                </Link>
              ),
            },
            { label: 'Billing method', value: BILLING_METHOD_LABELS[p.billingMethod] },
            ...(p.billingMethod === 'project' ? [{ label: 'Hourly rate', value: formatNaira(p.rateKobo) }] : []),
            { label: 'Budget', value: p.budgetHours ? `${p.budgetHours} hours` : 'None' },
            { label: 'Status', value: p.status === 'archived' ? 'Archived' : 'Active' },
            { label: 'Description', value: p.description },
            { label: 'Created by', value: p.createdBy },
            { label: 'Created', value: formatDay(lagosToday(new Date(p.createdAt))) },
          ]}
        />
      </Container>
      <ProjectTasks project={p} />
    </div>
  );
}
