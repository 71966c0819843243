import { useState } from 'react';
import Button from '../ui/button';
import FileInput from '../ui/file-input';
import FormField from '../ui/form-field';
import Spinner from '../ui/spinner';
import { uploadFile } from '../../api/attachments';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '../../../../shared/constants';
import { lazySchema } from '../form-fields/lazy-schema';
import type { Attachment } from '../../../../shared/schemas/quote';
import { fileSize } from './file-size';

const MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;
export const TOO_MANY_FILES = `Attach at most ${ATTACHMENTS_MAX} files`;
/** The API's check of a file to attach, downloaded at the first pick (lazy-schema.ts); the server checks again. */
const uploadSchema = lazySchema(() => import('../../../../shared/schemas/account').then((m) => m.attachmentUploadRequestSchema));

/** Uploads one file (api/attachments.ts); the form keeps key, name, size and type. */
async function upload(file: File): Promise<Attachment> {
  return (await uploadFile(file)) as Attachment;
}

interface Props {
  value: Attachment[];
  onChange: (next: Attachment[]) => void;
  /** An error from the form's validation (the server's message). */
  errorText?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A document's attachments: up to 3 files of at most 10 MB each, of the types the
 * API accepts. Each file is checked with the API's own schema before its
 * upload starts, then uploaded to S3 for real; the form keeps key, name, size
 * and type.
 */
export function AttachmentsField({ value, onChange, errorText, onUploadingChange }: Props) {
  const notify = useNotify();
  const [uploading, setUploading] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | undefined>();

  const pick = async (files: File[]) => {
    if (files.length === 0 || uploading.length) return;
    setProblem(undefined);
    const room = ATTACHMENTS_MAX - value.length;
    const refused: string[] = [];
    if (files.length > room) refused.push(room <= 0 ? `${TOO_MANY_FILES}. Remove one to add another.` : `${TOO_MANY_FILES}: ${files.length - room} not added.`);
    // Not downloaded (offline): the upload's own answer says what is wrong with a file.
    const schema = await uploadSchema.get().catch(() => undefined);
    const wanted = files.slice(0, Math.max(room, 0)).filter((file) => {
      if (!schema) return true;
      const check = schema.safeParse({ fileName: file.name, contentType: file.type, size: file.size });
      if (!check.success) refused.push(`${file.name}: ${check.error.issues[0]?.message ?? 'This file cannot be attached'}`);
      return check.success;
    });
    const names = wanted.map((f) => f.name);
    let added: Attachment[] = [];
    if (wanted.length) {
      setUploading(names);
      onUploadingChange?.(true);
      const results = await Promise.allSettled(wanted.map(upload));
      added = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      results.forEach((r, i) => {
        if (r.status === 'rejected') refused.push(`${names[i]}: ${errorMessage(r.reason)}`);
      });
      setUploading([]);
      onUploadingChange?.(false);
      if (added.length) onChange([...value, ...added]);
    }
    if (refused.length) {
      // Shown on the field until the next pick; the toast only points at it (and goes by itself).
      setProblem(refused.join(' '));
      notify('warning', refused.length === 1 ? 'A file was not attached' : 'Some files were not attached', refused.join(' '));
    } else if (added.length) {
      notify('success', added.length === 1 ? `${added[0]!.name} attached` : `${added.length} files attached`);
    }
  };

  return (
    <FormField
      stretch
      description={`Up to ${ATTACHMENTS_MAX} files, ${MAX_MB} MB each: PDF, images, text, CSV, Word or Excel.`}
      errorText={problem ?? errorText}
    >
      <div className="kobo-df-attachments">
        {value.length > 0 && (
          <ul className="kobo-df-attachment-list" aria-label="Attached files">
            {value.map((a, i) => (
              <li key={a.key}>
                <span className="kobo-df-attachment-name">{a.name}</span>
                <span className="kobo-df-attachment-size">{fileSize(a.size)}</span>
                <Button
                  formAction="none"
                  variant="icon"
                  iconName="close"
                  ariaLabel={`Remove ${a.name}`}
                  disabled={uploading.length > 0}
                  onClick={() => {
                    setProblem(undefined);
                    onChange(value.filter((_, j) => j !== i));
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {uploading.length > 0 && (
          <p className="kobo-df-uploading" role="status">
            <Spinner /> Uploading {uploading.join(', ')}...
          </p>
        )}
        <FileInput
          multiple
          accept={ATTACHMENT_CONTENT_TYPES.join(',')}
          value={[]}
          onChange={({ detail }) => void pick(detail.value)}
        >
          Attach files
        </FileInput>
        <span className="kobo-df-attachment-count">
          {value.length} of {ATTACHMENTS_MAX} attached
        </span>
      </div>
    </FormField>
  );
}
