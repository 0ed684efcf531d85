import { randomInt } from 'node:crypto';

/** A source of uniform integers in [0, bound): production draws with node:crypto, tests inject a seeded one. */
export type RandomInt = (bound: number) => number;

/** The cryptographic generator of production draws: a reader cannot predict or steer the next prize. */
export const cryptoRandomInt: RandomInt = (bound) => randomInt(bound);

/**
 * The index of the prize a draw lands on: one uniform integer below the wheel's total weight, then the prize whose
 * band of the weights holds it. A prize of weight w is drawn with probability w / total, exactly the published odds.
 */
export function drawPrize(prizes: readonly { weight: number }[], random: RandomInt): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || !Number.isSafeInteger(total) || total <= 0) throw new Error('An empty wheel cannot draw.');
  const roll = random(total);
  if (!Number.isInteger(roll) || roll < 0 || roll >= total) throw new Error(`A draw out of range: ${roll}.`);
  let band = roll;
  for (const [index, prize] of prizes.entries()) {
    if (band < prize.weight) return index;
    band -= prize.weight;
  }
  throw new Error('Unreachable: the roll is below the total weight.');
}
