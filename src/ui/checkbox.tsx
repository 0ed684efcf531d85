import styled from '@emotion/styled';
import type { ComponentProps, ReactNode } from 'react';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A checkbox wrapped in its label, so the whole text is the click target. `className` styles the label. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <Label className={className}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </Label>
  );
}
