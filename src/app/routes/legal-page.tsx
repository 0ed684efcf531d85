import platform from '@platform';
import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '@/domain/legal';
import { LegalDocument, type LegalDocumentName } from '@/features/legal';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/legal';
import { PageHeader } from '@/ui';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/**
 * `/policy` and `/privacy`: one document each, with the version in force, the day it applies from (a calendar date,
 * read at noon UTC so that every platform's time zone shows the same day) and the ways to ask and to the other one.
 * The German variant has no inquiry (not on its whitelist): its readers find the transfer's questions in the FAQ.
 */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const other = name === 'terms' ? paths.privacy.href() : paths.policy.href();
  const ask = platform.transferOnly ? paths.faq.href() : paths.qna.href();
  return (
    <>
      <PageHeader title={t(name === 'terms' ? 'legal.terms.title' : 'legal.privacy.title')} backTo="history" />
      <LegalDocument
        name={name}
        version={TERMS_VERSION}
        effectiveDate={formatDate(`${TERMS_EFFECTIVE_DATE}T12:00:00Z`)}
        footer={
          <Footer>
            <Link to={ask}>{t('legal.askUs')}</Link>
            <Link to={other}>{t(name === 'terms' ? 'legal.toPrivacy' : 'legal.toTerms')}</Link>
          </Footer>
        }
      />
    </>
  );
}

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg}px;
  margin-top: ${({ theme }) => theme.space.xl}px;
`;
