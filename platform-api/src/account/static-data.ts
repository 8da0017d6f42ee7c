/** Countries and dialing codes offered by the country picker (spec §3 "Country"). */
export const COUNTRIES: readonly { countryCode: string; countryDialingCode: string; countryName: string }[] = [
  { countryCode: 'VN', countryDialingCode: '+84', countryName: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '+62', countryName: 'Indonesia' },
  { countryCode: 'CN', countryDialingCode: '+86', countryName: 'China' },
  { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '+60', countryName: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '+65', countryName: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '+855', countryName: 'Cambodia' },
  { countryCode: 'IN', countryDialingCode: '+91', countryName: 'India' },
  { countryCode: 'BD', countryDialingCode: '+880', countryName: 'Bangladesh' },
  { countryCode: 'KR', countryDialingCode: '+82', countryName: 'South Korea' },
  { countryCode: 'JP', countryDialingCode: '+81', countryName: 'Japan' },
  { countryCode: 'US', countryDialingCode: '+1', countryName: 'United States' },
];

/** Help centre articles (HTML content). */
export const HELP_CENTER: readonly { id: number; title: string; items: readonly { id: number; title: string; content: string }[] }[] = [
  {
    id: 1,
    title: 'Account',
    items: [
      {
        id: 101,
        title: 'How do I register?',
        content: '<p>Press <strong>Register</strong>, fill in the form and confirm. Fields marked * are required.</p>',
      },
      {
        id: 102,
        title: 'I forgot my password',
        content: '<p>Use <em>Forgot password</em> on the login form: by email, or by SMS code to your registered mobile number.</p>',
      },
      {
        id: 103,
        title: 'Why is my account locked?',
        content: '<p>After several failed logins a captcha is required. Contact customer service if you cannot log in.</p>',
      },
    ],
  },
  {
    id: 2,
    title: 'Deposits and withdrawals',
    items: [
      {
        id: 201,
        title: 'How long does a deposit take?',
        content:
          '<p>Most deposits arrive within <strong>5 minutes</strong>.</p><ul><li>QR banking: instant</li><li>Bank transfer: up to 30 minutes</li></ul>',
      },
      {
        id: 202,
        title: 'Confirming a withdrawal',
        content:
          '<p>When a withdrawal is paid, confirm <em>received</em>, <em>partially received</em> or <em>not received</em>. Unconfirmed withdrawals count as received after the configured time.</p>',
      },
    ],
  },
  {
    id: 3,
    title: 'Games',
    items: [
      {
        id: 301,
        title: 'A game does not open',
        content: '<p>Allow pop-ups for this site and try again. Some games are under maintenance at set times.</p>',
      },
      {
        id: 302,
        title: 'Free play',
        content: '<p>Free play creates a trial account with demo credit. Trial accounts cannot deposit, withdraw or save favourites.</p>',
      },
    ],
  },
  {
    id: 4,
    title: 'Responsible gaming',
    items: [
      {
        id: 401,
        title: 'Setting limits',
        content: '<p>Set daily, weekly or monthly deposit limits in the member centre. Players must be 18 or older.</p>',
      },
    ],
  },
];
