import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, format, isSameDay } from 'date-fns';
import { formatDate, weekdayName } from '../../../../shared/dates';
import Icon from './icon';
import { useFieldControl } from './field-control';
import { focusWithin, useOutsidePointer, usePopupPlacement } from './popup';
import './date-picker.css';

export interface DatePickerProps {
  /** 'YYYY-MM-DD', or what has been typed so far in that form ('2024-0'), or ''. */
  value: string;
  onChange?: (event: { detail: { value: string } }) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  ariaRequired?: boolean;
  ariaLabel?: string;
  controlId?: string;
  name?: string;
  /** Days the calendar offers; the others are shown disabled. */
  isDateEnabled?: (date: Date) => boolean;
  /** The calendar button's name, given the selected day in words (null when none). */
  openCalendarAriaLabel?: (selectedDate: string | null) => string;
  i18nStrings?: {
    todayAriaLabel?: string;
    nextMonthAriaLabel?: string;
    previousMonthAriaLabel?: string;
    openCalendarAriaLabel?: (selectedDate: string | null) => string;
  };
  /** Accepted for Cloudscape compatibility: the calendar is always laid over the page. */
  expandToViewport?: boolean;
}

export interface DatePickerRef {
  focus(): void;
}

const isoOf = (d: Date) => format(d, 'yyyy-MM-dd');
/** A whole, real day from 'YYYY-MM-DD', else null. */
function parseIso(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoOf(d) === value ? d : null;
}
/** What was typed, as digits laid out YYYY/MM/DD as far as they go (a slash only once a digit follows it). */
function mask(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('/');
}
const sameDay = (a: Date | null, b: Date | null) => Boolean(a && b && isSameDay(a, b));
/**
 * A day in words for the calendar's buttons, 'Monday, Dec 07, 2026', by the product's one date
 * formatter rather than the browser's Intl: the first Intl.DateTimeFormat a page builds loads the
 * browser's locale data, about 35 ms of a slow phone's main thread, at the app's first render (the
 * button's label names the date), and the words would follow the browser's locale where the rest
 * of Kobo is English.
 */
const inWords = (d: Date) => `${weekdayName(isoOf(d))}, ${formatDate(isoOf(d))}`;

/**
 * Cloudscape's DatePicker: a text box showing the day as YYYY/MM/DD (typed digits get
 * their slashes) beside a button opening a calendar. The box is the control (its
 * label names it) and holds its own text, so what is typed before the app runs stays.
 * onChange gives the typed text in YYYY-MM-DD form, as Cloudscape's does.
 */
const DatePicker = forwardRef<DatePickerRef, DatePickerProps>(function DatePicker(props, ref) {
  const { value, onChange, onBlur, onFocus, placeholder, disabled, readOnly, isDateEnabled, i18nStrings = {} } = props;
  const control = useFieldControl({ controlId: props.controlId, invalid: props.invalid, ariaLabel: props.ariaLabel });
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const [open, setOpen] = useState(false);
  const selected = parseIso(value);
  const [focused, setFocused] = useState<Date>(() => selected ?? new Date());
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);
  const placement = usePopupPlacement(open, root, popup, false);

  const close = useCallback((focusInput: boolean) => {
    setOpen(false);
    if (focusInput) input.current?.focus();
  }, []);
  const closeOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(open, root, closeOutside);
  // The focus goes to the day on opening and with the keys, not when a month button is clicked.
  const focusDay = useRef(false);
  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [open, focused]);

  const enabled = (d: Date) => !isDateEnabled || isDateEnabled(d);
  const choose = (d: Date) => {
    if (!enabled(d)) return;
    onChange?.({ detail: { value: isoOf(d) } });
    close(true);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, (d: Date) => Date> = {
      ArrowLeft: (d) => addDays(d, -1),
      ArrowRight: (d) => addDays(d, 1),
      ArrowUp: (d) => addDays(d, -7),
      ArrowDown: (d) => addDays(d, 7),
      PageUp: (d) => addMonths(d, -1),
      PageDown: (d) => addMonths(d, 1),
      Home: (d) => addDays(d, -d.getDay()),
      End: (d) => addDays(d, 6 - d.getDay()),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDay.current = true;
      setFocused(move(focused));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };
  const onPopupKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  const within = focusWithin(root, open, close, onFocus, onBlur);

  const buttonLabel = (props.openCalendarAriaLabel ?? i18nStrings.openCalendarAriaLabel)?.(selected ? inWords(selected) : null) ?? (selected ? `Choose date, selected ${inWords(selected)}` : 'Choose date');
  const today = new Date();
  const monthStart = new Date(focused.getFullYear(), focused.getMonth(), 1);
  const gridStart = addDays(monthStart, -monthStart.getDay());
  const weeks = Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d)));
  // The calendar's words only while it is open.
  const dayNames = open ? weeks[0]!.map((d) => ({ short: format(d, 'EEE'), long: format(d, 'EEEE') })) : [];
  const title = open ? format(focused, 'MMMM yyyy') : '';

  return (
    <div className="kobo-date" ref={root} {...within}>
      <input
        ref={input}
        id={control.id}
        name={props.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`kobo-date-input${control.invalid ? ' kobo-date-input--invalid' : ''}`}
        value={value.replace(/-/g, '/')}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        aria-label={control['aria-label']}
        aria-labelledby={control['aria-labelledby']}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-required={props.ariaRequired || undefined}
        onChange={(e) => onChange?.({ detail: { value: mask(e.target.value).replace(/\//g, '-') } })}
      />
      <button
        type="button"
        className="kobo-date-button"
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled || readOnly}
        onClick={() => {
          if (open) return close(true);
          setFocused(selected ?? new Date());
          focusDay.current = true;
          setOpen(true);
        }}
      >
        <Icon name="calendar" />
      </button>
      {open && (
        <div
          ref={popup}
          role="dialog"
          aria-modal="false"
          aria-labelledby={control['aria-labelledby']}
          aria-label={control['aria-label']}
          className="kobo-popup kobo-date-popup"
          style={placement.style}
          onKeyDown={onPopupKeyDown}
        >
          <div className="kobo-date-header">
            <button type="button" className="kobo-date-nav" aria-label={i18nStrings.previousMonthAriaLabel ?? 'Previous month'} onClick={() => setFocused(addMonths(focused, -1))}>
              <Icon name="angle-left" />
            </button>
            <h2 id={`${id}-title`} className="kobo-date-title" aria-live="polite">
              {title}
            </h2>
            <button type="button" className="kobo-date-nav" aria-label={i18nStrings.nextMonthAriaLabel ?? 'Next month'} onClick={() => setFocused(addMonths(focused, 1))}>
              <Icon name="angle-right" />
            </button>
          </div>
          <table ref={grid} role="grid" className="kobo-date-grid" aria-labelledby={`${id}-title`} onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {dayNames.map((n) => (
                  <th key={n.long} scope="col" abbr={n.long}>
                    {n.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={isoOf(week[0]!)}>
                  {week.map((d) => {
                    const isSelected = sameDay(d, selected);
                    const isToday = sameDay(d, today);
                    const off = !enabled(d);
                    return (
                      <td
                        key={isoOf(d)}
                        tabIndex={sameDay(d, focused) ? 0 : -1}
                        aria-selected={isSelected}
                        aria-disabled={off || undefined}
                        aria-current={isToday ? 'date' : undefined}
                        aria-label={`${inWords(d)}${isToday && i18nStrings.todayAriaLabel ? `, ${i18nStrings.todayAriaLabel}` : ''}`}
                        className={[
                          'kobo-date-day',
                          d.getMonth() !== focused.getMonth() && 'kobo-date-day--other',
                          isSelected && 'kobo-date-day--selected',
                          isToday && 'kobo-date-day--today',
                          off && 'kobo-date-day--disabled',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        onClick={() => choose(d)}
                      >
                        {d.getDate()}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});

export default DatePicker;
