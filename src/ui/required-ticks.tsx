import styled from '@emotion/styled';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { Checkbox } from './checkbox';
import { InlineAlert } from './inline-alert';

/** A fieldset laid out as a column with its legend in bold (the shop's choices, the required ticks). */
export const FieldGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > p {
    margin: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface RequiredTicksProps<K extends string> {
  /** Prefix of the ids this group gives its message. */
  id: string;
  legend: string;
  /** Every box, in order; each one must be ticked. */
  items: readonly { key: K; label: string }[];
  ticked: ReadonlySet<K>;
  onToggle(key: K, on: boolean): void;
  /** The reader went on with a box left unticked: the message shows and the unticked boxes are marked invalid. */
  missing: boolean;
  missingMessage: string;
  /** What the boxes refer to (links to the terms), shown below them. */
  links?: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Boxes a reader must all tick before going on (the shop's cautions, the transfer's terms). */
export function RequiredTicks<K extends string>(props: RequiredTicksProps<K>) {
  const { id, legend, items, ticked, onToggle, missing, missingMessage, links, ref } = props;
  const messageId = `${id}-missing`;
  return (
    <FieldGroup ref={ref} aria-describedby={missing ? messageId : undefined}>
      <legend>{legend}</legend>
      {items.map(({ key, label }) => (
        <Checkbox
          key={key}
          name={key}
          aria-required
          label={label}
          checked={ticked.has(key)}
          aria-invalid={missing && !ticked.has(key) ? true : undefined}
          onChange={(event) => onToggle(key, event.currentTarget.checked)}
        />
      ))}
      {links && <p>{links}</p>}
      {missing && <InlineAlert id={messageId}>{missingMessage}</InlineAlert>}
    </FieldGroup>
  );
}

/** The state of a RequiredTicks group: what is ticked, whether all are, and the focus on the first one left. */
export function useRequiredTicks<K extends string>(keys: readonly K[]) {
  const [ticked, setTicked] = useState<ReadonlySet<K>>(() => new Set());
  const ref = useRef<HTMLFieldSetElement>(null);
  return {
    ticked,
    ref,
    allTicked: keys.every((key) => ticked.has(key)),
    /** Ticks or unticks one box; answers whether every box is ticked afterwards. */
    toggle(key: K, on: boolean): boolean {
      const next = new Set(ticked);
      if (on) next.add(key);
      else next.delete(key);
      setTicked(next);
      return keys.every((k) => next.has(k));
    },
    focusUnticked() {
      ref.current?.querySelector<HTMLInputElement>('input:not(:checked)')?.focus();
    },
  };
}
