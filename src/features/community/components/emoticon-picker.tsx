import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { COMMENT_EMOTICONS, type CommentEmoticon } from '@/domain/comment';
import { t } from '@/i18n/ns/community';
import { IconButton } from '@/ui';
import { EMOTICON_GLYPHS } from '../emoticons';

export interface EmoticonPickerProps {
  value: CommentEmoticon | null;
  onChange(value: CommentEmoticon | null): void;
}

/** The fixed set of emoticons behind one button; the chosen one shows with a way to take it off. */
export function EmoticonPicker({ value, onChange }: EmoticonPickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Row>
        <IconButton
          ref={toggle}
          type="button"
          aria-label={t('community.emoticon.open')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <Glyph aria-hidden="true">{value ? EMOTICON_GLYPHS[value] : '☺'}</Glyph>
        </IconButton>
        {value ? (
          <Chip type="button" onClick={() => onChange(null)} aria-label={t('community.emoticon.remove')}>
            <span aria-hidden="true">{EMOTICON_GLYPHS[value]}</span> {t(`community.emoticon.names.${value}`)} ×
          </Chip>
        ) : null}
      </Row>
      {open ? (
        <Panel id={panelId} role="group" aria-label={t('community.emoticon.picker')}>
          {COMMENT_EMOTICONS.map((name) => (
            <IconButton
              key={name}
              type="button"
              aria-label={t(`community.emoticon.names.${name}`)}
              aria-pressed={value === name}
              data-emoticon={name}
              onClick={() => {
                onChange(value === name ? null : name);
                // The chosen button leaves with the panel: focus goes back to the button that opened it.
                toggle.current?.focus();
                setOpen(false);
              }}
            >
              <Glyph aria-hidden="true">{EMOTICON_GLYPHS[name]}</Glyph>
            </IconButton>
          ))}
        </Panel>
      ) : null}
    </>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const Glyph = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  line-height: 1;
`;

const Chip = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
`;

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  & > [aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;
