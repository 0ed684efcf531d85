import styled from '@emotion/styled';
import { useAlarmCount, useCouponCount, useGiftCount } from '@/api/badge-counts';
import { t } from '@/i18n';
import { t as tAlarm } from '@/i18n/ns/alarm';
import { useReaderKey } from '@/session/reader-key';
import { VisuallyHidden } from '@/ui';

/**
 * The navigation links that carry a badge: gifts waiting on the gift box; coupons to register and unread notifications
 * on My page.
 */
export type BadgedItem = 'gift' | 'my';

/**
 * The badge of one navigation link for a signed-in reader. It reads its count through RTK Query, so the navigation
 * loads it on demand (navigation.tsx): RTK Query is not part of the first load, and a guest never needs it.
 */
export function NavBadge({ item }: { item: BadgedItem }) {
  const reader = useReaderKey();
  if (item === 'gift') return <GiftBadge reader={reader} />;
  return (
    <>
      <CouponBadge reader={reader} />
      <AlarmBadge reader={reader} />
    </>
  );
}

function GiftBadge({ reader }: { reader: string }) {
  const count = useGiftCount(reader);
  return count > 0 ? <Dot item="gift" text={t('nav.giftBadge', { count })} /> : null;
}

// Coupons are reached from My page, so that is where they are marked.
function CouponBadge({ reader }: { reader: string }) {
  const count = useCouponCount(reader);
  return count > 0 ? <Dot item="my" text={t('nav.couponBadge', { count })} /> : null;
}

// Notifications are listed from My page too; the alarm namespace loads with this lazy module, not the first load.
function AlarmBadge({ reader }: { reader: string }) {
  const count = useAlarmCount(reader);
  return count > 0 ? <Dot item="alarm" text={tAlarm('alarm.badge', { count })} /> : null;
}

/** A dot beside the label; its text is for screen readers. */
function Dot({ item, text }: { item: BadgedItem | 'alarm'; text: string }) {
  return (
    <Badge data-testid={`nav-${item}-badge`}>
      <VisuallyHidden>{text}</VisuallyHidden>
    </Badge>
  );
}

// On the link's top corner, not beside the label: the label keeps the whole width of a bottom-bar slot at 360 px.
const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.xxs}px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  & + & {
    right: ${({ theme }) => theme.space.xxs + theme.space.md}px;
  }
`;
