import { useCallback } from 'react';
import type { CommentWire, ReactionKind } from '@/domain/comment';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t } from '@/i18n/ns/community';
import { useIsLoggedIn } from '@/session';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { useToast } from '@/ui';
import { useBlockUserMutation, useDeleteCommentMutation, useReactMutation, useReportMutation } from '../api';

export interface CommentActions {
  signedIn: boolean;
  login(): void;
  /** Likes or dislikes; the reader's current choice again takes it back. */
  react(comment: CommentWire, kind: ReactionKind): void;
  report(comment: CommentWire): void;
  block(comment: CommentWire): void;
  remove(comment: CommentWire): void;
}

/** What a reader does to a comment, each confirmed by a toast or explained by the shared error handler. */
export function useCommentActions(): CommentActions {
  const signedIn = useIsLoggedIn();
  const login = useLoginFromHere();
  const handleError = useApiErrorHandler();
  const toast = useToast();
  const [react] = useReactMutation();
  const [report] = useReportMutation();
  const [block] = useBlockUserMutation();
  const [remove] = useDeleteCommentMutation();

  const done = useCallback(
    (result: Promise<{ error?: unknown }>, message: string | null) =>
      void result.then(({ error }) => {
        if (error) handleError(error);
        else if (message) toast.show(message);
      }),
    [handleError, toast],
  );

  return {
    signedIn,
    login,
    react: (comment, kind) =>
      done(react({ commentId: comment.id, kind: comment.myReaction === kind ? null : kind }), null),
    report: (comment) => done(report({ commentId: comment.id }), t('community.done.reported')),
    block: (comment) =>
      done(block({ userId: comment.author.id }), t('community.done.blocked', { nickname: comment.author.nickname })),
    remove: (comment) => done(remove(comment.id), t('community.done.deleted')),
  };
}
