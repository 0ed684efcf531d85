import type { PlatformId } from '@/domain/enums';
import { LinkButton, PageHeader } from '@/ui';
import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../texts';
import { Body } from './find-password-sms-screen';
import { PhoneVerification } from './phone-verification';

export interface FindIdScreenProps {
  platformId: PlatformId;
  loginHref: string;
  findPasswordHref: string;
}

/** Find my id: the number verified by a code shows the account's e-mail, masked (enough to recognise one's own). */
export function FindIdScreen({ platformId, loginHref, findPasswordHref }: FindIdScreenProps) {
  const [maskedEmail, setMaskedEmail] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('phone.findId.title')} backTo="history" />
      <Body>
        {maskedEmail ? (
          <>
            <p>{t('phone.findId.found')}</p>
            <Found data-testid="phone-found-email">{maskedEmail}</Found>
            <LinkButton to={loginHref}>{t('phone.findId.toLogin')}</LinkButton>
            <Link to={findPasswordHref}>{t('phone.findId.toFindPassword')}</Link>
          </>
        ) : (
          <>
            <p>{t('phone.findId.intro')}</p>
            <PhoneVerification
              platformId={platformId}
              purpose="FIND_ID"
              onVerified={(verified) => setMaskedEmail(verified.maskedEmail)}
            />
          </>
        )}
      </Body>
    </>
  );
}

const Found = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;
