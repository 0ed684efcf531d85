export { CouponPage } from './components/coupon-page';
export { GiftBox, type GiftBoxProps } from './components/gift-box';
export { SendGiftForm, type SendGiftFormProps } from './components/send-gift-form';
export { SignUpEvent, type SignUpEventProps } from './components/signup-event';
export { OfferwallPage } from './components/offerwall-page';
