import styled from '@emotion/styled';
import { useEffect } from 'react';
import { t } from '@/i18n/ns/pwa';
import { IconButton } from '@/ui';
import { CloseIcon } from '@/ui/icons';
import { setUpdated } from './update-state';

/** How long the "updated" note stays when the reader does not close it: long enough to read, then out of the way. */
export const UPDATED_NOTE_MS = 8000;

export interface PwaNotesProps {
  offline: boolean;
  updated: boolean;
}

/**
 * The offline banner (as long as the browser reports no connection) and the quiet note that a new build took over.
 * Both are status messages: announced politely, never taking focus from the page.
 */
export default function PwaNotes({ offline, updated }: PwaNotesProps) {
  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => setUpdated(false), UPDATED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [updated]);
  return (
    <>
      {offline && (
        <Banner role="status" data-testid="offline-banner">
          {t('pwa.offline.banner')}
        </Banner>
      )}
      {updated && (
        <Note role="status">
          <span>{t('pwa.updated.note')}</span>
          <IconButton type="button" aria-label={t('pwa.updated.dismiss')} onClick={() => setUpdated(false)}>
            <CloseIcon />
          </IconButton>
        </Note>
      )}
    </>
  );
}

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.onToast};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Note = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0 0 0 ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
