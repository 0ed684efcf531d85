export { shopApi, type CheckoutPayment } from './api';
export { CheckoutPage, type CheckoutPageProps } from './components/checkout-page';
export { ShopPage, type ShopPageProps } from './components/shop-page';
export { packageState, type PackageState } from './package-state';
