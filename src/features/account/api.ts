import { rootApi } from '@/api/root-api';
import type { ChangePasswordRequest } from '@/domain/schemas';

/** Account endpoints of issue 2: changing the password of an e-mail account (spec §7). */
export const accountApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ result: 'SUCCESS' }, ChangePasswordRequest>({
      query: (body) => ({ group: 'backend', method: 'post', path: '/auth/local/change/password', json: body }),
    }),
  }),
});

export const { useChangePasswordMutation } = accountApi;

/**
 * Titles, episodes and library lists are answered per reader's adult and BL switches (spec §4): after a switch,
 * cached ones are fetched again rather than shown with the old settings.
 */
export const readerContentChanged = () => accountApi.util.invalidateTags(['Title', 'Episode', 'Library']);
