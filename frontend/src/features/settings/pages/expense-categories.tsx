import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Badge from '../../../components/ui/badge';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Input from '../../../components/ui/input';
import Modal from '../../../components/ui/modal';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { createExpenseCategory, deleteExpenseCategory, renameExpenseCategory } from '../../../api/expenses';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoading } from '../../../components/page-loading';
import { useCan } from '../../../auth/use-can';
import type { ExpenseCategoryRecord } from '../../../../../shared/schemas/expense-category';
import { EXPENSE_CATEGORIES_KEY, useExpenseCategories } from '../../expenses/use-expense-categories';
import { useCanManage, useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../settings.css';

/** The API's message for the name (taken, built in, too long), else its message. */
const nameProblem = (error: unknown) => (error instanceof ApiRequestError && error.fields.name ? error.fields.name : errorMessage(error));

/** Add a category: the name, checked by the server (unique in any case, not a built-in one). */
function AddCategory() {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = useMutation({ mutationFn: () => createExpenseCategory({ name }) });
  const onSubmit = async () => {
    if (!name.trim()) return setProblem('Enter a name for the category');
    setProblem(undefined);
    try {
      const added = await add.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: EXPENSE_CATEGORIES_KEY });
      setName('');
      s.done(`Category ${added.name} added`);
    } catch (error) {
      setProblem(nameProblem(error));
    }
  };
  return (
    <form
      aria-label="Add a category"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <FormField label="Name of the new category" errorText={problem} constraintText="Offered on the expense form and in the list's filters">
        <Input value={name} onChange={({ detail }) => setName(detail.value)} autoComplete={false} />
      </FormField>
      <Box margin={{ top: 's' }}>
        <Button formAction="submit" loading={add.isPending}>
          Add category
        </Button>
      </Box>
    </form>
  );
}

function RenameModal({ category, onClose }: { category: ExpenseCategoryRecord; onClose: () => void }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const [name, setName] = useState(category.name);
  const [problem, setProblem] = useState<string>();
  const save = useMutation({ mutationFn: () => renameExpenseCategory(category.categoryId, name) });
  const onSave = async () => {
    if (!name.trim()) return setProblem('Enter a name for the category');
    try {
      await save.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: EXPENSE_CATEGORIES_KEY });
      s.done('Category renamed');
      onClose();
    } catch (error) {
      setProblem(nameProblem(error));
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={`Rename ${category.name}`}
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={save.isPending} onClick={() => void onSave()}>
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label="Name" errorText={problem} constraintText="Expenses saved before keep the name they were saved with" stretch>
        <Input value={name} onChange={({ detail }) => setName(detail.value)} ariaLabel="Name" />
      </FormField>
    </Modal>
  );
}

/** /dashboard/settings/expense-categories: the built-in categories (read-only) and the company's own; managers rename and delete, writers add. */
export function ExpenseCategoriesPage() {
  const manage = useCanManage();
  const canAdd = useCan()('createExpenseCategory');
  const categories = useExpenseCategories();
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<ExpenseCategoryRecord | null>(null);
  const [deleting, setDeleting] = useState<ExpenseCategoryRecord | null>(null);
  const remove = useMutation({ mutationFn: (id: string) => deleteExpenseCategory(id) });
  if (categories.isPending) return <PageLoading title="Expense categories" />;
  if (categories.isError) return <p className="kobo-settings-text">{errorMessage(categories.error)}</p>;
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.categoryId);
      await queryClient.invalidateQueries({ queryKey: EXPENSE_CATEGORIES_KEY });
      s.done(`Category ${deleting.name} deleted`);
    } catch (error) {
      s.failed(error, undefined, 'The category was not deleted');
    } finally {
      setDeleting(null);
    }
  };
  const { builtIn, own } = categories.data;
  return (
    <div className="kobo-ui-page">
      <SpaceBetween size="l">
        <Header variant="h1">Expense categories</Header>
        {!manage && <Alert type="info">Only an owner or an admin can rename or delete the company&apos;s categories.</Alert>}
        <Container header={<Header variant="h2" description="Every company has these; they cannot be changed.">Built-in categories</Header>}>
          <ul className="kobo-tax-list" aria-label="Built-in categories">
            {builtIn.map((c) => (
              <li key={c.value} className="kobo-tax-row">
                <div className="kobo-tax-main">
                  <span className="kobo-tax-name">{c.label}</span>
                  <Badge color="blue">Built in</Badge>
                </div>
              </li>
            ))}
          </ul>
        </Container>
        <Container
          header={
            <Header variant="h2" description="Your own, offered beside the built-in ones. An expense keeps its category's name as saved: renaming or deleting a category changes no expense.">
              {`Your categories (${own.length})`}
            </Header>
          }
        >
          <SpaceBetween size="l">
            {own.length === 0 ? (
              <p className="kobo-settings-text">No categories of your own yet.</p>
            ) : (
              <ul className="kobo-tax-list" aria-label="Your categories">
                {own.map((c) => (
                  <li key={c.categoryId} className="kobo-tax-row">
                    <div className="kobo-tax-main">
                      <span className="kobo-tax-name">{c.name}</span>
                    </div>
                    {manage && (
                      <SpaceBetween direction="horizontal" size="xs">
                        <Button onClick={() => setRenaming(c)} ariaLabel={`Rename ${c.name}`}>
                          Rename
                        </Button>
                        <Button onClick={() => setDeleting(c)} ariaLabel={`Delete ${c.name}`}>
                          Delete
                        </Button>
                      </SpaceBetween>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canAdd && <AddCategory />}
          </SpaceBetween>
        </Container>
      </SpaceBetween>
      {renaming && <RenameModal category={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        visible={deleting !== null}
        text={deleting ? `The category ${deleting.name} will be deleted. Expenses saved with it keep it as their category.` : ''}
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
