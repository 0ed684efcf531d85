import { rootApi } from '@/api/root-api';
import type {
  PhoneCodeRequest,
  PhoneCodeSent,
  PhoneResetPasswordRequest,
  PhoneVerified,
  PhoneVerifyRequest,
} from '@/domain/phone';

/** The phone flow of spec §4: a code by SMS, its check, and the new password it allows. */
export const phoneApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneCode: build.mutation<PhoneCodeSent, PhoneCodeRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: '/auth/phone/code', json: body }),
    }),
    verifyPhoneCode: build.mutation<PhoneVerified, PhoneVerifyRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: '/auth/phone/verify', json: body }),
    }),
    resetPasswordByPhone: build.mutation<{ result: 'SUCCESS' }, PhoneResetPasswordRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: '/auth/phone/password', json: body }),
    }),
  }),
});

export const { useSendPhoneCodeMutation, useVerifyPhoneCodeMutation, useResetPasswordByPhoneMutation } = phoneApi;
