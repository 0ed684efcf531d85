export { deliverPendingMail, type DeliveryReport, type MailTransport } from './delivery';
export { absoluteLink, publicOrigin } from './links';
export { queueMail, type QueuedMail } from './queue';
export {
  resetPasswordMail,
  signUpConfirmMail,
  signUpMail,
  withdrawalMail,
  type AccountLinkMailInput,
  type MailLocale,
  type RenderedMail,
  type WithdrawalMailInput,
} from './templates';
export { smtpTransport, startMailDelivery } from './transport';
