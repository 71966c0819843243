import { useForm, type Path } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { errorMessage } from '../../../api/client';
import { getPreferences, savePreferences } from '../../../api/settings';
import { DetailList } from '../../../components/detail-list';
import { FormActions } from '../../../components/form-fields/form-actions';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { PageLoading } from '../../../components/page-loading';
import { PAYMENT_TERM_LABELS } from '../../../../../shared/constants';
import { DEFAULT_TERM_CHOICES, formatSeriesNumber, NOTE_KINDS, SERIES, SERIES_LABELS } from '../../../../../shared/schema-values';
import type { NoteKind, Preferences } from '../../../../../shared/schemas/settings';
import { useCanManage, useSettingsSave } from '../use-settings';
import { preferencesBody, whole, type Values } from '../preferences-body';
import '../../../components/kobo-ui.css';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';
import { lazySchema, schemasOnTouch } from '../../../components/form-fields/lazy-schema';

const preferencesSchema = lazySchema(() => import('../../../../../shared/schemas/settings').then((m) => m.preferencesInputSchema));

const NOTE_LABELS: Record<NoteKind, string> = { quote: 'Quotes', invoice: 'Invoices', salesreceipt: 'Sales receipts' };
const NOTE_HINTS: Record<NoteKind, string> = {
  quote: 'Printed on every new quote.',
  invoice: 'Printed on every new invoice: put your bank details here (bank, account name, account number) for customers to pay into.',
  salesreceipt: 'Printed on every new sales receipt.',
};
const TERM_OPTIONS = DEFAULT_TERM_CHOICES.map((t) => ({ value: t, label: PAYMENT_TERM_LABELS[t] }));

const formValues = (p: Preferences): Values => ({
  series: Object.fromEntries(SERIES.map((k) => [k, { prefix: p.series[k].prefix, nextNumber: String(p.series[k].nextNumber) }])) as Values['series'],
  paymentTerms: p.paymentTerms,
  quoteValidityDays: String(p.quoteValidityDays),
  expenseMarkupPercent: String(p.expenseMarkupPercent ?? 0),
  documents: Object.fromEntries(NOTE_KINDS.map((k) => [k, { customerNotes: p.documents[k].customerNotes ?? '', terms: p.documents[k].terms ?? '' }])) as Values['documents'],
});

function ReadOnly({ prefs }: { prefs: Preferences }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1">Preferences</Header>
      <Alert type="info">Only an owner or an admin can change the preferences.</Alert>
      <Container header={<Header variant="h2">Numbering</Header>}>
        <DetailList items={SERIES.map((k) => ({ label: SERIES_LABELS[k], value: `Next: ${prefs.series[k].next}` }))} />
      </Container>
      <Container header={<Header variant="h2">Defaults</Header>}>
        <DetailList
          items={[
            { label: 'Payment terms', value: PAYMENT_TERM_LABELS[prefs.paymentTerms] },
            { label: 'Quotes are valid for', value: `${prefs.quoteValidityDays} days` },
            { label: 'Markup on billed expenses', value: `${prefs.expenseMarkupPercent ?? 0}%` },
            ...NOTE_KINDS.flatMap((k) => [
              { label: `${NOTE_LABELS[k]}: customer notes`, value: prefs.documents[k].customerNotes },
              { label: `${NOTE_LABELS[k]}: terms & conditions`, value: prefs.documents[k].terms },
            ]),
          ]}
        />
      </Container>
    </SpaceBetween>
  );
}

function PreferencesForm({ prefs }: { prefs: Preferences }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, clearErrors, watch } = useForm<Values>({ defaultValues: formValues(prefs) });
  const save = useMutation({ mutationFn: savePreferences });
  const series = watch('series');

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    const body = preferencesBody(values, prefs);
    const checked = (await preferencesSchema.get()).safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const number = issue.path.at(-1) === 'nextNumber' || issue.path[0] === 'quoteValidityDays';
        const percent = issue.path[0] === 'expenseMarkupPercent';
        const message = issue.code === 'invalid_type' && (number || percent) ? (percent ? 'Use a number, e.g. 10 or 12.5' : 'Use a whole number') : issue.message;
        setError(issue.path.join('.') as Path<Values>, { type: 'validate', message }, { shouldFocus: true });
      }
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(['preferences'], saved);
      s.done('Preferences saved');
    } catch (error) {
      s.failed(error, setError, 'Failed to save preferences');
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate {...schemasOnTouch(preferencesSchema)}>
      <Form header={<Header variant="h1">Preferences</Header>} actions={<FormActions onCancel={s.back} saving={save.isPending} savingText="Saving the preferences" />}>
        <SpaceBetween size="l">
          <Container
            header={
              <Header variant="h2" description="What each new document's number starts with, and the number the next one gets. A number already given is never given again.">
                Numbering
              </Header>
            }
          >
            <SpaceBetween size="l">
              {SERIES.map((k) => {
                const { digits, lastNumber } = prefs.series[k];
                const next = whole(series[k].nextNumber);
                return (
                  <fieldset key={k} className="kobo-settings-fieldset">
                    <legend className="kobo-settings-legend">{SERIES_LABELS[k]}</legend>
                    <div className="kobo-form-grid">
                      <TextField control={control} name={`series.${k}.prefix`} label="Prefix" autoComplete="off" />
                      <TextField
                        control={control}
                        name={`series.${k}.nextNumber`}
                        label="Next number"
                        inputMode="numeric"
                        description={lastNumber ? `At least ${lastNumber + 1}: numbers up to ${lastNumber} have been used.` : undefined}
                        constraintText={Number.isFinite(next) ? `The next one: ${formatSeriesNumber(series[k].prefix.trim(), next, digits)}` : undefined}
                      />
                    </div>
                  </fieldset>
                );
              })}
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">New documents</Header>}>
            <div className="kobo-form-grid">
              <SelectField control={control} name="paymentTerms" label="Default payment terms (invoices)" options={TERM_OPTIONS} />
              <TextField control={control} name="quoteValidityDays" label="Quotes are valid for (days)" inputMode="numeric" />
              <TextField
                control={control}
                name="expenseMarkupPercent"
                label="Markup on billed expenses (%)"
                inputMode="decimal"
                description="Added to an expense's cost when it is billed onto an invoice; 0 bills at cost."
              />
            </div>
          </Container>
          {NOTE_KINDS.map((k) => (
            <Container key={k} header={<Header variant="h2" description={NOTE_HINTS[k]}>{`${NOTE_LABELS[k]}: notes and terms`}</Header>}>
              <SpaceBetween size="m">
                <TextareaField control={control} name={`documents.${k}.customerNotes`} label={`Customer notes (${NOTE_LABELS[k].toLowerCase()})`} rows={3} />
                <TextareaField control={control} name={`documents.${k}.terms`} label={`Terms & Conditions (${NOTE_LABELS[k].toLowerCase()})`} rows={3} />
              </SpaceBetween>
            </Container>
          ))}
        </SpaceBetween>
      </Form>
    </form>
  );
}

/** /dashboard/settings/preferences: numbering and the defaults of new documents; owners and admins edit, others read. */
export function PreferencesPage() {
  const canManage = useCanManage();
  const prefs = useQuery({ queryKey: ['preferences'], queryFn: getPreferences, staleTime: 0 });
  if (prefs.isPending) return <PageLoading title="Preferences" />;
  if (prefs.isError) return <p className="kobo-settings-text">{errorMessage(prefs.error)}</p>;
  return <div className="kobo-ui-page">{canManage ? <PreferencesForm key={prefs.data.version} prefs={prefs.data} /> : <ReadOnly prefs={prefs.data} />}</div>;
}
