import styled from '@emotion/styled';
import { t } from '@/i18n/ns/viewer';
import { autoContinueChosen, selectAutoContinue, useAppDispatch, useAppSelector } from '@/session';
import { COMPACT } from './compact-tools';

/** The auto-continue switch of the viewer bar; the choice is a device preference, kept like the reading mode. */
export function AutoContinueToggle() {
  const enabled = useAppSelector(selectAutoContinue);
  const dispatch = useAppDispatch();
  return (
    <Switch type="button" role="switch" aria-checked={enabled} onClick={() => dispatch(autoContinueChosen(!enabled))}>
      <Track aria-hidden="true" data-on={enabled}>
        <Thumb />
      </Track>
      <Label>{t('viewer.autoContinue.label')}</Label>
    </Switch>
  );
}

const Switch = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  /* In the phone's row it may give way: its words then take a second line rather than the row a second row. */
  ${COMPACT} & {
    flex: 0 1 auto;
    min-width: 0;
    gap: ${({ theme }) => theme.space.xs}px;
    padding: 0 ${({ theme }) => theme.space.xs}px;
  }
`;

// In the phone's row the words stay (a bare switch says nothing), smaller: one line at 360 px in every language.
const Label = styled.span`
  ${COMPACT} & {
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-align: start;
  }
`;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  transition: background ${({ theme }) => theme.durations.fast}ms ease;
  &[data-on='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: transform ${({ theme }) => theme.durations.fast}ms ease;
  [data-on='true'] > & {
    transform: translateX(16px);
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
