export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps, DialogTone, DialogSize } from './components/Dialog/Dialog';
export { AUTO_CLOSE_MS } from './components/Dialog/useAutoClose';
export { ClockProvider, useClock, type ClockProviderProps } from './clock/ClockProvider';
export { realClock, type Clock, type ClockTimer } from './clock/clock';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmComment } from './components/ConfirmDialog/ConfirmDialog';
export { WarningDialog } from './components/WarningDialog/WarningDialog';
export type { WarningDialogProps } from './components/WarningDialog/WarningDialog';
export { SuccessDialog } from './components/SuccessDialog/SuccessDialog';
export type { SuccessDialogProps } from './components/SuccessDialog/SuccessDialog';
export { ErrorDialog } from './components/ErrorDialog/ErrorDialog';
export type { ErrorDialogProps } from './components/ErrorDialog/ErrorDialog';
export { ProgressDialog } from './components/ProgressDialog/ProgressDialog';
export type { ProgressDialogProps } from './components/ProgressDialog/ProgressDialog';
export { ToastProvider, ToastRegion, useToast, createToastQueue, TOAST_DURATION_MS } from './components/Toast/Toast';
export type {
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProviderProps,
  ToastQueue,
  ToastRegionProps,
  ToastTone,
} from './components/Toast/Toast';
export { Banner } from './components/Banner/Banner';
export type { BannerProps, BannerTone } from './components/Banner/Banner';
export { ConflictPanel } from './components/ConflictPanel/ConflictPanel';
export type { ConflictPanelLabels, ConflictPanelProps, ConflictRow } from './components/ConflictPanel/ConflictPanel';
export { Splash } from './components/Splash/Splash';
export type { SplashProps } from './components/Splash/Splash';
export { FileDropZone } from './components/FileDropZone/FileDropZone';
export type { FileDropCheck, FileDropReason, FileDropZoneProps, FileRejection } from './components/FileDropZone/FileDropZone';
export { Carousel, CAROUSEL_INTERVAL_MS } from './components/Carousel/Carousel';
export type { CarouselProps, CarouselSlide } from './components/Carousel/Carousel';
export { ErrorBoundary, ErrorReportingProvider, consoleReporter } from './components/ErrorBoundary/ErrorBoundary';
export type {
  ErrorBoundaryLabels,
  ErrorBoundaryProps,
  ErrorReporter,
  ErrorReportingProviderProps,
} from './components/ErrorBoundary/ErrorBoundary';
