/** The academy's public contact details: one source for the landing, contact and about pages. */
export const ACADEMY = {
  name: 'Summit Prep Academy',
  tutorName: 'Dr. Maya Okafor',
  phone: '+1 (214) 555-0148',
  phoneHref: 'tel:+12145550148',
  email: 'hello@summitprep.example',
  street: '2200 Ross Avenue, Suite 410',
  city: 'Dallas',
  region: 'TX',
  postalCode: '75201',
  /** The academy's own time zone (Dallas): months are counted in it when a buyer's is unknown. */
  timeZone: 'America/Chicago',
} as const;
