export { FaqScreen, type FaqScreenProps } from './components/faq-screen';
export { NoticeDetailScreen, type NoticeDetailProps } from './components/notice-detail';
export { NoticeList, type NoticeListProps } from './components/notice-list';
