import type { AttachmentUploadRequest, AttachmentUploadTicket } from '../../../shared/schemas/account';
import type { UploadPurpose } from '../../../shared/upload-purposes';
import { api } from './client';

/** A presigned POST for one file: a sales document's attachment, or (purpose 'receipt') an expense's receipt; the browser then posts the file straight to S3. */
export const createAttachmentUpload = (req: AttachmentUploadRequest) => api<AttachmentUploadTicket>('/attachments', { method: 'POST', body: req });

/** An uploaded file as a record keeps it. */
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

/** How long an upload may send nothing before it counts as stalled (a slow line still moves; a dead one does not). */
export const UPLOAD_STALL_MS = 30_000;

export const UPLOAD_MESSAGES = {
  unreachable: 'Could not reach the file store. Check your connection and try again.',
  stalled: 'The upload stopped: nothing reached the file store for 30 seconds. Check your connection and try again.',
};

/**
 * Posts the ticket's fields and the file to S3; with `onProgress`, reports the percentage sent.
 * An upload that sends nothing for UPLOAD_STALL_MS is given up, with words of ours.
 */
export function postToS3(url: string, form: FormData, onProgress?: (percent: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        reject(new Error(UPLOAD_MESSAGES.stalled));
      }, UPLOAD_STALL_MS);
    };
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      watch();
      if (onProgress && e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      clearTimeout(stall);
      resolve(xhr.status);
    };
    xhr.onerror = () => {
      clearTimeout(stall);
      reject(new Error(UPLOAD_MESSAGES.unreachable));
    };
    watch();
    xhr.send(form);
  });
}

/**
 * Uploads one file as every form does: a presigned POST from the API (which refuses a
 * type or size the purpose does not allow), then the policy's fields and the file straight
 * to S3, whose policy pins the key, the type and the size.
 */
export async function uploadFile(file: File, opts: { purpose?: UploadPurpose; contentType?: string; onProgress?: (percent: number) => void } = {}): Promise<UploadedFile> {
  const contentType = opts.contentType ?? file.type;
  const ticket = await createAttachmentUpload({ ...(opts.purpose ? { purpose: opts.purpose } : {}), fileName: file.name, contentType, size: file.size });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', file);
  const status = await postToS3(ticket.url, form, opts.onProgress);
  if (status < 200 || status >= 300) throw new Error(`${file.name} could not be uploaded`);
  return { key: ticket.key, name: file.name.slice(0, 200), size: file.size, contentType };
}
