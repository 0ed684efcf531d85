import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SignUpEvent } from '@/features/rewards';
import { t } from '@/i18n';
import { moveToLogin, useAppDispatch } from '@/session';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/event`: the running events; the sign-up mail's link (`?mailAuth=&userId=`) lands here. */
export function Component() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const token = params.get('mailAuth');
  const userId = Number(params.get('userId'));
  const link = token && Number.isInteger(userId) && userId > 0 ? { token, userId } : null;
  const onLogin = () => {
    const here = `${location.pathname}${location.search}`;
    const url = dispatch(moveToLogin({ target: here, currentPath: location.pathname }));
    void navigate(url ?? paths.login.href(here));
  };
  return (
    <>
      <PageHeader title={t('pages.event.title')} backTo="history" />
      <SignUpEvent link={link} onLogin={onLogin} />
    </>
  );
}
