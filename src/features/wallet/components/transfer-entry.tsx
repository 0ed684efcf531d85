import type { TransferCredit } from '@/domain/coins';
import { COIN_KINDS } from '@/domain/enums';
import { formatNumber, messagesFor } from '@/i18n';
import { formatDateTime } from '@/i18n/format-date';
import { money } from '@/i18n/ns/money';
import { wallet } from '@/i18n/ns/wallet';
import { Amount, Head, Meta, Row, signedAmount } from './history-row';

const { t } = messagesFor({ wallet, money });

/**
 * Coins that came from the German service's transfer, as one entry at the top of the charge history: where from,
 * when they arrived, how many and of which kinds. Listed whatever the history's window, so the reader always sees
 * where those coins came from.
 */
export function TransferEntry({ credit }: { credit: TransferCredit }) {
  const kinds = COIN_KINDS.filter((kind) => credit.balance[kind] > 0);
  return (
    <Row data-testid="history-transfer">
      <Head>
        <strong>{t('money.transfer.title')}</strong>
        <Amount>{signedAmount(credit.coins)}</Amount>
      </Head>
      <Meta>
        <time dateTime={new Date(credit.arrivedAt).toISOString()}>
          {t('money.transfer.arrived', { date: formatDateTime(credit.arrivedAt) })}
        </time>
        <span>
          {kinds.map((kind) => `${t(`wallet.history.kind.${kind}`)} ${formatNumber(credit.balance[kind])}`).join(' · ')}
        </span>
      </Meta>
    </Row>
  );
}
