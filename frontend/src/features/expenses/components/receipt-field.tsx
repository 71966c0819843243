import { useId, useState } from 'react';
import Button from '../../../components/ui/button';
import FileInput from '../../../components/ui/file-input';
import FormField from '../../../components/ui/form-field';
import ProgressBar from '../../../components/ui/progress-bar';
import { uploadFile } from '../../../api/attachments';
import { errorMessage } from '../../../api/client';
import { fileSize } from '../../../components/documents/file-size';
import { fileTypeOf, UPLOAD_RULES, uploadProblem } from '../../../../../shared/upload-purposes';
import type { ExpenseReceiptValue } from '../expense-values';

const RULES = UPLOAD_RULES.receipt;
const ACCEPT = [...RULES.contentTypes, '.heic', '.heif'].join(',');

interface Props {
  value: ExpenseReceiptValue | null;
  onChange: (next: ExpenseReceiptValue | null) => void;
  /** An error from the form (the server's message). */
  errorText?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * An expense's receipt: a photo taken there and then ("Take photo", shown on phones and
 * tablets, opens the camera) or a file chosen ("Choose file": an image or a PDF). The file
 * is checked with the API's own limits (shared/upload-purposes.ts) before it goes, then
 * uploaded straight to S3 with its progress shown; the form keeps key, name, size and type,
 * and the expense's save attaches it (the server checks it again).
 */
export function ReceiptField({ value, onChange, errorText, onUploadingChange }: Props) {
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const ids = { camera: useId(), file: useId() };

  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file || uploading) return;
    setProblem(undefined);
    const contentType = fileTypeOf(file);
    const refused = uploadProblem('receipt', contentType, file.size);
    if (refused) {
      setProblem(`${file.name}: ${refused}`);
      return;
    }
    setUploading({ name: file.name, percent: 0 });
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadFile(file, { purpose: 'receipt', contentType, onProgress: (percent) => setUploading({ name: file.name, percent }) });
      onChange(uploaded as ExpenseReceiptValue);
    } catch (error) {
      setProblem(`${file.name}: ${errorMessage(error)}`);
    } finally {
      setUploading(null);
      onUploadingChange?.(false);
    }
  };

  return (
    <FormField
      label="Receipt"
      controlId={ids.file}
      description={`A photo or a PDF of the receipt, up to ${RULES.maxBytes / 1024 / 1024} MB.`}
      errorText={problem ?? errorText}
      stretch
    >
      <div className="kobo-expense-receipt">
        {value && (
          <p className="kobo-expense-receipt-file">
            <span className="kobo-expense-receipt-name">{value.name}</span>
            <span className="kobo-expense-muted">{fileSize(value.size)}</span>
            <Button
              formAction="none"
              variant="icon"
              iconName="close"
              ariaLabel={`Remove receipt ${value.name}`}
              disabled={Boolean(uploading)}
              onClick={() => {
                setProblem(undefined);
                onChange(null);
              }}
            />
          </p>
        )}
        {uploading && <ProgressBar label={`Uploading ${uploading.name}`} value={uploading.percent} />}
        <div className="kobo-expense-receipt-pick">
          {/* `capture` opens the camera on a phone; a desktop would only show a file dialog, so it is hidden there (expenses.css). */}
          <span className="kobo-expense-receipt-camera">
            <FileInput controlId={ids.camera} accept="image/*" capture="environment" value={[]} onChange={({ detail }) => void pick(detail.value)}>
              {value ? 'Take another photo' : 'Take photo'}
            </FileInput>
          </span>
          <FileInput controlId={ids.file} accept={ACCEPT} value={[]} onChange={({ detail }) => void pick(detail.value)}>
            {value ? 'Choose another file' : 'Choose file'}
          </FileInput>
        </div>
      </div>
    </FormField>
  );
}
