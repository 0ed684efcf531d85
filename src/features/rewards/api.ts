import type { KeyedWrite } from '@/api';
import { rootApi } from '@/api/root-api';
import type { ContentDetail } from '@/domain/catalog';
import {
  IDEMPOTENCY_HEADER,
  type Coupon,
  type CouponRegisterResult,
  type Gift,
  type GiftReceiveResult,
  type MailAuthResult,
  type SendGiftRequest,
  type SendGiftResult,
} from '@/domain/coins';
/** Everything a change of coins or episodes shows on: the wallet, histories, the library and the titles. */
const MONEY_TAGS = ['Wallet', 'Coin', 'History', 'Library', 'Title', 'Episode'] as const;

/** The gift box, coupons and the sign-up event (docs/api.md, "Coin economy"). Lists are cached per reader. */
export const rewardsApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    gifts: build.query<Gift[], string>({
      query: () => ({ group: 'backend', path: 'gift' }),
      providesTags: ['Gift'],
    }),
    receiveGift: build.mutation<GiftReceiveResult, KeyedWrite<{ id: number }>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: `gift/${body.id}/receive`,
        method: 'post',
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result) => (result ? ['Gift', ...MONEY_TAGS] : []),
    }),
    // The title a gift is sent from (its name and prices), read as the sender sees it.
    giftTitle: build.query<ContentDetail, number>({
      query: (contentId) => ({ group: 'backend', path: `contents/${contentId}` }),
      providesTags: (_result, _error, contentId) => [{ type: 'Title', id: contentId }],
    }),
    sendGift: build.mutation<SendGiftResult, KeyedWrite<SendGiftRequest>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'gift/send',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result) => (result ? MONEY_TAGS : []),
    }),
    coupons: build.query<Coupon[], string>({
      query: () => ({ group: 'backend', path: 'coupon' }),
      providesTags: ['Coupon'],
    }),
    registerCoupon: build.mutation<CouponRegisterResult, KeyedWrite<{ code: string }>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'coupon/register',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result) => (result ? ['Coupon', ...MONEY_TAGS] : []),
    }),
    sendSignUpMail: build.mutation<{ sent: boolean }, { userId: number }>({
      query: (body) => ({ group: 'front', path: 'user/mail/auth', method: 'post', json: body }),
    }),
    confirmSignUpMail: build.mutation<MailAuthResult, KeyedWrite<{ userId: number; token: string }>>({
      query: ({ key, body }) => ({
        group: 'front',
        path: 'user/mail/auth/confirm',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result) => (result ? MONEY_TAGS : []),
    }),
  }),
});

export const {
  useGiftsQuery,
  useReceiveGiftMutation,
  useSendGiftMutation,
  useGiftTitleQuery,
  useCouponsQuery,
  useRegisterCouponMutation,
  useSendSignUpMailMutation,
  useConfirmSignUpMailMutation,
} = rewardsApi;
