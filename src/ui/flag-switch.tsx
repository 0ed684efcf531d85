import styled from '@emotion/styled';
import { useId, useState } from 'react';

export interface FlagSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onFlip(): Promise<boolean>;
  testId: string;
}

/** A switch that shows the asked-for state while the call runs, then whatever the reloaded user says. */
export function FlagSwitch({ label, hint, checked, onFlip, testId }: FlagSwitchProps) {
  const id = useId();
  const [pending, setPending] = useState<boolean | null>(null);

  async function flip() {
    if (pending !== null) return;
    setPending(!checked);
    try {
      await onFlip();
    } finally {
      setPending(null);
    }
  }

  return (
    <Item>
      <Text>
        <label htmlFor={id}>{label}</label>
        <Hint id={`${id}-hint`}>{hint}</Hint>
      </Text>
      <Track>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={pending ?? checked}
          aria-describedby={`${id}-hint`}
          aria-busy={pending !== null || undefined}
          onChange={() => void flip()}
          data-testid={testId}
        />
      </Track>
    </Item>
  );
}

const Item = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Text = styled.div`
  /* The switch keeps its place at the end of the row; the words wrap. */
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A checkbox drawn as a switch: the native control keeps keyboard, form and screen-reader behaviour.
const Track = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.control}px;

  input {
    appearance: none;
    position: relative;
    width: 48px;
    height: 28px;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    transition: background ${({ theme }) => theme.durations.fast}ms;
  }

  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.durations.fast}ms;
  }

  input:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  input:checked::after {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(20px);
  }

  input[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    input,
    input::after {
      transition: none;
    }
  }
`;
