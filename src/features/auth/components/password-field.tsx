import { t } from '@/i18n/ns/auth';
import { Button, TextField } from '@/ui';
import styled from '@emotion/styled';
import { useId, useState, type InputHTMLAttributes } from 'react';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | null;
  hint?: string;
};

/** A password input with a show/hide switch; the switch names the field it controls for screen readers. */
export function PasswordField({ id, label, ...rest }: PasswordFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextField {...rest} id={inputId} label={label} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        variant="ghost"
        aria-controls={inputId}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('auth.field.hidePassword', { field: label }) : t('auth.field.showPassword', { field: label })}
      </Toggle>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
`;

const Toggle = styled(Button)`
  align-self: flex-end;
`;
