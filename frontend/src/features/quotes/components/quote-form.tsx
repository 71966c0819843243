import type { QuoteInput } from '../../../../../shared/schemas/quote';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import { DateField } from '../../../components/form-fields/date-field';
import { TextField } from '../../../components/form-fields/text-field';
import { DocumentForm, type DocumentFormConfig, type DocumentFormProps } from '../../../components/documents/document-form';
import { QUOTE_KIND, quoteDrafts } from '../quote-kind';
import { QUOTE_FORM_FIELDS, type QuoteFormValues } from './quote-form-values';

export type { SaveStatus } from '../../../components/documents/document-form';

export const QUOTE_FORM: DocumentFormConfig<QuoteFormValues, QuoteInput> = {
  kind: QUOTE_KIND,
  drafts: quoteDrafts,
  fields: QUOTE_FORM_FIELDS,
  words: { newTitle: 'Create Quote', create: 'Create & Send Quote', saveDraft: 'Save as Draft' },
};

type QuoteFormProps = Omit<DocumentFormProps<QuoteFormValues, QuoteInput>, 'config' | 'details'>;

/** Create Quote and Edit Quote: the document form with the quote's details (number, reference, dates, subject). */
export function QuoteForm(props: QuoteFormProps) {
  return (
    <DocumentForm
      {...props}
      config={QUOTE_FORM}
      details={({ control }) => (
        <>
          <Container header={<Header variant="h2">Quote Details</Header>}>
            <div className="kobo-df-grid">
              <TextField control={control} name="quoteNumber" label={QUOTE_KIND.numberLabel} required />
              <TextField control={control} name="reference" label="Reference #" />
              <DateField control={control} name="quoteDate" label="Quote Date" required />
              <DateField control={control} name="expiryDate" label="Expiry Date" />
            </div>
          </Container>
          <Container header={<Header variant="h2">Additional Information</Header>}>
            <TextField control={control} name="subject" label="Subject" description="What the quote is for, e.g. Office furniture for the Ikeja branch" />
          </Container>
        </>
      )}
    />
  );
}
