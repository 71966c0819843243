import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import Icon from './icon';
import { useFieldControl } from './field-control';
import './file-input.css';

export interface FileInputProps {
  value: ReadonlyArray<File>;
  onChange: (event: { detail: { value: File[] } }) => void;
  /** The button's text. */
  children?: string;
  variant?: 'button' | 'icon';
  accept?: string;
  /** Which camera a phone opens instead of a file dialog (the native input's `capture`). */
  capture?: 'user' | 'environment';
  multiple?: boolean;
  ariaLabel?: string;
  ariaRequired?: boolean;
  controlId?: string;
  invalid?: boolean;
}

export interface FileInputRef {
  focus(): void;
}

/**
 * Cloudscape's FileInput: a native file input, visually hidden but the control that
 * takes the focus and is named by the field's label and the button's text, behind a
 * Cloudscape normal button with the upload icon that opens it.
 */
const FileInput = forwardRef<FileInputRef, FileInputProps>(function FileInput({ value, onChange, children, variant = 'button', accept, capture, multiple, ariaLabel, ariaRequired, controlId, invalid }, ref) {
  const control = useFieldControl({ controlId, invalid });
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  // The native input shows the caller's files, and is emptied so that choosing the same file again is a change.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    if (typeof DataTransfer !== 'undefined') {
      const transfer = new DataTransfer();
      value.forEach((file) => transfer.items.add(file));
      el.files = transfer.files;
    }
    el.value = '';
  }, [value]);

  const labelledby = [control['aria-labelledby'], children ? textId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="kobo-file-input">
      <input
        ref={input}
        id={control.id}
        type="file"
        className="kobo-file-input-native"
        accept={accept}
        capture={capture}
        multiple={multiple}
        aria-label={ariaLabel ?? children}
        aria-labelledby={ariaLabel ? undefined : labelledby}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-required={ariaRequired || undefined}
        onChange={(e) => onChange({ detail: { value: e.target.files ? Array.from(e.target.files) : [] } })}
      />
      <button type="button" className={`kobo-file-input-button kobo-file-input-button--${variant}`} tabIndex={-1} aria-hidden="true" onClick={() => input.current?.click()}>
        <Icon name="upload" />
        {variant === 'button' && children && <span id={textId}>{children}</span>}
      </button>
    </div>
  );
});

export default FileInput;
