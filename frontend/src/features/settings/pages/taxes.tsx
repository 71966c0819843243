import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Badge from '../../../components/ui/badge';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Input from '../../../components/ui/input';
import SpaceBetween from '../../../components/ui/space-between';
import Modal from '../../../components/ui/modal';
import { errorMessage } from '../../../api/client';
import { createTaxRate, deleteTaxRate, renameTaxRate, setTaxRateActive } from '../../../api/tax-rates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form-fields/text-field';
import { PageLoading } from '../../../components/page-loading';
import { TAX_RATES_KEY, useTaxRates } from '../../../components/tax-rates/use-tax-rates';
import type { TaxRate, TaxRateKind } from '../../../../../shared/schemas/tax-rate';
import { taxRateLabel } from '../../../../../shared/tax-labels';
import { useCanManage, useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';
import { lazySchema, schemasOnTouch } from '../../../components/form-fields/lazy-schema';

const taxRateSchema = lazySchema(() => import('../../../../../shared/schemas/tax-rate').then((m) => m.taxRateInputSchema));

const usedBy = (n: number) => (n === 0 ? 'Not used' : n === 1 ? 'Used by 1 record' : `Used by ${n} records`);

/** The add form of one kind: name and percentage, checked with the server's schema before it is sent. */
function AddRate({ kind }: { kind: TaxRateKind }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, clearErrors, reset } = useForm<{ name: string; percent: string }>({ defaultValues: { name: '', percent: '' } });
  const add = useMutation({ mutationFn: createTaxRate });
  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    const body = { kind, name: values.name, percent: values.percent.trim() === '' ? Number.NaN : Number(values.percent.replace('%', '')) };
    const checked = (await taxRateSchema.get()).safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) setError(issue.path[0] as 'name' | 'percent', { type: 'validate', message: issue.message }, { shouldFocus: true });
      return;
    }
    try {
      const rate = await add.mutateAsync(body);
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
      reset();
      s.done(`${taxRateLabel(rate)} added`);
    } catch (error) {
      s.failed(error, setError, 'Failed to add the rate');
    }
  });
  const what = kind === 'wht' ? 'WHT rate' : 'tax rate';
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Add a ${what}`} {...schemasOnTouch(taxRateSchema)}>
      <div className="kobo-form-grid">
        <TextField control={control} name="name" label={`Name of the new ${what}`} autoComplete="off" />
        <TextField control={control} name="percent" label="Percentage" inputMode="decimal" constraintText="Up to 2 decimals, e.g. 12.5" />
      </div>
      <Box margin={{ top: 's' }}>
        <Button formAction="submit" loading={add.isPending}>{`Add ${what}`}</Button>
      </Box>
    </form>
  );
}

function RenameModal({ rate, onClose }: { rate: TaxRate; onClose: () => void }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const [name, setName] = useState(rate.name);
  const [problem, setProblem] = useState<string>();
  const save = useMutation({ mutationFn: () => renameTaxRate(rate.rateId, name) });
  const onSave = async () => {
    if (!name.trim()) return setProblem('Enter a name for the rate');
    try {
      await save.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
      s.done('Rate renamed');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={`Rename ${taxRateLabel(rate)}`}
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>Cancel</Button>
            <Button variant="primary" loading={save.isPending} onClick={() => void onSave()}>Save</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label="Name" errorText={problem} stretch>
        <Input value={name} onChange={({ detail }) => setName(detail.value)} ariaLabel="Name" />
      </FormField>
    </Modal>
  );
}

/** One rate's row: name, percentage, status and use; managers get its actions. */
function RateRow({ rate, manage, onRename, onDelete }: { rate: TaxRate; manage: boolean; onRename: () => void; onDelete: () => void }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const toggle = useMutation({ mutationFn: () => setTaxRateActive(rate.rateId, rate.status !== 'active') });
  const onToggle = async () => {
    try {
      const now = await toggle.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
      s.done(now.status === 'active' ? `${taxRateLabel(now)} is active again` : `${taxRateLabel(now)} is inactive: it is no longer offered on new items and lines`);
    } catch (error) {
      s.failed(error);
    }
  };
  return (
    <li className="kobo-tax-row">
      <div className="kobo-tax-main">
        <span className="kobo-tax-name">{taxRateLabel(rate)}</span>
        <SpaceBetween direction="horizontal" size="xs">
          {rate.builtIn && <Badge color="blue">Built in</Badge>}
          {rate.status === 'inactive' && <Badge color="grey">Inactive</Badge>}
          {rate.kind === 'tax' && <span className="kobo-settings-text">{usedBy(rate.usageCount)}</span>}
        </SpaceBetween>
      </div>
      {manage && (
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onRename} ariaLabel={`Rename ${taxRateLabel(rate)}`}>Rename</Button>
          <Button onClick={() => void onToggle()} loading={toggle.isPending} ariaLabel={`${rate.status === 'active' ? 'Deactivate' : 'Activate'} ${taxRateLabel(rate)}`}>
            {rate.status === 'active' ? 'Deactivate' : 'Activate'}
          </Button>
          {!rate.builtIn && (
            <Button onClick={onDelete} ariaLabel={`Delete ${taxRateLabel(rate)}`}>
              Delete
            </Button>
          )}
        </SpaceBetween>
      )}
    </li>
  );
}

function RateList({ kind, rates, manage }: { kind: TaxRateKind; rates: TaxRate[]; manage: boolean }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<TaxRate | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const remove = useMutation({ mutationFn: (id: string) => deleteTaxRate(id) });
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.rateId);
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
      s.done(`${taxRateLabel(deleting)} deleted`);
    } catch (error) {
      s.failed(error, undefined, 'The rate was not deleted');
    } finally {
      setDeleting(null);
    }
  };
  return (
    <SpaceBetween size="l">
      <ul className="kobo-tax-list" aria-label={kind === 'wht' ? 'WHT rates' : 'Tax rates'}>
        {rates.map((r) => (
          <RateRow key={r.rateId} rate={r} manage={manage} onRename={() => setRenaming(r)} onDelete={() => setDeleting(r)} />
        ))}
      </ul>
      {manage && <AddRate kind={kind} />}
      {renaming && <RenameModal rate={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        visible={deleting !== null}
        text={deleting ? `The rate ${taxRateLabel(deleting)} will be deleted.` : ''}
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </SpaceBetween>
  );
}

/** /dashboard/settings/taxes: the company's tax rates and WHT rates; owners and admins edit, others read. */
export function TaxesPage() {
  const manage = useCanManage();
  const rates = useTaxRates();
  if (rates.isPending) return <PageLoading title="Taxes" />;
  if (rates.isError) return <p className="kobo-settings-text">{errorMessage(rates.error)}</p>;
  return (
    <div className="kobo-ui-page">
      <SpaceBetween size="l">
        <Header variant="h1">Taxes</Header>
        {!manage && <Alert type="info">Only an owner or an admin can change the tax rates.</Alert>}
        <Container
          header={
            <Header variant="h2" description="Offered on items, customers and the lines of quotes, invoices and receipts. A line keeps its rate and name as saved, so renaming or deactivating a rate never changes a document. A rate in use cannot be deleted.">
              Tax rates
            </Header>
          }
        >
          <RateList kind="tax" rates={rates.data.taxRates} manage={manage} />
        </Container>
        <Container
          header={
            <Header variant="h2" description="Offered when recording a payment from which the customer withheld tax. Double the rate where the supplier has no TIN.">
              Withholding tax (WHT) rates
            </Header>
          }
        >
          <RateList kind="wht" rates={rates.data.whtRates} manage={manage} />
        </Container>
      </SpaceBetween>
    </div>
  );
}
