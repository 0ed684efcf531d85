import { useParams } from 'react-router-dom';
import { CheckoutPage } from '@/features/shop';
import { paths } from '../paths';

/** `/shop/checkout/{paymentId}`: the test payment provider's checkout (issue 4); the session guard lets readers in. */
export function Component() {
  const { id = '' } = useParams();
  return <CheckoutPage key={id} paymentId={id} shopHref={paths.shop.href()} historyHref={paths.historyCharge.href()} />;
}
