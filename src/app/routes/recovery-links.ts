import type { PlatformConfig } from '../../../platforms/types';
import { paths } from '../paths';

export interface RecoveryLinks {
  /** Where the recovery screens lead back to log in. */
  login: string;
  /** The SMS reset, where the platform serves it. */
  bySms: string | undefined;
}

/**
 * Where the password recovery screens lead. The German variant's readers came from the transfer's own login, which
 * brings them back into the transfer, and its whitelist serves no phone flow; everywhere else the login, and the SMS
 * reset beside the mail (served wherever "find my id" by phone is).
 */
export function recoveryLinks(platform: Pick<PlatformConfig, 'transferOnly'>): RecoveryLinks {
  return platform.transferOnly
    ? { login: paths.transferLogin.href(), bySms: undefined }
    : { login: paths.login.href(), bySms: paths.findPasswordSms.href() };
}
