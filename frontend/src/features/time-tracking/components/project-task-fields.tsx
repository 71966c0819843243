import { useQuery } from '@tanstack/react-query';
import FormField from '../../../components/ui/form-field';
import Select, { type SelectProps } from '../../../components/ui/select';
import { FieldLabel } from '../../../components/form-fields/field-label';
import { getProject, listProjects } from '../../../api/time';
import { errorMessage } from '../../../api/client';
import type { ProjectTask } from '../../../../../shared/schemas/time';
import { PICKER_PROJECTS } from '../time-values';

/** What an entry already names (its project may be archived since, so not among the active ones). */
export interface KnownChoice {
  projectId: string;
  projectName: string;
  taskId: string;
  taskName: string;
}

/** The active projects for a picker: one page, shared by every picker on the page. */
export function usePickerProjects(enabled = true) {
  return useQuery({ queryKey: ['projects', 'picker'], queryFn: () => listProjects(PICKER_PROJECTS), enabled, staleTime: 30_000 });
}

/** A project's tasks (its detail), once a project is chosen. */
export function useProjectTasks(projectId: string) {
  return useQuery({ queryKey: ['project', projectId], queryFn: () => getProject(projectId), enabled: Boolean(projectId) });
}

interface Props {
  projectId: string;
  taskId: string;
  onProject: (projectId: string) => void;
  /** The task chosen, with its default billable. */
  onTask: (task: Pick<ProjectTask, 'taskId' | 'billable'>) => void;
  onBlur?: () => void;
  projectError?: string;
  taskError?: string;
  known?: KnownChoice;
  projectRef?: React.Ref<SelectProps.Ref>;
  taskRef?: React.Ref<SelectProps.Ref>;
}

/** The project (active ones, the customer's name beside) and, once it is chosen, one of its tasks. */
export function ProjectTaskFields({ projectId, taskId, onProject, onTask, onBlur, projectError, taskError, known, projectRef, taskRef }: Props) {
  const projects = usePickerProjects();
  const tasks = useProjectTasks(projectId);
  const projectOptions: SelectProps.Option[] = (projects.data?.items ?? []).map((p) => ({ value: p.projectId, label: p.name, description: p.customerName }));
  if (known && !projectOptions.some((o) => o.value === known.projectId)) projectOptions.unshift({ value: known.projectId, label: known.projectName });
  const taskOptions: SelectProps.Option[] = (tasks.data?.tasks ?? []).map((t) => ({ value: t.taskId, label: t.name }));
  if (known && known.projectId === projectId && !tasks.data && taskOptions.length === 0) taskOptions.push({ value: known.taskId, label: known.taskName });
  const selectedProject = projectOptions.find((o) => o.value === projectId) ?? null;
  const selectedTask = taskOptions.find((o) => o.value === taskId) ?? null;
  return (
    <>
      <FormField stretch label={<FieldLabel label="Project" required />} errorText={projectError}>
        <Select
          ref={projectRef}
          selectedOption={selectedProject}
          options={projectOptions}
          onChange={({ detail }) => onProject(detail.selectedOption.value ?? '')}
          onBlur={onBlur}
          placeholder="Choose a project"
          ariaRequired
          invalid={Boolean(projectError)}
          statusType={projects.isError ? 'error' : projects.isPending ? 'loading' : 'finished'}
          loadingText="Loading projects..."
          errorText={projects.isError ? `Failed to load projects: ${errorMessage(projects.error)}` : undefined}
          empty="No active projects: add one under Projects"
        />
      </FormField>
      <FormField stretch label={<FieldLabel label="Task" required />} errorText={taskError}>
        <Select
          ref={taskRef}
          selectedOption={selectedTask}
          options={taskOptions}
          onChange={({ detail }) => {
            const task = tasks.data?.tasks.find((t) => t.taskId === detail.selectedOption.value);
            if (task) onTask(task);
          }}
          onBlur={onBlur}
          placeholder={projectId ? 'Choose a task' : 'Choose a project first'}
          disabled={!projectId}
          ariaRequired
          invalid={Boolean(taskError)}
          statusType={tasks.isError ? 'error' : projectId && tasks.isPending ? 'loading' : 'finished'}
          loadingText="Loading tasks..."
          errorText={tasks.isError ? `Failed to load tasks: ${errorMessage(tasks.error)}` : undefined}
          empty="This project has no tasks yet: add one on its page"
        />
      </FormField>
    </>
  );
}
