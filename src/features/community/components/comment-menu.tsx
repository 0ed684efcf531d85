import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { COMMENT_BLIND_REPORTS, type CommentWire } from '@/domain/comment';
import { t } from '@/i18n/ns/community';
import { ConfirmDialog, IconButton } from '@/ui';
import type { CommentActions } from '../hooks/use-comment-actions';

type Action = 'report' | 'block' | 'remove';

/**
 * The "…" of a comment: delete for its writer; report and block for everyone else (a guest is sent to log in).
 * Each asks first. Escape closes the list and gives focus back to its button.
 */
export function CommentMenu({ comment, actions }: { comment: CommentWire; actions: CommentActions }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Action | null>(null);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const offered: Action[] = comment.mine ? ['remove'] : ['report', 'block'];

  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);

  const pick = (action: Action) => {
    // The chosen item leaves with the list: focus its button first, so the dialog gives focus back to it.
    button.current?.focus();
    setOpen(false);
    if (!actions.signedIn) return actions.login();
    setAsking(action);
  };
  const nickname = comment.author.nickname;
  const dialogs: Record<Action, { title: string; message: string; confirm: string }> = {
    report: {
      title: t('community.confirm.reportTitle'),
      message: t('community.confirm.reportMessage', { count: COMMENT_BLIND_REPORTS }),
      confirm: t('community.confirm.report'),
    },
    block: {
      title: t('community.confirm.blockTitle', { nickname }),
      message: t('community.confirm.blockMessage', { nickname }),
      confirm: t('community.confirm.block'),
    },
    remove: {
      title: t('community.confirm.deleteTitle'),
      message: t('community.confirm.deleteMessage'),
      confirm: t('community.confirm.delete'),
    },
  };
  const labels: Record<Action, string> = {
    report: t('community.menu.report'),
    block: t('community.menu.block'),
    remove: t('community.menu.delete'),
  };
  const dialog = asking ? dialogs[asking] : null;

  return (
    <Wrap>
      <IconButton
        ref={button}
        type="button"
        aria-label={t('community.item.menu')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="comment-menu"
      >
        <span aria-hidden="true">…</span>
      </IconButton>
      {open ? (
        <List
          id={listId}
          ref={list}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            button.current?.focus();
          }}
        >
          {offered.map((action) => (
            <li key={action}>
              <button type="button" onClick={() => pick(action)} data-action={action}>
                {labels[action]}
              </button>
            </li>
          ))}
        </List>
      ) : null}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.confirm}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) actions[asking](comment);
          setAsking(null);
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  margin-left: auto;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.floating};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.layout.control}px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
