import { useState, type ReactNode } from 'react';
import Box from '../ui/box';
import Button from '../ui/button';
import Checkbox from '../ui/checkbox';
import FormField from '../ui/form-field';
import Input from '../ui/input';
import Modal from '../ui/modal';
import SpaceBetween from '../ui/space-between';

export interface Recipient {
  name: string;
  email: string;
  /** 'Enable portal access': the e-mail carries the document's online page. */
  portal?: boolean;
}

const same = (a: Recipient, b: Recipient) => a.email.toLowerCase() === b.email.toLowerCase();

/** The To field's contact-selection sub-screen: a checkbox per contact with an e-mail, and SAVE. */
export function RecipientPicker(props: {
  title: string;
  options: Recipient[];
  chosen: Recipient[];
  onSave: (chosen: Recipient[]) => void;
  onAdd: () => void;
  onDismiss: () => void;
  adding: ReactNode;
}) {
  const [picked, setPicked] = useState<Recipient[]>(props.chosen);
  const options = [...props.options, ...props.chosen.filter((c) => !props.options.some((o) => same(o, c)))];
  return (
    <>
      <Modal
        closeAriaLabel="Close dialog"
        visible={!props.adding}
        onDismiss={props.onDismiss}
        header={props.title}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={props.onAdd} iconName="add-plus">
                New contact
              </Button>
              <Button variant="primary" onClick={() => props.onSave(picked)}>
                SAVE
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {options.length === 0 ? (
          <p className="kobo-email-none">This customer has no contact with an e-mail address. Add a new contact.</p>
        ) : (
          <div role="group" aria-label="Contacts" className="kobo-email-options">
            {options.map((o) => (
              <Checkbox
                key={o.email}
                checked={picked.some((p) => same(p, o))}
                onChange={({ detail }) => setPicked((list) => (detail.checked ? [...list, o] : list.filter((p) => !same(p, o))))}
              >
                {o.name ? `${o.name} <${o.email}>` : o.email}
              </Checkbox>
            ))}
          </div>
        )}
      </Modal>
      {props.adding}
    </>
  );
}

/** The new-contact dialog: Name, Email and 'Enable portal access'. */
export function NewRecipientDialog({ onAdd, onDismiss }: { onAdd: (r: Recipient) => void; onDismiss: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [portal, setPortal] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const add = () => {
    const problems: typeof errors = {};
    if (!name.trim()) problems.name = 'Name is required';
    if (!email.trim()) problems.email = 'Email is required';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.email = 'Enter a valid email';
    setErrors(problems);
    if (!problems.name && !problems.email) onAdd({ name: name.trim(), email: email.trim(), portal });
  };
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={onDismiss}
      header="New contact"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" onClick={add}>
              Add
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label="Name" errorText={errors.name}>
          <Input value={name} onChange={({ detail }) => setName(detail.value)} autoComplete="name" />
        </FormField>
        <FormField label="Email" errorText={errors.email}>
          <Input value={email} onChange={({ detail }) => setEmail(detail.value)} type="email" inputMode="email" autoComplete="email" />
        </FormField>
        <Checkbox checked={portal} onChange={({ detail }) => setPortal(detail.checked)} description="The e-mail carries a link to the document's online page.">
          Enable portal access
        </Checkbox>
      </SpaceBetween>
    </Modal>
  );
}
