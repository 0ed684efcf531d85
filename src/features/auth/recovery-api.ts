import { rootApi } from '@/api/root-api';
import type { ResetLinkInfo, ResetMailRequest, ResetPasswordRequest } from '@/domain/password-reset';

/** Forgotten password by e-mail (spec §7): ask for the link, check it, set the new password. */
export const recoveryApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    requestResetMail: build.mutation<{ result: 'SUCCESS' }, ResetMailRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: '/auth/local/reset/mail', json: body }),
    }),
    resetLink: build.query<ResetLinkInfo, { userId: number; uuid: string }>({
      query: ({ userId, uuid }) => ({
        group: 'backend',
        path: '/auth/local/reset/password',
        searchParams: { userId, uuid },
      }),
      // A link dies when used: never answer it from the cache.
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<{ result: 'SUCCESS' }, ResetPasswordRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: '/auth/local/reset/password', json: body }),
    }),
  }),
});

export const { useRequestResetMailMutation, useResetLinkQuery, useResetPasswordMutation } = recoveryApi;
