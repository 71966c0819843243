import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProject, updateProject } from '../../../api/time';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useRevealed } from '../../../components/use-revealed';
import type { ProjectInput } from '../../../../../shared/schemas/time';
import { ProjectForm } from '../components/project-form';
import { ProjectLoadState } from '../components/time-load-state';
import { editProjectResolver, projectFormOf, projectPath, projectUpdateOf, TIME_TEXT } from '../time-values';

/** /dashboard/time-tracking/projects/:id/edit: the New Project form, pre-filled (its customer fixed); saves with PUT and the version it loaded. */
export function EditProjectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['project', id], queryFn: () => getProject(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (input: ProjectInput) => updateProject(id, projectUpdateOf(input, query.data?.version)) });
  const back = projectPath(id);

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <ProjectLoadState query={query} />;

  return (
    <ProjectForm
      key={`${query.data.version}-${query.data.updatedAt}`}
      title="Edit Project"
      defaultValues={projectFormOf(query.data)}
      resolver={editProjectResolver}
      customerFixed
      saving={mutation.isPending}
      onCancel={() => navigate(back)}
      onSave={async (input) => {
        try {
          const project = await mutation.mutateAsync(input);
          queryClient.setQueryData(['project', id], project);
          void queryClient.invalidateQueries({ queryKey: ['projects'] });
          notify('success', TIME_TEXT.projectSaved);
          navigate(back);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) {
            notify('error', errorMessage(error));
            void query.refetch();
          } else notify('error', 'Failed to save project', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
