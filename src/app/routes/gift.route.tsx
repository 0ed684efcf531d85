import { useNavigate, useSearchParams } from 'react-router-dom';
import { PurchaseKind } from '@/domain/enums';
import { GiftBox, SendGiftForm } from '@/features/rewards';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `?send=<contentId>&episodes=<id,id>&kind=0|1`: the title's page hands over what the reader wants to give. */
function giftToSend(params: URLSearchParams) {
  const contentId = Number(params.get('send'));
  const episodeIds = (params.get('episodes') ?? '').split(',').map(Number);
  const kind = params.get('kind') === '0' ? PurchaseKind.RENTAL : PurchaseKind.BUY;
  const valid =
    Number.isInteger(contentId) && contentId > 0 && episodeIds.every((id) => Number.isInteger(id) && id > 0);
  return valid && episodeIds.length > 0 ? { contentId, episodeIds, kind } : null;
}

/** `/gift` (session guard): the gift box, and sending a gift when the title's page asked for it. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const send = giftToSend(params);
  return (
    <>
      <PageHeader title={t('pages.gift.title')} backTo="history" />
      {send && (
        <SendGiftForm
          key={params.toString()}
          {...send}
          onSent={() => void navigate(paths.detail.href(send.contentId), { replace: true })}
        />
      )}
      <GiftBox viewerHref={paths.viewer.href} emptyText={t('pages.gift.empty')} />
    </>
  );
}
