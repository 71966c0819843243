import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { UseFormSetError, FieldValues, Path } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../../api/client';
import { useMe } from '../../auth/session';
import { useNotify } from '../../app/notifications';
import { MANAGERS } from '../../../../shared/roles';
import type { Profile } from '../../../../shared/schemas/account';

/** Whether the caller may change the company's settings (owners and admins; the server checks it again). */
export function useCanManage(): boolean {
  const role = useMe().data?.role;
  return !!role && (MANAGERS as readonly string[]).includes(role);
}

/** What every settings form does after a save and on a refusal: the toast, the fields the API named; Cancel goes back to the menu. */
export function useSettingsSave() {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    /** The caller's profile changed: /api/me answers it from now on. */
    profileSaved(profile: Profile) {
      queryClient.setQueryData(['me'], (me: { profile: Profile | null } | undefined) => (me ? { ...me, profile } : me));
    },
    refreshMe: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
    done(message: string) {
      notify('success', message);
    },
    failed<T extends FieldValues>(error: unknown, setError?: UseFormSetError<T>, title = 'Error') {
      if (error instanceof ApiRequestError && setError) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
      }
      notify('error', title, errorMessage(error));
    },
    back: () => navigate('/dashboard/settings'),
  };
}
