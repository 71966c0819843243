import Box from './ui/box';
import Button from './ui/button';
import Modal from './ui/modal';
import SpaceBetween from './ui/space-between';

interface ConfirmDialogProps {
  visible: boolean;
  /** What is about to be deleted; the dialog adds that it cannot be undone. */
  text: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  header?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Adds 'This action cannot be undone.' (default); false for what can be turned back on. */
  irreversible?: boolean;
}

/** The spec's delete confirmation: 'Are you sure?', 'No, Cancel' and 'Yes, Delete'. */
export function ConfirmDialog({
  visible,
  text,
  loading,
  onConfirm,
  onCancel,
  header = 'Are you sure?',
  confirmLabel = 'Yes, Delete',
  cancelLabel = 'No, Cancel',
  irreversible = true,
}: ConfirmDialogProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={header}
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={loading}>
              {cancelLabel}
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={loading}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {irreversible ? `${text} This action cannot be undone.` : text}
    </Modal>
  );
}
