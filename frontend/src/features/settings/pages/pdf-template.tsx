import { lazySchema, lazyZodResolver, schemasOnTouch, useLazySchema } from '../../../components/form-fields/lazy-schema';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import Link from '../../../components/ui/link';
import { getPdfTemplate, previewPdfTemplate, savePdfTemplate } from '../../../api/documents';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { CheckboxField } from '../../../components/form-fields/checkbox-field';
import { FormActions } from '../../../components/form-fields/form-actions';
import { RadioField } from '../../../components/form-fields/radio-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { PageLoading } from '../../../components/page-loading';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import type * as z from 'zod';
import type { PdfTemplate, PdfTemplateInput, pdfTemplateSchema } from '../../../../../shared/schemas/pdf-template';
import { PDF_LAYOUT_LABELS, PDF_LAYOUTS } from '../../../../../shared/schema-values';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';

const pdfTemplateInputSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/pdf-template').then((m) => m.pdfTemplateInputSchema));

const LAYOUTS = PDF_LAYOUTS.map((l) => ({ value: l, label: PDF_LAYOUT_LABELS[l] }));

/** The example invoice in the settings as typed, refreshed a moment after each change. */
function Preview({ values }: { values: PdfTemplateInput }) {
  const settled = useDebouncedValue(values, 600);
  // The schema arrives after the page's first render (lazy-schema.ts); until then no verdict.
  const valid = useLazySchema(pdfTemplateInputSchemaLazy)?.safeParse(settled);
  const preview = useQuery({
    queryKey: ['pdf-template-preview', settled],
    queryFn: () => previewPdfTemplate(settled),
    enabled: valid?.success === true,
    staleTime: 5 * 60_000,
  });
  return (
    <Container header={<Header variant="h2" description="An example invoice with your company's details, in the settings above.">Preview</Header>}>
      {valid?.success === false && <p className="kobo-settings-text">Fix the fields above to see the preview.</p>}
      {preview.isError && <p className="kobo-settings-text">{errorMessage(preview.error)}</p>}
      {preview.data && (
        <SpaceBetween size="s">
          <iframe className="kobo-pdf-frame" title="PDF template preview" src={preview.data.url} />
          <Link href={preview.data.url} external>
            Open the preview
          </Link>
        </SpaceBetween>
      )}
      {valid?.success === true && preview.isPending && <p className="kobo-settings-text">Making the preview…</p>}
    </Container>
  );
}

/** The form's fields of a saved template (blank texts as ''; the version stays out of the form). */
const formValues = (t: z.infer<typeof pdfTemplateSchema>): PdfTemplateInput => ({
  layout: t.layout,
  accentColor: t.accentColor,
  showLogo: t.showLogo,
  footerText: t.footerText ?? '',
  bankDetails: t.bankDetails ?? '',
});

function TemplateForm({ template }: { template: z.infer<typeof pdfTemplateSchema> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, reset } = useForm<PdfTemplateInput, unknown, PdfTemplate>({
    resolver: lazyZodResolver(pdfTemplateInputSchemaLazy),
    defaultValues: formValues(template),
  });
  const values = useWatch({ control }) as PdfTemplateInput;
  const save = useMutation({
    mutationFn: (t: PdfTemplate) => savePdfTemplate({ ...t, version: template.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['pdf-template'], saved);
      reset(formValues(saved));
      notify('success', 'Saved', 'PDF template saved. New PDFs use it.');
    },
  });
  const onSubmit = handleSubmit(async (t) => {
    try {
      await save.mutateAsync(t);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as keyof PdfTemplateInput, { type: 'server', message });
      }
      notify('error', 'Error', errorMessage(error));
    }
  });

  return (
    <SpaceBetween size="l">
      <form {...schemasOnTouch(pdfTemplateInputSchemaLazy)} onSubmit={onSubmit} noValidate>
        <Form
          header={<Header variant="h1">PDF Template Customization</Header>}
          actions={<FormActions onCancel={() => navigate('/dashboard/settings')} saving={save.isPending} savingText="Saving the template" />}
        >
          <Container header={<Header variant="h2">How your quotes, invoices and receipts look</Header>}>
            <SpaceBetween size="m">
              <RadioField control={control} name="layout" label="Layout" items={LAYOUTS} fallback="classic" />
              <TextField control={control} name="accentColor" label="Accent colour" description="A hex colour such as #1F4E79" autoComplete="off" />
              <CheckboxField control={control} name="showLogo" label="Show the company logo" />
              <TextField control={control} name="footerText" label="Footer text" description="Printed at the foot of every page" />
              <TextareaField control={control} name="bankDetails" label="Bank details" rows={3} placeholder={'Bank name\nAccount name\nAccount number'} />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <Preview values={values} />
    </SpaceBetween>
  );
}

/** /dashboard/settings/pdf-template */
export function PdfTemplatePage() {
  const template = useQuery({ queryKey: ['pdf-template'], queryFn: getPdfTemplate });
  if (template.isPending) return <PageLoading title="PDF Template Customization" />;
  if (template.isError) return <p className="kobo-settings-text">{errorMessage(template.error)}</p>;
  return (
    <div className="kobo-ui-page">
      <TemplateForm key={template.data.version} template={template.data} />
    </div>
  );
}
