import { useParams } from 'react-router-dom';
import { EventDetailScreen } from '@/features/events';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { paths } from '../paths';
import { idParam } from './id-param';

/** `/event/:id`: one event with the reader's progress and its claims (issue 13). */
export function Component() {
  return (
    <EventDetailScreen
      id={idParam(useParams())}
      listHref={paths.event.href()}
      couponHref={paths.coupon.href()}
      titleHref={paths.detail.href}
      signUpHref={paths.event.href()}
      onLogin={useLoginFromHere()}
    />
  );
}
