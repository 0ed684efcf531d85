/** The adult confirmation (src/features/adult) and the adult and BL switches of the my page. */
const adult = {
  title: 'Adult content',
  no: 'No',
  failed: 'That did not work. Please try again.',
  guestLogin: {
    message: 'What follows is for readers aged {age} and over. Log in to confirm your age.',
    confirm: 'Log in',
  },
  guestCookie: {
    message: 'What follows is for adults only. Are you {age} or older?',
    confirm: 'Yes, I am {age} or older',
  },
  confirm: {
    message: 'What follows is for adults only. Please confirm that you are {age} or older.',
    confirm: 'Yes, I am {age} or older',
  },
  birthday: {
    message: 'What follows is for adults only. Enter your date of birth to confirm that you are {age} or older.',
    legend: 'Date of birth',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    choose: 'Select',
    confirm: 'Confirm',
    invalid: 'Please check your date of birth.',
  },
  krAuth: {
    message: 'Readers in Korea need Korean identity verification to see adult content.',
  },
  enable: {
    message: 'Adult content is turned off in your settings. Turn it on to read this title?',
    confirm: 'Turn on',
  },
  switches: {
    heading: 'Content settings',
    adult: 'Show adult content',
    adultHint: 'Titles for readers aged {age} and over appear in lists, search and title pages.',
    bl: 'Show BL titles',
    blHint: 'Boys’ love titles appear in lists, search and title pages.',
  },
};

export default adult;
