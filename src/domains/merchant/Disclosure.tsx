import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../ui';

export interface DisclosureProps {
  /** The button's text and the region's name. */
  label: string;
  children: ReactNode;
  /** Open at first (default closed: a list page paints its rows first). */
  defaultOpen?: boolean;
}

/**
 * A button that shows or hides a region (WAI-ARIA disclosure): the merchant statistics above the
 * list stay folded until asked for, so the list and its filters keep the top of the page.
 * @example
 * <Disclosure label="消费统计"><ConsumptionStats … /></Disclosure>
 */
export function Disclosure({ label, children, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div style={{ marginBottom: 12 }}>
      <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>{label}</Button>
      <section id={id} aria-label={label} hidden={!open} style={{ marginTop: 12 }}>{open ? children : null}</section>
    </div>
  );
}
