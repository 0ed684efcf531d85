import { t } from '@/i18n';
import styled from '@emotion/styled';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: keyboard readers jump past the header and navigation. */
export function SkipLink() {
  return <Skip href={`#${MAIN_CONTENT_ID}`}>{t('nav.skipToContent')}</Skip>;
}

const Skip = styled.a`
  position: absolute;
  top: -100px;
  left: ${({ theme }) => theme.space.sm}px;
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    top: ${({ theme }) => theme.space.sm}px;
  }
`;
