import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject } from '../../../api/time';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ProjectForm } from '../components/project-form';
import { emptyProjectForm, newProjectResolver, PROJECTS_PATH, projectPath, TIME_TEXT } from '../time-values';

const initial = emptyProjectForm();

/** /dashboard/time-tracking/projects/new: saves, then opens the project's page (where its tasks are added). */
export function NewProjectPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createProject });
  return (
    <ProjectForm
      title="New Project"
      defaultValues={initial}
      resolver={newProjectResolver}
      saving={mutation.isPending}
      onCancel={() => navigate(PROJECTS_PATH)}
      onSave={async (input) => {
        try {
          const project = await mutation.mutateAsync(input);
          queryClient.setQueryData(['project', project.projectId], project);
          void queryClient.invalidateQueries({ queryKey: ['projects'] });
          notify('success', TIME_TEXT.projectCreated);
          navigate(projectPath(project.projectId));
        } catch (error) {
          notify('error', 'Failed to save project', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
