import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import Button from './ui/button';
import ButtonDropdown from './ui/button-dropdown';
import Container from './ui/container';
import { ApiRequestError, errorMessage } from '../api/client';
import { useNotify } from '../app/notifications';
import { ConfirmDialog } from './confirm-dialog';
import { useRouterFollow } from './use-router-follow';
import { useCan } from '../auth/use-can';
import type { Action } from '../../../shared/permissions';
import './record-detail-header.css';

/** A header action: a button, or an entry of the More menu. */
export interface DetailAction {
  id: string;
  text: string;
  onClick: () => void;
  /** A button's spinner while its request runs (buttons only; the menu has one for all). */
  loading?: boolean;
  /** What the caller's role must be allowed (shared/permissions.ts); without it the action is shown to every role. */
  needs?: Needs;
  /**
   * Why the server would refuse the action now (its own sentence, from shared/): the action
   * is shown disabled with this reason rather than refused after the click.
   */
  disabledReason?: string | null;
}

/** One permission or several (all needed). */
export type Needs = Action | readonly Action[];

export interface RecordDetailHeaderProps {
  /** The page heading (h1): the record's name or number. */
  title: string;
  /** After the title: the status badge and any other. */
  badges?: ReactNode;
  /** Before the text: the customer's initials, say. */
  avatar?: ReactNode;
  /** Under the title: what identifies the record at a glance (its customer, price, contact details). */
  children?: ReactNode;
  /** Edit, the first button: the record's edit form (none: the record is not edited now or ever, a void invoice, a sales receipt). */
  editHref?: string;
  /** What Edit needs (the edit route's name): hidden from a role without it. */
  editNeeds?: Needs;
  /** Buttons after Edit ("Mark as Inactive"). */
  actions?: readonly DetailAction[];
  /** The More menu (its accessible name and entries; Delete is added last). Without one, Delete is a button. */
  more?: { ariaLabel: string; items: readonly DetailAction[]; loading?: boolean };
  /** Delete, once confirmed: what the confirmation says goes, and the mutation that deletes (see useDeleteRecord). */
  remove?: { confirmText: string; mutation: Pick<UseMutationResult<unknown, unknown, void>, 'mutate' | 'isPending'>; needs?: Needs };
  /** 'below' the text (customer, item), or 'beside' it on the right (quote). */
  layout?: 'below' | 'beside';
}

/**
 * The one record detail header: title and badges, what identifies the record,
 * Edit, the record's own buttons, a More menu, and Delete behind a
 * confirmation. The customer, item and quote pages (and each document to come)
 * are configurations of it, as their lists are of RecordListPage.
 */
export function RecordDetailHeader(props: RecordDetailHeaderProps) {
  const follow = useRouterFollow();
  const can = useCan();
  // Each control shows only to a role allowed what it does: the screens hide what the server would refuse.
  const allowed = (needs?: Needs) => !needs || (typeof needs === 'string' ? [needs] : needs).every((n) => can(n));
  const [confirming, setConfirming] = useState(false);
  const more = props.more;
  const remove = props.remove && allowed(props.remove.needs) ? props.remove : undefined;
  const actions = props.actions?.filter((a) => allowed(a.needs));
  const editHref = allowed(props.editNeeds) ? props.editHref : undefined;
  const askDelete = () => setConfirming(true);
  const items = more ? [...more.items.filter((a) => allowed(a.needs)), ...(remove ? [{ id: 'delete', text: 'Delete', onClick: askDelete }] : [])] : undefined;
  const menu = items?.length ? items : undefined;

  const buttons = (
    <div className="kobo-detail-actions">
      {editHref && (
        <Button href={editHref} onFollow={follow} iconName="edit">
          Edit
        </Button>
      )}
      {actions?.map((a) => (
        <Button key={a.id} onClick={a.onClick} loading={a.loading} disabled={Boolean(a.disabledReason)} disabledReason={a.disabledReason ?? undefined}>
          {a.text}
        </Button>
      ))}
      {menu ? (
        <ButtonDropdown
          items={menu.map(({ id, text, disabledReason }) => (disabledReason ? { id, text, disabled: true, disabledReason } : { id, text }))}
          onItemClick={({ detail }) => menu.find((i) => i.id === detail.id)?.onClick()}
          loading={more?.loading}
          ariaLabel={more?.ariaLabel}
        >
          More
        </ButtonDropdown>
      ) : (
        remove && !more && <Button onClick={askDelete}>Delete</Button>
      )}
    </div>
  );
  const beside = props.layout === 'beside';

  return (
    <Container>
      <div className={beside ? 'kobo-detail-head kobo-detail-head--beside' : 'kobo-detail-head'}>
        {props.avatar}
        <div className="kobo-detail-head-text">
          <div className="kobo-detail-title">
            <h1 className="kobo-detail-h1">{props.title}</h1>
            {props.badges}
          </div>
          {props.children}
          {!beside && buttons}
        </div>
        {beside && buttons}
      </div>
      {remove && (
        <ConfirmDialog
          visible={confirming}
          text={remove.confirmText}
          loading={remove.mutation.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutation.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      )}
    </Container>
  );
}

interface DeleteRecordOptions {
  /** The API call. */
  mutationFn: () => Promise<unknown>;
  /** After the delete: drop the record's queries, refresh lists, say so, leave the page. */
  onSuccess: () => void;
  /** The failure toast's title ("Failed to delete item") and the message when the error has none. */
  failureTitle: string;
  fallback?: string;
  /** A 409 (the record is still in use) is shown as the server's sentence alone. */
  conflictSaysWhy?: boolean;
}

/** The mutation behind a detail header's Delete, with its failure toast. */
/**
 * Leaves a deleted record's page, and forgets its cached answers only once the page is
 * gone: a navigation renders as a transition, so the page can stay mounted after the
 * router has moved on, and a query removed under it would be asked for again (a 404
 * for the record just deleted).
 */
export function useLeaveDeleted(): (to: string, forget: () => void) => void {
  const navigate = useNavigate();
  const forgetOnUnmount = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      forgetOnUnmount.current?.();
      forgetOnUnmount.current = null;
    },
    [],
  );
  return (to, forget) => {
    forgetOnUnmount.current = forget;
    void navigate(to);
  };
}

export function useDeleteRecord({ mutationFn, onSuccess, failureTitle, fallback, conflictSaysWhy }: DeleteRecordOptions) {
  const notify = useNotify();
  return useMutation({
    mutationFn,
    onSuccess,
    onError: (error) => {
      if (conflictSaysWhy && error instanceof ApiRequestError && error.status === 409) notify('error', errorMessage(error));
      else notify('error', failureTitle, errorMessage(error, fallback));
    },
  });
}

interface ActiveToggleOptions<T extends { status: string }> {
  /** 'Customer': the toast says "Customer marked as inactive". */
  noun: string;
  active: boolean;
  /** Archives or reactivates, by `active`; resolves with the record as it is now. */
  mutationFn: () => Promise<T>;
  /** Puts the record into the cache and refreshes its lists. */
  onSuccess: (next: T) => void;
}

/** "Mark as Inactive" / "Mark as Active" for a record with an active/inactive status, as a detail header action. */
export function useActiveToggle<T extends { status: string }>({ noun, active, mutationFn, onSuccess }: ActiveToggleOptions<T>): DetailAction {
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn,
    onSuccess: (next) => {
      onSuccess(next);
      notify('success', next.status === 'active' ? `${noun} marked as active` : `${noun} marked as inactive`);
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  return { id: 'status', text: active ? 'Mark as Inactive' : 'Mark as Active', onClick: () => mutation.mutate(), loading: mutation.isPending };
}
