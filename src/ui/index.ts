export { theme, type AppTheme } from './theme';
export { ThemeRoot } from './theme-root';
export { GlobalStyles } from './global-styles';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { IconButton } from './icon-button';
export { LinkButton } from './link-button';
export { TextField, type TextFieldProps } from './text-field';
export { Checkbox, type CheckboxProps } from './checkbox';
export { FlagSwitch, type FlagSwitchProps } from './flag-switch';
export { Modal, type ModalProps } from './modal';
export { BottomSheet, type BottomSheetProps } from './bottom-sheet';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ToastProvider, useToast, type ToastApi, type ToastTone } from './toast';
export { ScrollToTop } from './scroll-to-top';
export { PageHeader, type PageHeaderProps } from './page-header';
export { PageTabs, type PageTab, type PageTabsProps } from './page-tabs';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { TestProviderBanner, type TestProviderBannerProps } from './test-provider-banner';
export { Spinner, SpinnerRing } from './spinner';
export { CoverImage, type CoverImageProps } from './cover-image';
export { ContentCard, type ContentCardProps } from './content-card';
export { VisuallyHidden } from './visually-hidden';
export {
  useForm,
  type FormErrors,
  type FormSubmitResult,
  type FormValues,
  type UseFormOptions,
  type UseFormResult,
} from './use-form';
export { useGoBack } from './use-go-back';
export { formatCountdown, useLiveNow } from './use-live-now';
