import type { ConversionRequest, ConversionResult } from '@/domain/signals';
import type { KeyedWrite } from '@/api';
import { rootApi } from '@/api/root-api';
import {
  IDEMPOTENCY_HEADER,
  type ChargeRequest,
  type ChargeResult,
  type Payment,
  type PaymentMethod,
  type PaymentOffer,
  type PaymentOutcome,
} from '@/domain/coins';

/** A payment as the checkout reads it; `method` only when the API starts sending it (see docs/api.md). */
export type CheckoutPayment = Payment & { method?: PaymentMethod };

const STALE_PACKAGE = ['LIMITED_COIN_PRODUCT', 'LIMITED_COIN_PRODUCT_USER', 'NOT_FOUND_COIN_PRODUCT'];

/**
 * The coin shop and the test payment provider's checkout (docs/api.md, "Coin economy"). Reads are cached per
 * reader (the `reader` argument), so one reader's purchases never show to the next on the same tab. Tags: 'Coin'
 * for the packages (stock, what the reader bought), 'Wallet' for the balance, 'History' for payments.
 */
export const shopApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    // Whether this deployment takes payments at all (no provider: the shop says so instead of offering to buy).
    paymentProvider: build.query<PaymentOffer, void>({
      query: () => ({ group: 'backend', path: 'payment/provider' }),
    }),
    charge: build.mutation<ChargeResult, KeyedWrite<ChargeRequest>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'payment/charge',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      // A package that sold out, hit the reader's limit or left the shop meanwhile: show the shop as it is now.
      invalidatesTags: (_result, error) => (error && STALE_PACKAGE.includes(error.code) ? ['Coin'] : []),
    }),
    checkoutPayment: build.query<CheckoutPayment, string>({
      query: (id) => ({ group: 'backend', path: `payment/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'History', id: `payment:${id}` }],
    }),
    confirmPayment: build.mutation<PaymentOutcome, KeyedWrite<{ id: string }>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: `payment/${encodeURIComponent(body.id)}/confirm`,
        method: 'post',
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      // The coins arrived: the balance, the packages (stock, bought count) and every history change.
      invalidatesTags: (result, error) =>
        result ? ['Wallet', 'Coin', 'History'] : error && STALE_PACKAGE.includes(error.code) ? ['Coin'] : [],
    }),
    // Spec §7: the purchase with the Meta click id kept on this device; the API checks it and needs the consent.
    reportConversion: build.mutation<{ result: ConversionResult }, ConversionRequest>({
      query: (json) => ({ group: 'backend', path: 'third-party/facebook/conversion', method: 'post', json }),
    }),
    cancelPayment: build.mutation<Payment, string>({
      query: (id) => ({ group: 'backend', path: `payment/${encodeURIComponent(id)}/cancel`, method: 'post' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shopApi.util.upsertQueryData('checkoutPayment', id, data));
      },
    }),
  }),
});

export const {
  usePaymentProviderQuery,
  useChargeMutation,
  useCheckoutPaymentQuery,
  useConfirmPaymentMutation,
  useCancelPaymentMutation,
  useReportConversionMutation,
} = shopApi;
// The package list is a shared read (the detail page and the viewer value coin prices with it).
export { useCoinProductsQuery } from '@/api/shared-reads';
