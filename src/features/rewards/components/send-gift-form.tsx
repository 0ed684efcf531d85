import styled from '@emotion/styled';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { apiErrorOf } from '@/api';
import { GIFT_TARGET_TYPES, type GiftTargetType, type SendGiftRequest } from '@/domain/coins';
import { PurchaseKind } from '@/domain/enums';
import { episodePrice } from '@/domain/rules/purchase';
import { t, tMaybe } from '@/i18n/ns/rewards';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, Spinner, TextField, useToast } from '@/ui';
import { CoinValue, useCoinPackages } from '@/ui/coin-value';
import { useGiftTitleQuery, useSendGiftMutation } from '../api';

/** Refusals about the recipient: shown under the recipient field, the form kept as typed (issue 14). */
const TARGET_CODES = new Set(['NOT_FOUND_GIFT_TARGET', 'GIFT_TO_SELF', 'UN_MATCHED_GIFT_TARGET_TYPE']);

export interface SendGiftFormProps {
  contentId: number;
  episodeIds: number[];
  kind: PurchaseKind;
  onSent(): void;
}

/**
 * Send episodes of a title as a gift (spec §2 gift box): to an e-mail address or a user number, with a message.
 * The sender pays as for a purchase; the recipient finds the gift in their gift box.
 */
export function SendGiftForm({ contentId, episodeIds, kind, onSent }: SendGiftFormProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const { data: title } = useGiftTitleQuery(contentId);
  const [sendGift, sending] = useSendGiftMutation();
  const send = useCallback((body: SendGiftRequest, key: string) => sendGift({ key, body }), [sendGift]);
  const write = useIdempotentWrite(send);
  const [targetType, setTargetType] = useState<GiftTargetType>('MAIL');
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const targetField = useRef<HTMLInputElement>(null);
  const products = useCoinPackages();

  if (!title) return <Spinner label={t('rewards.send.loadingTitle')} />;
  const episodes = title.episodes.filter((e) => episodeIds.includes(e.id));
  const price = episodes.length * episodePrice(kind, title.sale);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (target.trim() === '') return setTargetError(t('rewards.send.targetRequired'));
    setTargetError(null);
    const body: SendGiftRequest = {
      targetType,
      target: target.trim(),
      contentId,
      episodeIds,
      kind,
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    const result = await write.run(body);
    if (!result.data) {
      const { code } = apiErrorOf(result.error);
      const message = TARGET_CODES.has(code) ? tMaybe(`errors.${code}`) : null;
      if (!message) return handleError(result.error);
      // Back to the field the refusal is about: its error is read with it (aria-describedby) as focus arrives.
      setTargetError(message);
      targetField.current?.focus();
      return;
    }
    dispatch(walletChanged(result.data.wallet.balance));
    toast.show(t('rewards.send.sent'), { tone: 'success' });
    onSent();
  }

  return (
    <Form aria-labelledby="send-gift" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id="send-gift">{t('rewards.send.heading')}</h2>
      <p data-testid="send-gift-what">
        {t('rewards.send.what', {
          title: title.name,
          numbers: episodes.map((e) => e.number).join(', '),
          count: episodes.length,
        })}{' '}
        ({t(kind === PurchaseKind.BUY ? 'rewards.send.keep' : 'rewards.send.rent')})
      </p>
      <fieldset>
        <legend>{t('rewards.send.targetType')}</legend>
        {GIFT_TARGET_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="gift-target-type"
              value={type}
              checked={targetType === type}
              onChange={() => setTargetType(type)}
            />{' '}
            {t(`rewards.send.${type}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        ref={targetField}
        label={t('rewards.send.target')}
        type={targetType === 'MAIL' ? 'email' : 'text'}
        inputMode={targetType === 'MAIL' ? 'email' : 'numeric'}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        error={targetError}
        required
      />
      <TextField
        label={t('rewards.send.message')}
        value={message}
        maxLength={200}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" block loading={sending.isLoading} disabled={sending.isLoading || episodes.length === 0}>
        {t('rewards.send.submit', { price: t('common.coins', { count: price }) })}
        <CoinValue coins={price} products={products} />
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
  p {
    margin: 0;
  }
  fieldset {
    display: flex;
    gap: ${({ theme }) => theme.space.lg}px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
