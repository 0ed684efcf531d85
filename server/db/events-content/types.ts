/** One platform's event texts, in its language (server/db/seed-events.ts). */
export interface EventTexts {
  checkIn: { title: string; description: string };
  mission: { title: string; description: string };
  coupon: { title: string; description: string; couponName: string };
  signUp: { title: string; description: string };
  adultOnly: { title: string; description: string };
  minorOnly: { title: string; description: string };
  ended: { title: string; description: string };
}
