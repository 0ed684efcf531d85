import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChargeRequest, ChargeResult, PaymentMethod } from '@/domain/coins';
import { formatMoney } from '@/i18n';
import { t } from '@/i18n/ns/shop';
import { clientKind } from '@/lib/client-kind';
import { useIdempotentWrite, type WriteResult } from '@/lib/idempotent-write';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { rootApi } from '@/api/root-api';
import { useAppDispatch } from '@/session';
import { Button, EmptyState, Spinner, useToast } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { RetryAlert } from '@/ui/retry-alert';
import { useChargeMutation, useCoinProductsQuery, usePaymentProviderQuery } from '../api';
import { packageState, preselectedPackage, shopOrder } from '../package-state';
import { forgetShopDraft, keepShopDraft, readShopDraft } from '../shop-draft';
import { Cautions, Group, MethodChoice } from './charge-options';
import { PackageOption } from './package-option';

export interface ChargeFormProps {
  /** Where the checkout sends the reader after paying: a path of this site (the caller checked it). */
  returnPath: string;
  /** The charge was made: go to the payment provider's checkout. */
  onCheckout(checkoutUrl: string, method: PaymentMethod): void;
  termsHref: string;
  privacyHref: string;
}

type Problem = 'package' | 'cautions' | null;

/**
 * The packages, the payment method and the required cautions, and the charge that opens the checkout. One package is
 * chosen from the start (preselectedPackage) and the cautions take one tick; a refusal or a failed payment keeps both,
 * and only a paid purchase asks for the tick again.
 */
export function ChargeForm({ returnPath, onCheckout, termsHref, privacyHref }: ChargeFormProps) {
  const reader = useReaderKey();
  const signedIn = reader !== GUEST;
  const login = useLoginFromHere();
  const handleError = useApiErrorHandler();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const { currentData: products, error, isFetching, refetch } = useCoinProductsQuery(reader);
  const offer = usePaymentProviderQuery();
  // What the reader set out to buy before a checkout that did not end in a payment.
  const [draft] = useState(() => readShopDraft(reader));
  // The reader's own choice; until they make one, the preselected package is chosen.
  const [pickedId, setPickedId] = useState<number | null>(draft?.productId ?? null);
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const [consented, setConsented] = useState(draft !== null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const packagesRef = useRef<HTMLFieldSetElement>(null);
  const [charge, { isLoading }] = useChargeMutation();
  const send = useCallback((body: ChargeRequest, key: string) => charge({ key, body }), [charge]);
  const write = useIdempotentWrite(send);

  const failure = error ?? offer.error;
  useEffect(() => {
    if (failure) handleError(failure);
  }, [failure, handleError]);

  if (offer.data?.provider === null) {
    return <EmptyState title={t('shop.unavailable.title')} description={t('shop.unavailable.body')} />;
  }
  if (!products || !offer.data) {
    const retry = () => void Promise.all([refetch(), offer.refetch()]);
    return failure && !isFetching && !offer.isFetching ? (
      <EmptyState title={t('shop.failed')} action={<Button onClick={retry}>{t('shop.retry')}</Button>} />
    ) : (
      <Centered>
        <Spinner label={t('shop.loading')} />
      </Centered>
    );
  }
  if (products.length === 0) return <EmptyState title={t('pages.shop.empty')} />;

  const ordered = shopOrder(products);
  // A package the reader chose that sold out or reached their limit since is no longer chosen, nor replaced unasked.
  const chosen =
    pickedId === null
      ? preselectedPackage(ordered)
      : (ordered.find((p) => p.id === pickedId && packageState(p) === 'available') ?? null);

  async function settle(pending: Promise<WriteResult<ChargeResult>> | undefined, paidWith: PaymentMethod) {
    const result = await pending;
    if (!result) return;
    if (!result.data) return handleError(result.error);
    if (clientKind().appKind === 'WEB') return onCheckout(result.data.checkoutUrl, paidWith);
    // In the apps the store takes the payment through the native bridge; its failures are the §8 app messages.
    const { payInApp } = await import('../app-purchase');
    const paid = await payInApp(result.data.payment.id);
    toast.show(paid.message, { tone: paid.ok ? 'success' : 'error' });
    if (paid.ok) purchased();
  }

  // Paid: the next purchase is a new decision, with its own tick and the package the shop now suggests.
  function purchased() {
    forgetShopDraft();
    setConsented(false);
    setPickedId(null);
    dispatch(rootApi.util.invalidateTags(['Wallet', 'Coin', 'History']));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) return login();
    if (!chosen) {
      setProblem('package');
      packagesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    if (!consented) {
      setProblem('cautions');
      consentRef.current?.focus();
      return;
    }
    setProblem(null);
    // The choice is pinned: a refusal must never leave a different package chosen for the next press.
    setPickedId(chosen.id);
    keepShopDraft(reader, chosen.id);
    void settle(write.run({ productId: chosen.id, method, cautionsAccepted: true, returnPath }), method);
  }

  function consent(on: boolean) {
    setConsented(on);
    if (on && problem === 'cautions') setProblem(null);
  }

  function choose(id: number) {
    setPickedId(id);
    if (problem === 'package') setProblem(null);
  }

  const unsettled = write.unsettled;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('shop.title')}>
      <Group ref={packagesRef} aria-describedby={problem === 'package' ? 'shop-package-missing' : undefined}>
        <legend>{t('shop.packages.legend')}</legend>
        <Packages>
          {ordered.map((product) => (
            <PackageOption
              key={product.id}
              product={product}
              checked={chosen?.id === product.id}
              invalid={problem === 'package'}
              onChoose={choose}
            />
          ))}
        </Packages>
        {problem === 'package' && <InlineAlert id="shop-package-missing">{t('shop.choosePackage')}</InlineAlert>}
      </Group>
      <MethodChoice method={method} onChange={setMethod} />
      <Cautions
        ref={consentRef}
        consented={consented}
        onConsent={consent}
        missing={problem === 'cautions'}
        termsHref={termsHref}
        privacyHref={privacyHref}
      />
      {unsettled && (
        <RetryAlert message={t('shop.uncertain')} onRetry={() => void settle(write.retry(), unsettled.method)} />
      )}
      <Button type="submit" block loading={isLoading} data-testid="shop-buy">
        {!signedIn
          ? t('shop.loginToBuy')
          : chosen
            ? t('shop.buy', { price: formatMoney(chosen.price) })
            : t('shop.buyNothing')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

const Packages = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
