// Zod-free on purpose: every page of the web app shows the academy's name or contact.

/** Who the academy is: the same in every deployment. */
export const ACADEMY = {
  name: 'Summit Prep Academy',
  tutorName: 'Dr. Maya Okafor',
  /** The academy's own time zone (Dallas): months are counted in it when a buyer's is unknown. */
  timeZone: 'America/Chicago',
} as const;

/** How to reach the academy, as the site and the mails show it (configured per deployment). */
export interface AcademyContact {
  email: string;
  phone: string;
  /** `tel:` link of the phone, in E.164. */
  phoneHref: string;
  street: string;
  city: string;
  /** Two-letter state code. */
  region: string;
  postalCode: string;
}

/** The settings the server (at run time) and the web build both read: decision 022. */
export interface AcademyContactSettings {
  ACADEMY_CONTACT_EMAIL?: string;
  ACADEMY_PHONE?: string;
  ACADEMY_ADDRESS?: string;
}

/** The academy's Dallas office, for a deployment that sets nothing. */
const DEFAULTS: Required<AcademyContactSettings> = {
  ACADEMY_CONTACT_EMAIL: 'hello@summitprepacademy.com',
  ACADEMY_PHONE: '+1 (214) 555-0148',
  ACADEMY_ADDRESS: '2200 Ross Avenue, Suite 410, Dallas, TX 75201',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const US_PHONE = /^\+?1?[\s.-]*\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})$/;
const US_ADDRESS = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** One setting, trimmed, its default when blank (as a blank line in an env file leaves it). */
function setting(
  settings: AcademyContactSettings,
  name: keyof AcademyContactSettings,
  rule: RegExp,
  shape: string,
) {
  const value = settings[name]?.trim() || DEFAULTS[name];
  const match = rule.exec(value);
  if (!match) throw new Error(`${name}: expected ${shape}, got "${value}"`);
  return match;
}

/** The contact details from the settings; throws naming the setting that is malformed. */
export function readAcademyContact(settings: AcademyContactSettings): AcademyContact {
  const [email] = setting(settings, 'ACADEMY_CONTACT_EMAIL', EMAIL, 'an email address');
  const [phone, area, exchange, line] = setting(
    settings,
    'ACADEMY_PHONE',
    US_PHONE,
    'a US phone number such as +1 (214) 555-0148',
  );
  const [, street, city, region, postalCode] = setting(
    settings,
    'ACADEMY_ADDRESS',
    US_ADDRESS,
    '"street, city, ST 12345" such as 2200 Ross Avenue, Suite 410, Dallas, TX 75201',
  );
  return {
    email: email!,
    phone: phone!,
    phoneHref: `tel:+1${area}${exchange}${line}`,
    street: street!,
    city: city!,
    region: region!,
    postalCode: postalCode!,
  };
}

/** The office on one line, "2200 Ross Avenue, Suite 410, Dallas, TX 75201": an in-person session's place. */
export const addressLine = (
  contact: Pick<AcademyContact, 'street' | 'city' | 'region' | 'postalCode'>,
) => `${contact.street}, ${contact.city}, ${contact.region} ${contact.postalCode}`;

/** The defaults, for what runs without configuration (tests, the web under vitest). */
export const DEFAULT_ACADEMY_CONTACT = readAcademyContact({});
