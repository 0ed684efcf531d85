import type { KeyedWrite } from '@/api';
import { rootApi } from '@/api/root-api';
import { IDEMPOTENCY_HEADER } from '@/domain/coins';
import type {
  PrizeAddress,
  RouletteSpin,
  RouletteSpinPage,
  RouletteSpinResult,
  RouletteState,
} from '@/domain/roulette';

/** What a spin changes besides the wheel: the wallet and its histories (coins won), and the ticket count. */
const SPIN_TAGS = ['Roulette', 'Wallet', 'Coin', 'History'] as const;

/** The roulette group (docs/api.md, "Roulette"): cached per reader, since tickets and spins are theirs. */
export const rouletteApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    rouletteState: build.query<RouletteState, string>({
      query: () => ({ group: 'backend', path: 'roulette' }),
      providesTags: ['Roulette'],
    }),
    spinRoulette: build.mutation<RouletteSpinResult, KeyedWrite<Record<string, never>>>({
      query: ({ key, body }) => ({
        group: 'backend',
        path: 'roulette/spin',
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: (result) => (result ? SPIN_TAGS : []),
    }),
    rouletteSpins: build.query<RouletteSpinPage, { reader: string; cursor: number | null }>({
      query: ({ cursor }) => ({
        group: 'backend',
        path: 'roulette/spins',
        ...(cursor === null ? {} : { searchParams: { cursor } }),
      }),
      providesTags: ['Roulette'],
    }),
    prizeSpin: build.query<RouletteSpin, { reader: string; id: number }>({
      query: ({ id }) => ({ group: 'backend', path: `roulette/spins/${id}` }),
      providesTags: ['Roulette'],
    }),
    savePrizeAddress: build.mutation<RouletteSpin, { id: number; address: PrizeAddress }>({
      query: ({ id, address }) => ({
        group: 'backend',
        path: `roulette/spins/${id}/address`,
        method: 'put',
        json: address,
      }),
      invalidatesTags: (result) => (result ? ['Roulette'] : []),
    }),
  }),
});

export const {
  useRouletteStateQuery,
  useSpinRouletteMutation,
  useRouletteSpinsQuery,
  usePrizeSpinQuery,
  useSavePrizeAddressMutation,
} = rouletteApi;
