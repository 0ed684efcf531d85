import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { apiErrorOf } from '@/api';
import { COMMENT_MAX_LENGTH, type CommentEmoticon } from '@/domain/comment';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t, tMaybe } from '@/i18n/ns/community';
import { useIsLoggedIn } from '@/session';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Button, VisuallyHidden } from '@/ui';
import type { NewComment } from '../api';
import { COMPOSER_CODES, composedLength, draftState, LIVE_STATES } from '../compose';
import { EmoticonPicker } from './emoticon-picker';

export interface ComposerProps {
  label: string;
  placeholder: string;
  /** Sends the draft; a refusal comes back as `error` (an RTK Query mutation's result). */
  onSend(draft: NewComment): Promise<{ error?: unknown }>;
}

/**
 * Writing a comment or a reply: the text with a live n/500 counter, an emoticon from the fixed set, and Post,
 * disabled while there is nothing to send. A refusal about the text (empty, too long, marks stacked on a character, a
 * prohibited word, posting too fast) is said in place in the reader's language and keeps the draft; others go to the
 * shared error handler (login, the adult confirmation). A guest sees a login prompt that comes back here.
 */
export function Composer({ label, placeholder, onSend }: ComposerProps) {
  const signedIn = useIsLoggedIn();
  const login = useLoginFromHere();
  const handleError = useApiErrorHandler();
  const [text, setText] = useState('');
  const [emoticon, setEmoticon] = useState<CommentEmoticon | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const counterId = useId();
  const messageId = useId();

  if (!signedIn) {
    return (
      <Guest>
        <p>{t('community.composer.guest')}</p>
        <Button type="button" onClick={login}>
          {t('community.composer.login')}
        </Button>
      </Guest>
    );
  }

  const state = draftState(text, emoticon !== null);
  const live = LIVE_STATES.has(state) ? state : refusal;
  const message = live ? (tMaybe(`errors.${live}`) ?? null) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'EMPTY_CONTENT') return setRefusal('EMPTY_CONTENT');
    if (state !== 'READY' || sending) return;
    setSending(true);
    const { error } = await onSend({ body: text.trim(), emoticon });
    setSending(false);
    if (!error) {
      setText('');
      setEmoticon(null);
      setRefusal(null);
      return;
    }
    const { code } = apiErrorOf(error);
    if (COMPOSER_CODES.has(code)) setRefusal(code);
    else handleError(error);
  };

  const length = composedLength(text);
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={label}>
      <TextArea
        aria-label={label}
        value={text}
        placeholder={placeholder}
        rows={3}
        aria-invalid={message !== null}
        aria-describedby={`${counterId} ${messageId}`}
        onChange={(e) => {
          setText(e.target.value);
          setRefusal(null);
        }}
      />
      <Message id={messageId} role="alert" data-testid="composer-message">
        {message}
      </Message>
      <Tools>
        <EmoticonPicker value={emoticon} onChange={setEmoticon} />
        <Counter id={counterId} data-over={length > COMMENT_MAX_LENGTH} data-testid="composer-counter">
          <span aria-hidden="true">
            {length}/{COMMENT_MAX_LENGTH}
          </span>
          <VisuallyHidden>
            {t('community.composer.counterLabel', { count: length, max: COMMENT_MAX_LENGTH })}
          </VisuallyHidden>
        </Counter>
        <Button type="submit" disabled={state === 'EMPTY' || LIVE_STATES.has(state) || sending}>
          {t('community.composer.send')}
        </Button>
      </Tools>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const TextArea = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 80px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  &:empty {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Counter = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-variant-numeric: tabular-nums;
  &[data-over='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Guest = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;
