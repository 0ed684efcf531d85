import styled from '@emotion/styled';
import type { TransferSummary } from '@/domain/transfer';
import { t } from '@/i18n/ns/transfer';
import { Card, Muted } from './layout';

/** Where the account comes from (the German one) and where it goes (the reader's 'me' account, new or existing). */
export function TransferAccounts({ source, target }: Pick<TransferSummary, 'source' | 'target'>) {
  return (
    <>
      <Card aria-labelledby="transfer-source" data-testid="transfer-source">
        <h3 id="transfer-source">{t('transfer.summary.source')}</h3>
        <Account email={source.email} nickname={source.nickname} />
      </Card>
      <Card aria-labelledby="transfer-target" data-testid="transfer-target" data-kind={target.kind}>
        <h3 id="transfer-target">{t('transfer.summary.target')}</h3>
        <Muted>{target.kind === 'NEW' ? t('transfer.summary.targetNew') : t('transfer.summary.targetExisting')}</Muted>
        <Account email={target.email} nickname={target.nickname} />
      </Card>
    </>
  );
}

function Account({ email, nickname }: { email: string; nickname: string }) {
  return (
    <Fields>
      <div>
        <dt>{t('transfer.summary.email')}</dt>
        <dd>{email}</dd>
      </div>
      <div>
        <dt>{t('transfer.summary.nickname')}</dt>
        <dd>{nickname}</dd>
      </div>
    </Fields>
  );
}

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
