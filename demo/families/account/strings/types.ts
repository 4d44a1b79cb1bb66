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
  account: {
    title: string;
    /** contains {{email}} */
    welcome: string;
    intro: string;
    signedOut: string;
  };
}
