import type { LoginProvider, SocialProvider } from '@/domain';
import type { MessageKey } from '@/i18n';
import { t } from '@/i18n/ns/auth';
import { Button } from '@/ui';
import styled from '@emotion/styled';
import { useState } from 'react';
import { isOffered, useOfferedProviders } from '../use-offered-providers';

const LABELS: Record<SocialProvider, MessageKey<'auth'>> = {
  google: 'auth.social.google',
  facebook: 'auth.social.facebook',
  twitter: 'auth.social.twitter',
  apple: 'auth.social.apple',
};

export interface SocialLoginsProps {
  /** The platform's login methods; only the social ones get a button. */
  providers: readonly LoginProvider[];
  onSelect(provider: SocialProvider): Promise<void>;
}

/** One button per social provider that the platform lists and the sign-in service offers (the sign-in leaves the page). */
export function SocialLogins({ providers, onSelect }: SocialLoginsProps) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const offered = useOfferedProviders();
  const social = providers.filter((p): p is SocialProvider => p !== 'email' && isOffered(p, offered));
  if (social.length === 0) return null;

  async function select(provider: SocialProvider) {
    setPending(provider);
    try {
      await onSelect(provider);
    } finally {
      setPending(null);
    }
  }

  return (
    <Section aria-label={t('auth.social.heading')}>
      <Heading>{t('auth.social.heading')}</Heading>
      {social.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          block
          loading={pending === provider}
          disabled={pending !== null}
          data-testid={`login-${provider}`}
          onClick={() => void select(provider)}
        >
          {t(LABELS[provider])}
        </Button>
      ))}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-align: center;
`;
