import type { AttachmentUploadRequest, AttachmentUploadTicket } from '../../../shared/schemas/account';
import { api } from './client';

/** A presigned POST for one attachment of any sales document; the browser then posts the file straight to S3. */
export const createAttachmentUpload = (req: AttachmentUploadRequest) => api<AttachmentUploadTicket>('/attachments', { method: 'POST', body: req });
