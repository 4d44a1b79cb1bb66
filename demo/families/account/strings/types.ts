/** The cards of the account home, each a page of the customer area (issue 13). */
export type AccountCard =
  | 'orders'
  | 'prepaid'
  | 'buyPrepaid'
  | 'twoFactor'
  | 'changePassword'
  | 'tyres'
  | 'editCustomer';

/** Texts of the account family's pages (issue 3): register, login, customer area. */
export interface AccountPages {
  register: {
    title: string;
    intro: string;
    accountType: string;
    private: string;
    company: string;
    companyName: string;
    vat: string;
    firstName: string;
    lastName: string;
    email: string;
    emailConfirm: string;
    phone: string;
    mobile: string;
    phoneOrMobile: string;
    username: string;
    usernameHint: string;
    usernameTaken: string;
    password: string;
    passwordConfirm: string;
    birthDate: string;
    /** contains {{format}}, e.g. "Format: {{format}}" */
    dateHint: string;
    householdSize: string;
    postalCode: string;
    postalCodeHint: string;
    website: string;
    newsletter: string;
    terms: string;
    submit: string;
    /** contains {{name}} */
    done: string;
  };
  login: {
    title: string;
    intro: string;
    /** contains {{email}} and {{password}} */
    demoAccount: string;
    failed: string;
    /** After the sales user's demo account (issue 13). */
    salesUser: string;
    /** issue 14: the editor of the CMS (editor area, asset library). */
    editorUser: string;
    /** Before the "create an account" link (issue 10 §4). */
    noAccount: string;
  };
  /** The "forgot password" page (issue 10 §4). */
  forgotPassword: {
    title: string;
    intro: string;
    submit: string;
    /** contains {{email}} */
    done: string;
    back: string;
  };
  /** The account home (issue 13): a card per page of the customer area, the latest orders. */
  account: {
    title: string;
    /** contains {{name}} */
    greeting: string;
    /** contains {{email}} */
    welcome: string;
    intro: string;
    signedOut: string;
    /** The heading of the cards. */
    yourSpace: string;
    cards: Record<AccountCard, { title: string; text: string }>;
    latestOrders: string;
    allOrders: string;
    noOrders: string;
    /** Before an order's date, number, status and total (screen readers hear them as a list). */
    orderDate: string;
    orderTotal: string;
    /** The sales user's part (staff only). */
    staffArea: string;
  };
}
