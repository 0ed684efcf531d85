import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useGoBack } from './use-go-back';
import { t } from '@/i18n';
import { IconButton } from './icon-button';
import { BackIcon } from './icons';

export interface PageHeaderProps {
  title: string;
  /** A path to go back to, or 'history' for the browser's previous page. */
  backTo?: string | 'history';
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: ${({ theme }) => theme.layout.headerBar}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const BackLink = IconButton.withComponent(Link);

function HistoryBack() {
  const goBack = useGoBack();
  return (
    <IconButton type="button" aria-label={t('ui.back')} onClick={goBack}>
      <BackIcon />
    </IconButton>
  );
}

/** The 48 px header bar of a sub-page: an optional back control and the page title (the page's h1). */
export function PageHeader({ title, backTo }: PageHeaderProps) {
  return (
    <Bar>
      {backTo === 'history' && <HistoryBack />}
      {backTo !== undefined && backTo !== 'history' && (
        <BackLink to={backTo} aria-label={t('ui.back')}>
          <BackIcon />
        </BackLink>
      )}
      <Title>{title}</Title>
    </Bar>
  );
}
