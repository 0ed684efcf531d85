import { TransferNote } from '@/features/transfer';
import { t } from '@/i18n';
import { useIsLoggedIn } from '@/session';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/transfer/note` (issue 5): the German variant's landing page; the start leads to the login or, signed in, on. */
export function Component() {
  const signedIn = useIsLoggedIn();
  return (
    <>
      <PageHeader title={t('pages.transfer.note.title')} backTo={paths.transferNote.href()} />
      <TransferNote
        heading={t('pages.transfer.note.heading')}
        signedIn={signedIn}
        startHref={signedIn ? paths.transferConfirm.href() : paths.transferLogin.href()}
        statusHref={paths.transferStatus.href()}
        loginForStatusHref={paths.login.href(paths.transferStatus.href())}
      />
    </>
  );
}
