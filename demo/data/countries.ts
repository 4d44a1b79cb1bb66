/** Countries a shopper may choose for sales taxes (spec 001 §7), ISO 3166 codes. */
export const COUNTRIES = ['BE', 'NL', 'FR', 'DE', 'ES', 'IT', 'PT', 'LU', 'CH', 'GB'];
