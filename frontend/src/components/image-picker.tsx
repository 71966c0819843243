import { useState } from 'react';
import Button from './ui/button';
import FileInput from './ui/file-input';
import FormField from './ui/form-field';
import Spinner from './ui/spinner';
import './image-picker.css';

interface Props {
  controlId: string;
  label: string;
  description: string;
  previewUrl?: string;
  previewAlt: string;
  uploading: boolean;
  errorText?: string;
  warningText?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** An image chooser (accepts image/*) with a preview of what was uploaded. */
export function ImagePicker({ controlId, label, description, previewUrl, previewAlt, uploading, errorText, warningText, disabled, onPick, onRemove }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const showPreview = previewUrl && broken !== previewUrl;
  return (
    <FormField label={label} controlId={controlId} description={description} errorText={errorText} warningText={errorText ? undefined : warningText} stretch>
      <div className="kobo-img-image">
        {showPreview && <img className="kobo-img-image-preview" src={previewUrl} alt={previewAlt} onError={() => setBroken(previewUrl)} />}
        <div className="kobo-img-image-actions">
          <FileInput
            accept="image/*"
            value={[]}
            onChange={(e) => {
              const file = e.detail.value[0];
              if (file && !uploading && !disabled) onPick(file);
            }}
          >
            {previewUrl ? 'Choose another image' : 'Choose image'}
          </FileInput>
          {previewUrl && !uploading && (
            <Button formAction="none" variant="inline-link" onClick={onRemove} disabled={disabled}>
              {`Remove ${label.toLowerCase()}`}
            </Button>
          )}
          {uploading && (
            <span className="kobo-img-uploading" role="status">
              <Spinner /> Uploading...
            </span>
          )}
        </div>
      </div>
    </FormField>
  );
}
