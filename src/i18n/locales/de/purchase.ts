import type { Messages } from '../../messages';

const purchase = {
  title: 'Episoden freischalten',
  rentTitle: 'Episoden ausleihen',
  buyTitle: 'Episoden kaufen',
  loading: 'Der Preis wird berechnet …',
  failed: 'Der Preis konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  lines: 'Episoden',
  line: 'Episode {number}: {name}',
  total: 'Gesamt',
  quantity: {
    label: 'Anzahl der Episoden',
    less: 'Eine Episode weniger',
    more: 'Eine Episode mehr',
    value: { one: '{count} Episode', other: '{count} Episoden' },
  },
  balance: {
    heading: 'Deine Coins',
    COIN: 'Coins',
    BONUS: 'Bonus-Coins',
    FREE_COIN: 'Gratis-Coins',
  },
  parts: {
    heading: 'Bezahlt mit',
    hint: 'Bonus- und Gratis-Coins werden zuerst verwendet, die am frühesten ablaufenden zuerst.',
    expires: 'gültig bis {date}',
    noExpiry: 'unbegrenzt gültig',
  },
  rental: 'Nach dem Ausleihen {hours} Stunden lang lesbar.',
  keep: 'Gehört dir: jederzeit lesbar.',
  shortfall: { one: 'Dir fehlt noch {count} Coin.', other: 'Dir fehlen noch {count} Coins.' },
  toShop: 'Coins holen',
  confirmRent: 'Für {coins} ausleihen',
  confirmBuy: 'Für {coins} kaufen',
  retryConfirm: 'Erneut versuchen',
  retryHint: 'Es kam keine Antwort. Ein erneuter Versuch bucht nicht doppelt ab.',
  rented: { one: 'Episode {numbers} ausgeliehen.', other: 'Episoden {numbers} ausgeliehen.' },
  bought: { one: 'Episode {numbers} gekauft.', other: 'Episoden {numbers} gekauft.' },
  ticketUsed: 'Mit deinem Warte-bis-gratis-Ticket freigeschaltet: {hours} Stunden lang lesbar.',
} satisfies Messages['purchase'];

export default purchase;
