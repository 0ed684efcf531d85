import { t } from '@/i18n/ns/settings';
import { useAppDispatch } from '@/session';
import { Button, ConfirmDialog } from '@/ui';
import { useState } from 'react';
import { type CacheClearReport, clearDeviceCaches } from '../clear-cache';

/** Clearing the cache: asked first, then a message that says what went (the reader stays signed in). */
export function CacheSection({ clear }: { clear?: () => Promise<CacheClearReport> }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CacheClearReport | null>(null);

  async function confirm() {
    setAsking(false);
    setBusy(true);
    try {
      setReport(await (clear ? clear() : dispatch(clearDeviceCaches())));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="settings-cache">
      <h2 id="settings-cache">{t('settings.cache.heading')}</h2>
      <p>{t('settings.cache.hint')}</p>
      <Button
        type="button"
        variant="secondary"
        block
        loading={busy}
        onClick={() => setAsking(true)}
        data-testid="clear-cache"
      >
        {t('settings.cache.button')}
      </Button>
      <p role="status" data-testid="clear-cache-report">
        {report && t('settings.cache.done', { ...report })}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('settings.cache.confirmTitle')}
        message={t('settings.cache.confirmMessage')}
        confirmLabel={t('settings.cache.confirm')}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
