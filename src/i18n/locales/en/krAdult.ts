/** The Korean identity step of the adult confirmation (src/features/adult) and its return screen ('me'). */
const krAdult = {
  start: 'Verify identity',
  starting: 'Opening the verification…',
  title: 'Korean identity verification',
  checking: 'Checking your verification…',
  back: 'Back',
  unavailable: 'Korean identity verification is not available right now. Please try again later.',
  failed: 'The verification did not work. Please try again.',
  refusal: {
    FORGED: 'The verification could not be confirmed. Please verify again.',
    USED: 'This verification has already been used. Please verify again.',
    EXPIRED: 'The verification took too long. Please verify again.',
    UNDER_AGE: 'Adult content is only for readers aged {age} and over.',
    NOT_KOREAN_IP: 'Korean identity verification is only for readers in Korea.',
    CANCELLED: 'The verification was cancelled.',
  },
};

export default krAdult;
