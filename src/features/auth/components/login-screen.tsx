import styled from '@emotion/styled';
import type { LoginProvider, SocialProvider } from '@/domain';
import { t } from '@/i18n/ns/auth';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LoginValues } from '../validation';
import { AuthScreen, Note } from './auth-screen';
import { LoginForm, type SubmitResult } from './login-form';
import { SocialLogins } from './social-logins';
import { UnlockReasonNote, type UnlockReason } from './unlock-reason';

export interface LoginScreenProps {
  onSubmit(values: LoginValues): Promise<SubmitResult>;
  providers: readonly LoginProvider[];
  onProvider(provider: SocialProvider): Promise<void>;
  /** The sign-up page; left out where no new account can be made (the German transfer's login). */
  signUpHref?: string;
  /** The "forgot password" page; left out where it does not exist (the German whitelist). */
  findPasswordHref?: string;
  /** "Find my id" by phone. */
  findIdHref?: string;
  /** The page title; the login's own by default. */
  title?: string;
  /** Why the reader logs in here, above the form. */
  intro?: ReactNode;
  /** Set when a page that needs a session sent the reader here (`error=SessionRequired`). */
  sessionRequired?: boolean;
  /** Set when the login wall stopped a guest on the way to renting or buying: said above the form. */
  unlockReason?: UnlockReason | null;
  /** Help and terms a guest can read before signing in: notices (not on the German whitelist), FAQ, terms, privacy. */
  helpHrefs?: HelpHrefs;
}

export interface HelpHrefs {
  notice?: string;
  faq: string;
  terms: string;
  privacy: string;
}

function HelpLinks({ hrefs }: { hrefs: HelpHrefs }) {
  const links = [
    hrefs.notice !== undefined && { href: hrefs.notice, label: t('auth.legal.notice') },
    { href: hrefs.faq, label: t('auth.legal.faq') },
    { href: hrefs.terms, label: t('auth.legal.terms') },
    { href: hrefs.privacy, label: t('auth.legal.privacy') },
  ].filter((link) => link !== false);
  return (
    <nav aria-label={t('auth.legal.help')} data-testid="login-help-links">
      <Note>
        {links.map((link, index) => (
          <Fragment key={link.href}>
            {index > 0 && ' · '}
            <NoBreak to={link.href}>{link.label}</NoBreak>
          </Fragment>
        ))}
      </Note>
    </nav>
  );
}

export function LoginScreen(props: LoginScreenProps) {
  const { onSubmit, providers, onProvider, signUpHref, findPasswordHref, findIdHref, title, intro, sessionRequired } =
    props;
  const { helpHrefs, unlockReason } = props;
  return (
    <AuthScreen title={title ?? t('auth.login.title')}>
      {intro && <Note>{intro}</Note>}
      {unlockReason && <UnlockReasonNote reason={unlockReason} />}
      {sessionRequired && (
        <Note role="status" data-testid="login-session-required">
          {t('auth.login.sessionRequired')}
        </Note>
      )}
      {providers.includes('email') && <LoginForm onSubmit={onSubmit} />}
      {providers.includes('email') && findPasswordHref !== undefined && (
        <Note>
          <Link to={findPasswordHref} data-testid="login-find-password">
            {t('auth.login.forgotPassword')}
          </Link>
        </Note>
      )}
      {providers.includes('email') && findIdHref !== undefined && (
        <Note>
          <Link to={findIdHref} data-testid="login-find-id">
            {t('auth.login.findId')}
          </Link>
        </Note>
      )}
      <SocialLogins providers={providers} onSelect={onProvider} />
      {signUpHref !== undefined && (
        <Note>
          {t('auth.login.noAccount')} <Link to={signUpHref}>{t('auth.login.toSignUp')}</Link>
        </Note>
      )}
      {helpHrefs && <HelpLinks hrefs={helpHrefs} />}
    </AuthScreen>
  );
}

/** One help link stays whole ("プライバシーポリシー"); the line breaks at the separators between them. */
const NoBreak = styled(Link)`
  white-space: nowrap;
`;
