import { Controller, type Control, type FieldPath } from 'react-hook-form';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DocumentTotals } from '../../../../shared/documents/totals';
import type { Attachment, LineInput } from '../../../../shared/schemas/document';
import { DOCUMENT_MAX_LINES } from '../../../../shared/constants';
import { TextareaField } from '../form-fields/textarea-field';
import { AttachmentsField } from './attachments-field';
import { DocumentFormTotals } from './document-form-totals';
import { maxLinesMessage, type DocumentKind } from './document-kind';
import type { DocumentFormFields } from './document-form-values';
import { LineItems } from './line-items';

interface ItemsProps<T extends DocumentFormFields, O> {
  kind: DocumentKind;
  control: Control<T, unknown, O>;
  lines: LineInput[];
  totals: DocumentTotals | null;
  liveErrors: { discount?: string; adjustment?: string };
  /** The lines' error (the schema's 'Please add at least one item'). */
  linesError?: string;
  mobile: boolean;
  /** Opens the add-line-item screen: a new line, or line `index` to change. */
  onOpenLine: (index?: number) => void;
  onRemove: (index: number) => void;
}

/** Items & Pricing: 'Add Line Item', the lines, and the totals with discount and adjustment; every kind. */
export function DocumentItemsSection<T extends DocumentFormFields, O>({ kind, control, lines, totals, liveErrors, linesError, mobile, onOpenLine, onRemove }: ItemsProps<T, O>) {
  const full = lines.length >= DOCUMENT_MAX_LINES;
  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={`(${lines.length})`}
          actions={
            <Button formAction="none" iconName="add-plus" onClick={() => onOpenLine()} disabled={full}>
              Add Line Item
            </Button>
          }
        >
          Items &amp; Pricing
        </Header>
      }
    >
      <SpaceBetween size="l">
        <FormField stretch errorText={linesError} constraintText={full ? maxLinesMessage(kind, DOCUMENT_MAX_LINES) : undefined}>
          <LineItems kind={kind} lines={lines} amounts={totals?.lines} mobile={mobile} onEdit={onOpenLine} onRemove={onRemove} />
        </FormField>
        <DocumentFormTotals kind={kind} control={control} totals={totals} liveErrors={liveErrors} />
      </SpaceBetween>
    </Container>
  );
}

/** Notes & Terms: Customer Notes and Terms & Conditions. */
export function DocumentNotesSection<T extends DocumentFormFields, O>({ control }: { control: Control<T, unknown, O> }) {
  return (
    <Container header={<Header variant="h2">Notes &amp; Terms</Header>}>
      <SpaceBetween size="l">
        <TextareaField control={control} name={'customerNotes' as FieldPath<T>} label="Customer Notes" />
        <TextareaField control={control} name={'terms' as FieldPath<T>} label="Terms & Conditions" />
      </SpaceBetween>
    </Container>
  );
}

/** Attachments: the uploads, kept in the form's `attachments`. */
export function DocumentAttachmentsSection<T extends DocumentFormFields, O>({ control, onUploadingChange }: { control: Control<T, unknown, O>; onUploadingChange: (uploading: boolean) => void }) {
  return (
    <Container header={<Header variant="h2">Attachments</Header>}>
      <Controller
        control={control}
        name={'attachments' as FieldPath<T>}
        render={({ field, fieldState }) => (
          <AttachmentsField
            value={(Array.isArray(field.value) ? field.value : []) as Attachment[]}
            onChange={(next) => field.onChange(next)}
            errorText={fieldState.error?.message}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
    </Container>
  );
}
