import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Icon from './icon';
import { useFieldControl } from './field-control';
import { focusWithin, useOutsidePointer, usePopupPlacement } from './popup';
import './select.css';

/* eslint-disable @typescript-eslint/no-namespace -- the same shape as Cloudscape's SelectProps, so callers' types do not change. */
export namespace SelectProps {
  export interface Option {
    value?: string;
    label?: string;
    description?: string;
    labelTag?: string;
    tags?: readonly string[];
    disabled?: boolean;
  }
  export interface OptionGroup {
    label?: string;
    disabled?: boolean;
    options: readonly Option[];
  }
  export type Options = ReadonlyArray<Option | OptionGroup>;
  export interface ChangeDetail {
    selectedOption: Option;
  }
  export interface LoadItemsDetail {
    filteringText: string;
    firstPage: boolean;
    samePage: boolean;
  }
  export interface Ref {
    focus(): void;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export interface SelectProps {
  selectedOption: SelectProps.Option | null;
  options?: SelectProps.Options;
  onChange?: (event: { detail: SelectProps.ChangeDetail }) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  ariaRequired?: boolean;
  ariaLabel?: string;
  controlId?: string;
  /** 'auto': the popup filters the options as the user types; 'manual': the caller does, from onLoadItems. */
  filteringType?: 'none' | 'auto' | 'manual';
  filteringPlaceholder?: string;
  filteringAriaLabel?: string;
  filteringClearAriaLabel?: string;
  statusType?: 'pending' | 'loading' | 'finished' | 'error';
  loadingText?: string;
  errorText?: string;
  recoveryText?: string;
  finishedText?: string;
  /** Shown when there are no options and nothing is loading. */
  empty?: ReactNode;
  /** Shown when filtering (auto) leaves no options. */
  noMatch?: ReactNode;
  /** Called on opening (filteringText ''), on each change of the filter text, and by the error's retry. */
  onLoadItems?: (event: { detail: SelectProps.LoadItemsDetail }) => void;
  /** Read after the selected option's name. */
  selectedAriaLabel?: string;
  /** Accepted for Cloudscape compatibility: the popup is always laid over the page (position: fixed). */
  expandToViewport?: boolean;
  name?: string;
}

type Flat = { kind: 'option'; option: SelectProps.Option; disabled: boolean; grouped: boolean } | { kind: 'group'; label?: string };

const isGroup = (o: SelectProps.Option | SelectProps.OptionGroup): o is SelectProps.OptionGroup => 'options' in o && Array.isArray(o.options);

function flatten(options: SelectProps.Options): Flat[] {
  return options.flatMap((o): Flat[] =>
    isGroup(o)
      ? [{ kind: 'group', label: o.label }, ...o.options.map((option): Flat => ({ kind: 'option', option, disabled: Boolean(o.disabled || option.disabled), grouped: true }))]
      : [{ kind: 'option', option: o, disabled: Boolean(o.disabled), grouped: false }],
  );
}

function matches(option: SelectProps.Option, text: string) {
  const t = text.toLowerCase();
  return [option.label, option.value, option.description, option.labelTag, ...(option.tags ?? [])].some((s) => s?.toLowerCase().includes(t));
}

/**
 * Cloudscape's Select as a WAI-ARIA select: a trigger button (named by its field's label
 * and the selected label) opening a listbox. The arrow keys, Home and End move the
 * highlight, Enter picks, Escape and Tab close, typing jumps to an option (type-ahead);
 * with filtering, a search box (a combobox) sits above the options and keeps the focus.
 */
const Select = forwardRef<SelectProps.Ref, SelectProps>(function Select(props, ref) {
  const { selectedOption, options = [], onChange, onBlur, onFocus, placeholder, disabled, filteringType = 'none', statusType = 'finished', onLoadItems } = props;
  const control = useFieldControl({ controlId: props.controlId, invalid: props.invalid, ariaLabel: props.ariaLabel });
  const id = useId();
  const listId = `${id}-list`;
  const valueId = `${id}-value`;
  const footerId = `${id}-footer`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const filter = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [filterText, setFilterText] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  useImperativeHandle(ref, () => ({ focus: () => trigger.current?.focus() }), []);

  const filtering = filteringType !== 'none';
  const shown = useMemo(() => {
    const all = flatten(options);
    if (filteringType !== 'auto' || !filterText) return all;
    return all.filter((f) => f.kind === 'option' && matches(f.option, filterText));
  }, [options, filteringType, filterText]);
  const optionIndexes = shown.flatMap((f, i) => (f.kind === 'option' && !f.disabled ? [i] : []));
  const placement = usePopupPlacement(open, trigger, popup);

  const loadItems = useCallback(
    (detail: SelectProps.LoadItemsDetail) => onLoadItems?.({ detail }),
    [onLoadItems],
  );

  const openPopup = () => {
    if (disabled || open) return;
    setOpen(true);
    setFilterText('');
    const selected = flatten(options).findIndex((f) => f.kind === 'option' && f.option.value === selectedOption?.value);
    setHighlight(selected);
    loadItems({ filteringText: '', firstPage: true, samePage: false });
  };
  const close = useCallback((focusTrigger: boolean) => {
    setOpen(false);
    setHighlight(-1);
    if (focusTrigger) trigger.current?.focus();
  }, []);
  const closeOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(open, root, closeOutside);

  useEffect(() => {
    if (!open) return;
    (filtering ? filter.current : list.current)?.focus();
  }, [open, filtering]);
  useEffect(() => {
    if (highlight < 0) return;
    list.current?.querySelector(`#${CSS.escape(`${id}-${highlight}`)}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlight, id]);

  const pick = (index: number) => {
    const f = shown[index];
    if (!f || f.kind !== 'option' || f.disabled) return;
    close(true);
    if (f.option.value !== selectedOption?.value || f.option.label !== selectedOption?.label) onChange?.({ detail: { selectedOption: f.option } });
  };

  const move = (to: 'next' | 'prev' | 'first' | 'last') => {
    if (!optionIndexes.length) return;
    const at = optionIndexes.indexOf(highlight);
    const next =
      to === 'first' ? 0 : to === 'last' ? optionIndexes.length - 1 : at < 0 ? (to === 'next' ? 0 : optionIndexes.length - 1) : Math.max(0, Math.min(optionIndexes.length - 1, at + (to === 'next' ? 1 : -1)));
    setHighlight(optionIndexes[next]!);
  };

  const typeAhead = (key: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at > 500 ? key : typed.current.text + key, at: now };
    const text = typed.current.text.toLowerCase();
    const found = optionIndexes.find((i) => {
      const f = shown[i];
      return f?.kind === 'option' && (f.option.label ?? f.option.value ?? '').toLowerCase().startsWith(text);
    });
    if (found !== undefined) setHighlight(found);
  };

  const onPopupKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move('next'),
      ArrowUp: () => move('prev'),
      Home: () => (filtering ? undefined : move('first')),
      End: () => (filtering ? undefined : move('last')),
      Enter: () => pick(highlight),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const action = keys[event.key];
    if (action) {
      if (filtering && (event.key === 'Home' || event.key === 'End')) return;
      event.preventDefault();
      event.stopPropagation();
      action();
    } else if (!filtering && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeAhead(event.key);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      if (open) close(true);
      else openPopup();
    }
  };

  const within = focusWithin(root, open, close, onFocus, onBlur);

  const changeFilter = (text: string) => {
    setFilterText(text);
    setHighlight(-1);
    if (filteringType === 'manual') loadItems({ filteringText: text, firstPage: true, samePage: false });
  };

  const hasOptions = shown.some((f) => f.kind === 'option');
  let footer: ReactNode = null;
  if (statusType === 'loading') {
    footer = (
      <span className="kobo-select-status">
        <span className="kobo-select-spinner" aria-hidden="true" />
        {props.loadingText}
      </span>
    );
  } else if (statusType === 'error') {
    footer = (
      <span className="kobo-select-status kobo-select-status--error">
        <Icon name="status-negative" variant="error" />
        <span>
          {props.errorText}{' '}
          {props.recoveryText && onLoadItems && (
            <button type="button" className="kobo-select-recovery" onClick={() => loadItems({ filteringText: filterText, firstPage: !hasOptions, samePage: true })}>
              {props.recoveryText}
            </button>
          )}
        </span>
      </span>
    );
  } else if (!hasOptions) {
    footer = <span className="kobo-select-status">{filterText && filteringType === 'auto' ? (props.noMatch ?? props.empty) : props.empty}</span>;
  } else if (statusType === 'finished' && props.finishedText) {
    footer = <span className="kobo-select-status">{props.finishedText}</span>;
  }

  const fieldLabel = control['aria-label'] ? undefined : control['aria-labelledby'];
  const labelledby = fieldLabel ? `${fieldLabel} ${valueId}` : undefined;
  const activeId = highlight >= 0 ? `${id}-${highlight}` : undefined;

  return (
    <div className={`kobo-select${open ? ' kobo-select--open' : ''}`} ref={root} {...within}>
      <button
        ref={trigger}
        type="button"
        id={control.id}
        name={props.name}
        className={`kobo-select-trigger${control.invalid ? ' kobo-select-trigger--invalid' : ''}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelledby}
        aria-label={control['aria-label']}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        disabled={disabled}
        onClick={() => (open ? close(true) : openPopup())}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={valueId} className={selectedOption ? 'kobo-select-value' : 'kobo-select-value kobo-select-placeholder'}>
          {selectedOption ? (selectedOption.label ?? selectedOption.value) : placeholder}
        </span>
        <span className="kobo-select-caret">
          <Icon name="caret-down-filled" />
        </span>
      </button>
      {open && (
        <div
          ref={popup}
          className={`kobo-popup kobo-select-popup${placement.up ? ' kobo-popup--up' : ''}`}
          style={placement.style}
          onKeyDown={onPopupKeyDown}
          onMouseDown={(e) => e.target !== filter.current && e.preventDefault()}
        >
          {filtering && (
            <div className="kobo-select-filter">
              <Icon name="search" variant="subtle" />
              <input
                ref={filter}
                type="search"
                role="combobox"
                className="kobo-select-filter-input"
                value={filterText}
                placeholder={props.filteringPlaceholder}
                aria-label={props.filteringAriaLabel ?? props.filteringPlaceholder}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                autoComplete="off"
                onChange={(e) => changeFilter(e.target.value)}
              />
              {filterText && (
                <button type="button" className="kobo-select-filter-clear" aria-label={props.filteringClearAriaLabel ?? 'Clear'} onClick={() => (changeFilter(''), filter.current?.focus())}>
                  <Icon name="close" />
                </button>
              )}
            </div>
          )}
          <div
            ref={list}
            id={listId}
            role="listbox"
            tabIndex={-1}
            className="kobo-popup-scroll kobo-select-list"
            aria-labelledby={fieldLabel}
            aria-label={control['aria-label']}
            aria-describedby={footer ? footerId : undefined}
            aria-activedescendant={filtering ? undefined : activeId}
          >
            {shown.map((f, i) => {
              if (f.kind === 'group')
                return (
                  <div key={`g${i}`} role="presentation" className="kobo-select-group">
                    {f.label}
                  </div>
                );
              const o = f.option;
              const selected = o.value === selectedOption?.value;
              return (
                <div
                  key={`${o.value ?? ''}-${i}`}
                  id={`${id}-${i}`}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={f.disabled || undefined}
                  className={[
                    'kobo-select-option',
                    selected && 'kobo-select-option--selected',
                    i === highlight && 'kobo-select-option--highlighted',
                    f.disabled && 'kobo-select-option--disabled',
                    f.grouped && 'kobo-select-option--grouped',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onMouseMove={() => !f.disabled && highlight !== i && setHighlight(i)}
                  onClick={() => pick(i)}
                >
                  <span className="kobo-select-option-main">
                    <span className="kobo-select-option-label">{o.label ?? o.value}</span>
                    {o.labelTag && <span className="kobo-select-option-tag">{o.labelTag}</span>}
                  </span>
                  {o.description && <span className="kobo-select-option-description">{o.description}</span>}
                  {o.tags && o.tags.length > 0 && (
                    <span className="kobo-select-option-tags">
                      {o.tags.map((t) => (
                        <span key={t}>{t}</span>
                      ))}
                    </span>
                  )}
                  {selected && (
                    <span className="kobo-select-check">
                      <Icon name="check" />
                      {props.selectedAriaLabel && <span className="kobo-sr-only"> {props.selectedAriaLabel}</span>}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          {footer && (
            <div id={footerId} className="kobo-select-footer" aria-live="polite">
              {footer}
            </div>
          )}
        </div>
      )}
    </div>
  );
});

export default Select;
