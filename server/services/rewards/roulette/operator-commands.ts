import type { Executor } from '../../../db/client';
import { ApiFailure } from '../../../lib/http';
import { prizesToShip, shipPrize } from './spins';

export const PRIZE_USAGE = `  npm run operator -- prizes                        the physical roulette prizes not shipped yet, oldest first
  npm run operator -- ship <spinId>                 mark one shipped (the reader sees it on /roulette/spins)`;

/** What a command printed and its exit code (0 done, 1 refused, 2 wrong usage). */
export interface CommandOutcome {
  code: number;
  lines: string[];
}

/** `prizes`: each physical prize with its winner and where it goes, or that it still waits for the address. */
export async function listPrizesCommand(executor: Executor): Promise<CommandOutcome> {
  const rows = await prizesToShip(executor);
  if (rows.length === 0) return { code: 0, lines: ['No physical prize is waiting to be shipped.'] };
  return {
    code: 0,
    lines: rows.map((row) => {
      const head = `#${row.spinId} ${row.createdAt.toISOString()} user ${row.userId} ${row.prizeName}`;
      if (!row.address) return `${head}\n  waiting for the reader's address`;
      const { name, zipCode, city, address1, address2, phone } = row.address;
      return `${head}\n  ${name}, ${zipCode} ${city} ${address1}${address2 ? ` ${address2}` : ''}, ${phone}`;
    }),
  };
}

/** `ship <spinId>`: marks a prize with an address shipped, once. */
export async function shipPrizeCommand(executor: Executor, args: string[], now: Date): Promise<CommandOutcome> {
  const [idText] = args;
  const id = args.length === 1 && /^[1-9]\d{0,9}$/.test(idText ?? '') ? Number(idText) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return { code: 2, lines: [PRIZE_USAGE] };
  try {
    await shipPrize(executor, id, now);
    return { code: 0, lines: [`Prize of spin #${id} marked shipped.`] };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const why = {
      NOT_EXIST: `No physical prize for spin #${id}.`,
      ALREADY_SHIPPED_PRIZE: `Spin #${id} was already shipped.`,
      INVALID_ADDRESS: `Spin #${id} has no address yet: the reader must give one first.`,
    } as Partial<Record<string, string>>;
    return { code: 1, lines: [why[error.code] ?? `Refused: ${error.code}.`] };
  }
}
