import { t } from '@/i18n/ns/auth';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Button } from './button';
import { TextField, type TextFieldProps } from './text-field';

// Not re-exported from './index': importing this file loads the auth texts (the switch's words), which the first
// screen's bundle should not carry. Import it as '@/ui/password-field'.

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** With the show/hide switch (the default); without it, the plain password input the account and SMS forms show. */
  revealable?: boolean;
};

/** A password input, with a show/hide switch unless `revealable` is false. */
export function PasswordField({ revealable = true, ...field }: PasswordFieldProps) {
  return revealable ? <RevealablePassword {...field} /> : <TextField {...field} type="password" />;
}

/** The switch names the field it controls, so a screen reader says which of two password inputs it shows. */
function RevealablePassword({ id, label, ...rest }: Omit<TextFieldProps, 'type'>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextField {...rest} id={inputId} label={label} type={visible ? 'text' : 'password'} />
      {/* It shows one short word (a long label beside the input would wrap at 360 px, and "Show Confirm password" reads
          oddly); its name says the field too, and holds the word it shows (Label in Name). */}
      <Toggle
        type="button"
        variant="ghost"
        aria-controls={inputId}
        aria-pressed={visible}
        aria-label={
          visible ? t('auth.field.hidePassword', { field: label }) : t('auth.field.showPassword', { field: label })
        }
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('auth.field.hide') : t('auth.field.show')}
      </Toggle>
    </Wrapper>
  );
}

/** What the pair reads of its form (useForm's result): the two fields' values, change handlers and errors. */
export interface PasswordPairForm<F extends string> {
  values: Readonly<Record<F, string>>;
  change(field: F): (event: { target: { value: string; checked: boolean } }) => void;
  message(field: F): string | null;
}

/** One input of the pair: its form field (also the input's name, so useForm can focus it), label and test id. */
export interface PasswordPairField<F extends string> {
  name: F;
  label: string;
  testId: string;
}

export interface NewPasswordFieldsProps<F extends string> {
  form: PasswordPairForm<NoInfer<F>>;
  password: PasswordPairField<F>;
  confirm: PasswordPairField<F>;
  /** The password rule, the new password's hint. */
  rule: string;
  revealable?: boolean;
}

/**
 * A new password typed twice, as sign-up, the resets and the password change ask for it. The rule hint gives way
 * while the new password shows an error: that error already says what the rule wants, and twice would be noise.
 */
export function NewPasswordFields<F extends string>({
  form,
  password,
  confirm,
  rule,
  revealable,
}: NewPasswordFieldsProps<F>) {
  const field = ({ name, label, testId }: PasswordPairField<F>) => ({
    label,
    name,
    autoComplete: 'new-password',
    'data-testid': testId,
    value: form.values[name],
    onChange: form.change(name),
    error: form.message(name),
    revealable,
  });
  const first = field(password);
  return (
    <>
      <PasswordField {...first} hint={first.error ? undefined : rule} />
      <PasswordField {...field(confirm)} />
    </>
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
