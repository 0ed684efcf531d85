import { useSearchParams } from 'react-router-dom';
import { EventList } from '@/features/events';
import { SignUpEvent } from '@/features/rewards';
import { t } from '@/i18n';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/event`: the sign-up mail event (its mail's link `?mailAuth=&userId=` lands here), then the platform's events. */
export function Component() {
  const [params] = useSearchParams();
  const onLogin = useLoginFromHere();
  const token = params.get('mailAuth');
  const userId = Number(params.get('userId'));
  const link = token && Number.isInteger(userId) && userId > 0 ? { token, userId } : null;
  return (
    <>
      <PageHeader title={t('pages.event.title')} backTo="history" />
      <SignUpEvent link={link} onLogin={onLogin} />
      <EventList eventHref={paths.eventDetail.href} />
    </>
  );
}
