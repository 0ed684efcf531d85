import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_IMAGE_MAX_BYTES } from '@/domain/help';
import type { InquiryWire } from '@/domain/inquiry';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { inquiry } from '@/i18n/ns/inquiry';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { InquiryRegisterScreen } from './inquiry-register-screen';

const { t } = messagesFor({ inquiry, errors });
let backend: FakeBackend;
afterEach(() => backend.restore());

const SENT: InquiryWire = {
  id: 41,
  category: 'COIN',
  title: 'Coins missing',
  content: 'None arrived.',
  status: 'WAIT',
  answer: null,
  answeredAt: null,
  createdAt: Date.parse('2031-05-10T12:00:00+09:00'),
  images: [],
};
const png = (size = 64, name = 'shot.png') => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

function renderForm(reply: () => FakeReply | Promise<FakeReply>) {
  backend = fakeBackend({ 'POST /qna': reply });
  const onSent = vi.fn();
  const view = renderWithProviders(<InquiryRegisterScreen faqHref="/faq" onSent={onSent} />, {
    route: '/qna/register',
    preloadedState: { session: { status: 'authenticated', user: buildUser({ id: 7 }), tokens: buildTokens() } },
  });
  return { ...view, onSent };
}

async function fill(user: ReturnType<typeof renderForm>['user']) {
  await user.selectOptions(screen.getByTestId('inquiry-category'), 'COIN');
  await user.type(screen.getByTestId('inquiry-title'), 'Coins missing');
  await user.type(screen.getByTestId('inquiry-content'), 'None arrived.');
}

describe('InquiryRegisterScreen', () => {
  it('counts the content, shows previews of up to three images with remove, and sends them as multipart', async () => {
    const { user, onSent } = renderForm(() => ({ data: SENT }));
    await fill(user);
    expect(screen.getByTestId('inquiry-content-counter')).toHaveTextContent(
      t('inquiry.field.counter', { count: 13, max: 2000 }),
    );
    const input = screen.getByTestId('inquiry-image-input');
    await user.upload(input, [png(64, 'a.png'), png(64, 'b.png')]);
    await waitFor(() => expect(screen.getAllByTestId('inquiry-image-preview')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: t('inquiry.images.remove', { index: 1 }) }));
    expect(screen.getAllByTestId('inquiry-image-preview')).toHaveLength(1);
    await user.upload(input, [png(64, 'c.png'), png(64, 'd.png')]);
    await waitFor(() => expect(screen.getAllByTestId('inquiry-image-preview')).toHaveLength(3));
    expect(screen.getByRole('button', { name: t('inquiry.images.add') })).toBeDisabled();
    await user.click(screen.getByTestId('inquiry-submit'));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(SENT));
    const [request] = backend.calls('POST /qna');
    expect(request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(request!.body)).toContain('Coins missing');
    expect(String(request!.body).match(/name="images"/g)).toHaveLength(3);
  });

  it('refuses a fourth image, one over 3 MB and a renamed text file before any upload, with their messages', async () => {
    const { user } = renderForm(() => ({ data: SENT }));
    const input = screen.getByTestId('inquiry-image-input');
    await user.upload(input, [png(), png(), png(), png()]);
    expect(await screen.findByTestId('inquiry-image-error')).toHaveTextContent(t('errors.TOO_MANY_IMAGES'));
    await user.upload(input, [png(INQUIRY_IMAGE_MAX_BYTES + 1)]);
    await waitFor(() =>
      expect(screen.getByTestId('inquiry-image-error')).toHaveTextContent(t('errors.IMAGE_TOO_LARGE')),
    );
    await user.upload(input, [new File(['plain text'], 'renamed.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getByTestId('inquiry-image-error')).toHaveTextContent(t('errors.INVALID_IMAGE')));
    expect(screen.queryAllByTestId('inquiry-image-preview')).toHaveLength(0);
    await user.upload(input, [png(INQUIRY_IMAGE_MAX_BYTES)]);
    await waitFor(() => expect(screen.getAllByTestId('inquiry-image-preview')).toHaveLength(1));
    expect(screen.queryByTestId('inquiry-image-error')).toBeNull();
    expect(backend.requests).toHaveLength(0);
  });

  it('checks the fields first, and shows the daily limit refusal of the server clearly', async () => {
    const { user, onSent } = renderForm(() => ({ code: 'LIMIT_QNA_COUNT', status: 429 }));
    await user.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findByText(t('inquiry.check.category'))).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
    await fill(user);
    await user.click(screen.getByTestId('inquiry-submit'));
    expect(await screen.findByTestId('inquiry-error')).toHaveTextContent(t('errors.LIMIT_QNA_COUNT'));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed, and shows that it is sending', async () => {
    const reply = deferred<FakeReply>();
    const { user, onSent } = renderForm(() => reply.promise);
    await fill(user);
    const button = screen.getByTestId('inquiry-submit');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(t('inquiry.sending')));
    expect(button).toBeDisabled();
    fireEvent.click(button);
    reply.resolve({ data: SENT });
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(backend.calls('POST /qna')).toHaveLength(1);
  });
});
