export { AdultPopup, type AdultPopupProps } from './components/adult-popup';
export type { AdultActions } from './components/use-adult-actions';
export { adultPopupMode, type AdultPlatform, type AdultPopupMode, type AdultReader } from './popup-mode';
export { KrAdultReturn, type KrAdultReturnProps } from './components/kr-return';
