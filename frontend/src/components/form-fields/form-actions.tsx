import Button from '../ui/button';
import SpaceBetween from '../ui/space-between';

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button's label ('Save'); while `saving` it reads 'Saving...'. */
  saveLabel?: string;
  saving?: boolean;
  /** What the spinner announces: 'Saving customer'. */
  savingText?: string;
}

/** A form's Cancel (leaves, submits nothing) and its primary submit button. */
export function FormActions({ onCancel, saveLabel = 'Save', saving, savingText }: FormActionsProps) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" variant="link" onClick={onCancel}>
        Cancel
      </Button>
      <Button variant="primary" formAction="submit" loading={saving} loadingText={savingText}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </SpaceBetween>
  );
}
