import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

export interface ConfirmButtonLabels {
  /** Text of the button that opens the question, e.g. 'Supprimer'. */
  action: string;
  /** Title of the dialog. */
  question: string;
  confirm: string;
  cancel: string;
}

export interface ConfirmButtonProps {
  labels: ConfirmButtonLabels;
  /** What the dialog asks about, e.g. the record's name. */
  subject: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** Accessible name of the opening button when the visible text alone is ambiguous in a list. */
  ariaLabel?: string;
}

/**
 * A danger button that asks before acting: it opens a dialog with confirm and cancel; only confirm runs
 * `onConfirm`. Used for deletes that cannot be undone.
 */
export function ConfirmButton({
  labels,
  subject,
  onConfirm,
  disabled = false,
  ariaLabel,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outline-danger"
        size="sm"
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {labels.action}
      </Button>
      <Modal show={open} onHide={close} centered aria-labelledby="confirm-dialog-title">
        <Modal.Header>
          <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
            {labels.question}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-break">{subject}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            {labels.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {labels.confirm}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
