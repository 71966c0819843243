import { useRef, type KeyboardEvent } from 'react';
import Icon, { type IconName } from './icon';
import './base.css';
import './segmented-control.css';

export interface SegmentedControlProps {
  selectedId: string | null;
  onChange: (event: { detail: { selectedId: string } }) => void;
  options: readonly { id: string; text?: string; iconName?: IconName; iconAlt?: string; disabled?: boolean }[];
  label?: string;
  ariaLabelledby?: string;
}

/**
 * Cloudscape's SegmentedControl: a toolbar of toggle buttons, one tab stop; arrow keys
 * move between the segments. (Cloudscape shows a select instead on a narrow screen;
 * this keeps the buttons, which fit the short option lists Kobo uses.)
 */
export default function SegmentedControl({ selectedId, onChange, options, label, ariaLabelledby }: SegmentedControlProps) {
  const root = useRef<HTMLDivElement>(null);
  const enabled = options.filter((o) => !o.disabled);
  const focusId = enabled.some((o) => o.id === selectedId) ? selectedId : enabled[0]?.id;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div ref={root} role="toolbar" className="kobo-root kobo-segmented" aria-label={label} aria-labelledby={ariaLabelledby} onKeyDown={onKeyDown}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className="kobo-segment"
          aria-pressed={o.id === selectedId}
          aria-label={!o.text ? o.iconAlt : undefined}
          disabled={o.disabled}
          tabIndex={o.id === focusId ? 0 : -1}
          onClick={() => o.id !== selectedId && onChange({ detail: { selectedId: o.id } })}
        >
          {o.iconName && <Icon name={o.iconName} />}
          {o.text && <span>{o.text}</span>}
        </button>
      ))}
    </div>
  );
}
