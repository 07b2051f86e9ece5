/** A person's name as the app writes it: first name, then last name. */
export const personName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`;
