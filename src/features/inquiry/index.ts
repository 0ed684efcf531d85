export { InquiryListScreen, type InquiryListScreenProps } from './components/inquiry-list-screen';
export { InquiryRegisterScreen, type InquiryRegisterScreenProps } from './components/inquiry-register-screen';
