import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n/ns/community';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import type { NewComment } from '../api';
import { Composer } from './composer';

async function renderComposer(onSend: (draft: NewComment) => Promise<{ error?: unknown }>) {
  const rendered = renderWithProviders(<Composer label="Comment" placeholder="Write" onSend={onSend} />, {
    preloadedState: {
      session: { status: 'authenticated', user: buildUser({ id: 7 }), tokens: buildTokens() },
      coin: { balance: buildCoin() },
    },
  });
  return {
    ...rendered,
    box: await screen.findByRole('textbox', { name: 'Comment' }),
    send: screen.getByRole('button', { name: t('community.composer.send') }),
  };
}

describe('Composer: the comment rules said in place', () => {
  it('says live that a character carries too many marks, and keeps Post disabled', async () => {
    const onSend = vi.fn(async () => ({}));
    const { user, box, send } = await renderComposer(onSend);
    await user.click(box);
    await user.paste(`Z${'\u0336'.repeat(3000)}`);
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('1/500');
    expect(screen.getByTestId('composer-message')).toHaveTextContent(t('errors.TOO_MANY_MARKS'));
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.paste('ที่นี่สนุกมาก');
    expect(screen.getByTestId('composer-message')).toBeEmptyDOMElement();
    expect(send).toBeEnabled();
  });

  it('takes only invisible characters for empty when the reader sends', async () => {
    const onSend = vi.fn(async () => ({}));
    const { user, box, send } = await renderComposer(onSend);
    await user.click(box);
    await user.paste('\u200b\u3164\u2800\u3000');
    await user.click(send);
    expect(screen.getByTestId('composer-message')).toHaveTextContent(t('errors.EMPTY_CONTENT'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says the API refusing stacked marks in place and keeps the draft', async () => {
    const onSend = vi.fn(async () => ({ error: { code: 'TOO_MANY_MARKS', status: 400 } }));
    const { user, box, send } = await renderComposer(onSend);
    await user.type(box, 'hello');
    await user.click(send);
    expect(await screen.findByText(t('errors.TOO_MANY_MARKS'))).toBeInTheDocument();
    expect(box).toHaveValue('hello');
  });
});
