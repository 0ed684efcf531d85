import defaultPlatform from '@platform';
import { COIN_KINDS, type CoinBalance, type CoinKind, type User } from '@/domain';
import { formatNumber, type MessageKey } from '@/i18n';
import { t } from '@/i18n/ns/account';
import { Button, PageHeader } from '@/ui';
import styled from '@emotion/styled';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ContentSwitches, type SwitchActions, type SwitchPlatform } from './content-switches';

const COIN_LABELS: Record<CoinKind, MessageKey<'account'>> = {
  COIN: 'account.coin.COIN',
  BONUS: 'account.coin.BONUS',
  FREE_COIN: 'account.coin.FREE_COIN',
  MILEAGE: 'account.coin.MILEAGE',
};

export interface MyPageLink {
  label: string;
  href: string;
}

/** A group of My page's links under its heading (my account, coins, community, help, terms). */
export interface MyPageLinkGroup {
  id: string;
  title: string;
  links: readonly MyPageLink[];
}

export interface MyPageProps {
  user: Pick<User, 'nickname' | 'email'>;
  coin: CoinBalance;
  links: readonly MyPageLinkGroup[];
  onLogout(): Promise<void>;
  /** Whose rules decide the adult and BL switches; the bundle's platform unless a test passes another. */
  platform?: SwitchPlatform;
  /** The calls behind the switches; the session's unless a test records them. */
  switchActions?: SwitchActions;
  /** What other features add under the profile (the route composes them: nickname and mail agreement). */
  children?: ReactNode;
}

/**
 * My page: who is signed in, the balance of each coin kind, the adult and BL switches where they apply, every page
 * of the reader's own in groups (spec §2: reachable from here), and logging out.
 */
export function MyPage({
  user,
  coin,
  links,
  onLogout,
  platform = defaultPlatform,
  switchActions,
  children,
}: MyPageProps) {
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await onLogout();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <>
      <PageHeader title={t('account.my.title')} />
      <Body>
        <section aria-labelledby="my-profile">
          <h2 id="my-profile">{t('account.my.profile')}</h2>
          <Facts>
            <dt>{t('account.my.nickname')}</dt>
            <dd data-testid="my-nickname">{user.nickname}</dd>
            <dt>{t('account.my.email')}</dt>
            <dd data-testid="my-email">{user.email}</dd>
          </Facts>
        </section>
        {children}
        <section aria-labelledby="my-coins">
          <h2 id="my-coins">{t('account.my.balances')}</h2>
          <Facts>
            {COIN_KINDS.map((kind) => (
              <Balance key={kind} kind={kind} amount={coin[kind]} />
            ))}
          </Facts>
        </section>
        <ContentSwitches platform={platform} actions={switchActions} />
        <Groups aria-label={t('account.my.menu')}>
          {links.map((group) => (
            <section key={group.id} aria-labelledby={`my-group-${group.id}`}>
              <h2 id={`my-group-${group.id}`}>{group.title}</h2>
              <Menu>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </Menu>
            </section>
          ))}
        </Groups>
        <Button
          type="button"
          variant="secondary"
          block
          loading={leaving}
          onClick={() => void logout()}
          data-testid="logout-button"
        >
          {t('account.my.logout')}
        </Button>
      </Body>
    </>
  );
}

function Balance({ kind, amount }: { kind: CoinKind; amount: number }) {
  return (
    <>
      <dt>{t(COIN_LABELS[kind])}</dt>
      <dd data-testid={`coin-balance-${kind}`}>{formatNumber(amount)}</dd>
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Groups = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

const Menu = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
