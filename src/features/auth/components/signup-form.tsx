import { t } from '../auth-texts';
import { TERMS_VERSION } from '@/domain/legal';
import { Button, Checkbox, TextField, useForm, type FormSubmitResult } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { NewPasswordFields } from '@/ui/password-field';
import { NICKNAME_MAX_LENGTH, serverErrorText, validateSignUp, type SignUpValues } from '../validation';
import { Form, FormError } from './form-layout';
import { LegalLinks, type LegalLinksProps } from './legal-links';

export interface SignUpFormProps extends LegalLinksProps {
  onSubmit(values: {
    email: string;
    password: string;
    nickname?: string;
    phone?: string;
    isAgreeMail: boolean;
    /** The optional ad-tracking consent (issue 13): with it the sign-up is reported as a conversion. */
    isAgreeAdTracking: boolean;
    /** The version of the terms the reader ticked (src/domain/legal.ts); the API records it. */
    termsVersion: string;
  }): Promise<FormSubmitResult>;
  /** The platform's phone rule (E.164 or null); without it the form asks for no number. */
  checkPhone?(raw: string): string | null;
}

const ORDER = ['email', 'password', 'confirm', 'nickname', 'phone', 'agreeTerms'] as const;
const EMPTY: SignUpValues = {
  email: '',
  password: '',
  confirm: '',
  nickname: '',
  phone: '',
  agreeTerms: false,
  isAgreeMail: false,
  isAgreeAdTracking: false,
};

/** Sign-up by e-mail (spec §5 rules on the client, the server's catalogue code when it refuses). */
export function SignUpForm({ onSubmit, checkPhone, termsHref, privacyHref }: SignUpFormProps) {
  const {
    values,
    errors,
    serverCode,
    pending,
    formRef,
    change,
    message,
    onSubmit: submit,
  } = useForm({
    initial: EMPTY,
    order: ORDER,
    t,
    validate: (v) => {
      const found = validateSignUp(v);
      if (checkPhone && v.phone.trim() && !checkPhone(v.phone)) found.phone = 'auth.validation.phoneInvalid';
      return found;
    },
    submit: (v) => {
      const nickname = v.nickname.trim();
      const phone = (v.phone.trim() && checkPhone?.(v.phone)) || null;
      return onSubmit({
        email: v.email.trim(),
        password: v.password,
        isAgreeMail: v.isAgreeMail,
        isAgreeAdTracking: v.isAgreeAdTracking,
        termsVersion: TERMS_VERSION,
        ...(nickname ? { nickname } : {}),
        ...(phone ? { phone } : {}),
      });
    },
  });

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t('auth.signup.formLabel')}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        data-testid="signup-email"
        value={values.email}
        onChange={change('email')}
        error={message('email')}
      />
      <NewPasswordFields
        form={{ values, change, message }}
        password={{ name: 'password', label: t('auth.field.password'), testId: 'signup-password' }}
        confirm={{ name: 'confirm', label: t('auth.field.confirmPassword'), testId: 'signup-confirm' }}
        rule={t('auth.signup.passwordHint')}
      />
      <TextField
        label={t('auth.field.nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX_LENGTH}
        hint={t('auth.signup.nicknameHint')}
        data-testid="signup-nickname"
        value={values.nickname}
        onChange={change('nickname')}
        error={message('nickname')}
      />
      {checkPhone && (
        <TextField
          label={t('auth.field.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          hint={t('auth.signup.phoneHint')}
          data-testid="signup-phone"
          value={values.phone}
          onChange={change('phone')}
          error={message('phone')}
        />
      )}
      <div>
        <Checkbox
          label={t('auth.signup.agreeTerms')}
          name="agreeTerms"
          aria-required
          aria-invalid={errors.agreeTerms ? true : undefined}
          aria-describedby={errors.agreeTerms ? 'signup-terms-missing' : undefined}
          data-testid="signup-agree-terms"
          checked={values.agreeTerms}
          onChange={change('agreeTerms')}
        />
        <LegalLinks termsHref={termsHref} privacyHref={privacyHref} />
      </div>
      {errors.agreeTerms && <InlineAlert id="signup-terms-missing">{message('agreeTerms')}</InlineAlert>}
      <Checkbox
        label={t('auth.signup.agreeMail')}
        name="isAgreeMail"
        data-testid="signup-agree-mail"
        checked={values.isAgreeMail}
        onChange={change('isAgreeMail')}
      />
      <Checkbox
        label={t('auth.signup.agreeAdTracking')}
        name="isAgreeAdTracking"
        data-testid="signup-agree-ad-tracking"
        checked={values.isAgreeAdTracking}
        onChange={change('isAgreeAdTracking')}
      />
      {serverCode !== undefined && (
        <FormError role="alert" data-testid="signup-error">
          {serverErrorText(serverCode)}
        </FormError>
      )}
      <Button type="submit" variant="primary" block loading={pending} data-testid="signup-submit">
        {t('auth.signup.submit')}
      </Button>
    </Form>
  );
}
