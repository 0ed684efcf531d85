import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/shop';

export interface FreeCoinHrefs {
  event: string;
  roulette: string;
  benefit: string;
}

/** Ways to coins without paying, where readers look for coins (guests too): events, the roulette, mileage and offers. */
export function FreeCoins({ hrefs }: { hrefs: FreeCoinHrefs }) {
  const links = [
    { href: hrefs.event, label: t('shop.free.event'), hint: t('shop.free.eventHint') },
    { href: hrefs.roulette, label: t('shop.free.roulette'), hint: t('shop.free.rouletteHint') },
    { href: hrefs.benefit, label: t('shop.free.benefit'), hint: t('shop.free.benefitHint') },
  ];
  return (
    <section aria-labelledby="shop-free-coins">
      <h2 id="shop-free-coins">{t('shop.free.heading')}</h2>
      <List>
        {links.map((link) => (
          <li key={link.href}>
            <Item to={link.href}>
              <strong>{link.label}</strong>
              <span>{link.hint}</span>
            </Item>
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: inherit;
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;
