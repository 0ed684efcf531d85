import { useParams } from 'react-router-dom';
import { ThemeScreen } from '@/features/catalog/theme';
import { paths } from '../paths';
import { idParam } from './id-param';

/** `/theme/{id}`: one theme collection of the main page, with its titles as cards. */
export function Component() {
  return <ThemeScreen id={idParam(useParams())} detailHref={paths.detail.href} mainHref={paths.main.href()} />;
}
