import { useId, useRef, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { useFieldControl } from './field-control';
import './base.css';
import './checkbox.css';

export interface RadioGroupProps {
  value: string | null;
  onChange: (event: { detail: { value: string } }) => void;
  items: readonly { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean; controlId?: string }[];
  name?: string;
  ariaLabel?: string;
  ariaRequired?: boolean;
  ariaControls?: string;
  ariaDescribedby?: string;
  readOnly?: boolean;
  ref?: Ref<{ focus(): void }>;
}

/**
 * Cloudscape's RadioGroup: native radio buttons in a radiogroup (arrow keys move and
 * choose, as the browser does), named by ariaLabel or the FormField's label.
 */
export default function RadioGroup({ value, onChange, items, name, ariaLabel, ariaRequired, ariaControls, ariaDescribedby, readOnly, ref }: RadioGroupProps) {
  const field = useFieldControl({ ariaLabel, ariaDescribedby });
  const generated = useId();
  const groupName = name ?? generated;
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus() {
      const radios = Array.from(root.current?.querySelectorAll<HTMLInputElement>('input:not(:disabled)') ?? []);
      (radios.find((r) => r.checked) ?? radios[0])?.focus();
    },
  }));
  return (
    <div
      ref={root}
      role="radiogroup"
      className="kobo-root kobo-radio-group"
      aria-label={field['aria-label']}
      aria-labelledby={field['aria-labelledby']}
      aria-describedby={field['aria-describedby']}
      aria-required={ariaRequired || undefined}
      aria-controls={ariaControls}
      aria-readonly={readOnly || undefined}
    >
      {items.map((item, i) => {
        const id = item.controlId ?? `${generated}-${i}`;
        const previous = items[i - 1];
        return (
          <div
            key={item.value}
            className={`kobo-choice${item.disabled ? ' kobo-choice--disabled' : ''}`}
            style={previous ? { marginTop: previous.description ? 8 : 4 } : undefined}
          >
            <label className="kobo-choice-label" htmlFor={id}>
              <input
                id={id}
                type="radio"
                className="kobo-choice-input"
                name={groupName}
                value={item.value}
                checked={item.value === value}
                disabled={item.disabled}
                aria-describedby={item.description ? `${id}-description` : undefined}
                onChange={(e) => !readOnly && e.target.checked && onChange({ detail: { value: item.value } })}
              />
              <span className="kobo-choice-text">
                <span>{item.label}</span>
                {item.description && (
                  <span id={`${id}-description`} className="kobo-choice-description" style={{ paddingBottom: 0 }}>
                    {item.description}
                  </span>
                )}
              </span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
