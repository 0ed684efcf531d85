/**
 * Help: FAQ, notices and inquiries with their images and answers. Routes: server/routes/faq, notice, qna. SPA:
 * src/features/help, inquiry.
 *
 * The public face of this domain: code outside server/services/help/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { listFaq } from './faq';
export { answerInquiry, answerRequest, waitingInquiries } from './inquiries/answers';
export { checkUploads, IMAGE_KEY, readStoredImage, storeImages } from './inquiries/images';
export { createInquiry, imageByKey, listInquiries, readInquiry, sentToday } from './inquiries/inquiries';
export { pruneOrphanFolders } from './inquiries/orphans';
export { isValidImageSignature } from './inquiries/signed-urls';
export { listNotices, noticeDetail } from './notices';
