import type { NotificationWire } from '@/domain/alarm';
import { AlarmScreen } from '@/features/alarm';
import { paths } from '../paths';

/** Where each notification leads: a gift to the gift box, an answer to the inquiries, the rest to the title. */
function hrefOf(item: NotificationWire): string {
  if (item.kind === 'INQUIRY_ANSWERED') return paths.qna.href();
  if (item.kind === 'GIFT' || !item.content) return paths.gift.href();
  return paths.detail.href(item.content.id);
}

/** `/alarm` (signed-in readers): the notifications list (spec §7 group `alarm`). */
export function Component() {
  return <AlarmScreen backTo={paths.my.href()} settingsHref={paths.settingPush.href()} hrefOf={hrefOf} />;
}
