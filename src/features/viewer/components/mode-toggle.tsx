import styled from '@emotion/styled';
import { VIEWER_MODES, type ViewerMode } from '@/domain/enums';
import { t } from '@/i18n/ns/viewer';
import { selectViewerMode, useAppDispatch, useAppSelector, viewerModeChosen } from '@/session';
import { Icon } from '@/ui/icons';
import { COMPACT, hiddenWhenCompact } from './compact-tools';

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
          <ModeIcon mode={option} />
          {/* The button's name in every look; the phone's row shows the icon instead. */}
          <Label>{t(`viewer.mode.${option}`)}</Label>
        </Option>
      ))}
    </Group>
  );
}

/** A long page with an arrow down (scroll), an open book (page by page). */
function ModeIcon({ mode }: { mode: ViewerMode }) {
  return (
    <Glyph size={20}>
      {mode === 'SCROLL' ? (
        <path d="M7 3h10v18H7zM12 8v7M9.5 12.5 12 15l2.5-2.5" />
      ) : (
        <path d="M3 5.5c3-1 6-.7 9 1 3-1.7 6-2 9-1V19c-3-1-6-.7-9 1-3-1.7-6-2-9-1zM12 6.5V20" />
      )}
    </Glyph>
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.control}px;
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
  ${COMPACT} & {
    padding: 0 ${({ theme }) => theme.space.sm}px;
  }
`;

// Only the compact row shows the icon: the desktop row has room for the words, which say more.
const Glyph = styled(Icon)`
  display: none;
  ${COMPACT} & {
    display: block;
  }
`;

const Label = styled.span`
  ${hiddenWhenCompact}
`;
