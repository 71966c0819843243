import { useState, type DragEvent } from 'react';
import FileInput from './file-input';
import Icon from './icon';
import { formatDateTime } from '../../../../shared/dates';
import './file-upload.css';

/* eslint-disable @typescript-eslint/no-namespace -- the same shape as Cloudscape's FileUploadProps. */
export namespace FileUploadProps {
  export interface I18nStrings {
    uploadButtonText: (multiple: boolean) => string;
    dropzoneText?: (multiple: boolean) => string;
    removeFileAriaLabel: (fileIndex: number) => string;
    limitShowFewer?: string;
    limitShowMore?: string;
    errorIconAriaLabel?: string;
    warningIconAriaLabel?: string;
    formatFileSize?: (sizeInBytes: number) => string;
    formatFileLastModified?: (date: Date) => string;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export interface FileUploadProps {
  value: ReadonlyArray<File>;
  onChange: (event: { detail: { value: File[] } }) => void;
  i18nStrings: FileUploadProps.I18nStrings;
  accept?: string;
  multiple?: boolean;
  showFileSize?: boolean;
  showFileLastModified?: boolean;
  ariaRequired?: boolean;
  controlId?: string;
  invalid?: boolean;
}

function fileSize(bytes: number) {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1000 ** 2) return `${(bytes / 1000).toFixed(2)} KB`;
  return `${(bytes / 1000 ** 2).toFixed(2)} MB`;
}

/**
 * Cloudscape's FileUpload: the FileInput's button, a drop zone while a file is dragged
 * over it, and the chosen files under it, each with its size and a remove button.
 */
export default function FileUpload({ value, onChange, i18nStrings, accept, multiple = false, showFileSize, showFileLastModified, ariaRequired, controlId, invalid }: FileUploadProps) {
  const [dragging, setDragging] = useState(false);
  const change = (files: File[]) => onChange({ detail: { value: multiple ? [...value, ...files] : files.slice(0, 1) } });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    change(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={`kobo-file-upload${dragging ? ' kobo-file-upload--dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setDragging(false)}
      onDrop={onDrop}
    >
      {dragging && i18nStrings.dropzoneText && (
        <div className="kobo-file-upload-dropzone">
          <Icon name="upload" />
          {i18nStrings.dropzoneText(multiple)}
        </div>
      )}
      <FileInput value={value} onChange={({ detail }) => change(detail.value)} accept={accept} multiple={multiple} ariaRequired={ariaRequired} controlId={controlId} invalid={invalid}>
        {i18nStrings.uploadButtonText(multiple)}
      </FileInput>
      {value.length > 0 && (
        <ul className="kobo-file-upload-files">
          {value.map((file, i) => (
            <li key={`${file.name}-${i}`} className="kobo-file-upload-file">
              <Icon name="status-positive" variant="success" />
              <span className="kobo-file-upload-meta">
                <span className="kobo-file-upload-name" title={file.name}>
                  {file.name}
                </span>
                {showFileSize && <span className="kobo-file-upload-detail">{(i18nStrings.formatFileSize ?? fileSize)(file.size)}</span>}
                {showFileLastModified && (
                  <span className="kobo-file-upload-detail">{(i18nStrings.formatFileLastModified ?? ((d: Date) => formatDateTime(d.toISOString())))(new Date(file.lastModified))}</span>
                )}
              </span>
              <button
                type="button"
                className="kobo-file-upload-remove"
                aria-label={i18nStrings.removeFileAriaLabel(i)}
                onClick={() => onChange({ detail: { value: value.filter((_, j) => j !== i) } })}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
