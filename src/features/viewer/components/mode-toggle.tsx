import styled from '@emotion/styled';
import { VIEWER_MODES } from '@/domain/enums';
import { t } from '@/i18n/ns/viewer';
import { selectViewerMode, useAppDispatch, useAppSelector, viewerModeChosen } from '@/session';

/** SCROLL / PAPER switch; the choice is a device preference, kept across visits by redux-persist. */
export function ModeToggle() {
  const mode = useAppSelector(selectViewerMode);
  const dispatch = useAppDispatch();
  return (
    <Group role="group" aria-label={t('viewer.mode.label')}>
      {VIEWER_MODES.map((option) => (
        <Option
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => {
            if (mode !== option) dispatch(viewerModeChosen(option));
          }}
        >
          {t(`viewer.mode.${option}`)}
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  overflow: hidden;
`;

const Option = styled.button`
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
