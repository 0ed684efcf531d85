import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { HREFS, renderTransfer } from '../testing/transfer-harness';
import { TransferWrong } from './transfer-wrong';

describe('TransferWrong', () => {
  it('explains the wrong access and leads back to the start', async () => {
    renderTransfer(<TransferWrong noteHref={HREFS.note} />, { path: HREFS.wrong, signedIn: false });
    expect(await screen.findByRole('heading', { name: t('transfer.wrong.heading') })).toBeInTheDocument();
    expect(screen.getByText(t('transfer.wrong.text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('transfer.wrong.toNote') })).toHaveAttribute('href', HREFS.note);
  });
});
