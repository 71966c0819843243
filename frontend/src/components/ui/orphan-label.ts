import { useEffect, useState, type RefObject } from 'react';

/**
 * For a light control inside a FormField that does not tell it its id (Cloudscape's
 * FormField, which speaks through its own context): the control takes the id that
 * the field's label points at and nothing has, so the label names it and clicking the
 * label focuses it. Returns the label's id, for controls named with aria-labelledby.
 * `active`: only when no light FormField gave the control an id.
 */
export function useOrphanLabel(control: RefObject<HTMLElement | null>, active: boolean): string | undefined {
  const [labelId, setLabelId] = useState<string>();
  useEffect(() => {
    const el = control.current;
    if (!active || !el) return;
    let node = el.parentElement;
    for (let depth = 0; node && depth < 8; depth++, node = node.parentElement) {
      const label = [...node.querySelectorAll<HTMLLabelElement>('label[for]')].find((l) => !document.getElementById(l.htmlFor));
      if (label) {
        el.id = label.htmlFor;
        if (!label.id) label.id = `${label.htmlFor}-label`;
        setLabelId(label.id);
        return;
      }
    }
  }, [control, active]);
  return labelId;
}
