import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeCallbackPath } from '@/domain/rules/callback-url';
import { ShopPage } from '@/features/shop';
import { sessionRuntime } from '@/lib/session-runtime';
import { paths } from '../paths';

/**
 * `/shop`: coin packages, balance, method and cautions. `?return=` is where the checkout brings the reader back to
 * (the purchase sheet sends `/shop?return=/viewer/12` when coins are short), kept only when it is a path of this
 * site; otherwise the shop itself.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = safeCallbackPath(params.get('return'), window.location.origin, paths.shop.href());

  function onCheckout(checkoutUrl: string) {
    // The test provider's checkout is a page of this app; a real provider's would be its own site.
    const path = safeCallbackPath(checkoutUrl, window.location.origin, '');
    if (path) void navigate(path);
    else if (/^https:\/\//i.test(checkoutUrl)) sessionRuntime.assign(checkoutUrl);
  }

  return (
    <ShopPage
      returnPath={returnPath}
      onCheckout={onCheckout}
      termsHref={paths.policy.href()}
      privacyHref={paths.privacy.href()}
      freeCoinHrefs={{ event: paths.event.href(), roulette: paths.roulette.href(), benefit: paths.benefit.href() }}
    />
  );
}
