import styled from '@emotion/styled';
import { useState } from 'react';
import { t } from '@/i18n/ns/transfer';
import { Button } from '@/ui';

export interface TransferLogoutProps {
  onLogout(): Promise<void>;
}

/** The German variant has no My page: its signed-in steps offer the logout themselves (issue 14). */
export function TransferLogout({ onLogout }: TransferLogoutProps) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    try {
      await onLogout();
    } finally {
      setLeaving(false);
    }
  }
  return (
    <Row>
      <Button variant="secondary" loading={leaving} disabled={leaving} onClick={() => void leave()}>
        {t('transfer.logout')}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xl}px;
`;
