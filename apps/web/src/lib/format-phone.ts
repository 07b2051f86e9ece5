/**
 * A stored phone number (digits, maybe a leading +) as people write it: a US number as
 * "+1 (214) 555-0100" or "(214) 555-0100"; any other as stored. The profile keeps the digits
 * only, so a number typed with spaces or dashes is found and compared as one.
 */
export function formatPhone(stored: string): string {
  const us = /^(\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(stored);
  if (!us) return stored;
  const [, country, area, exchange, line] = us;
  const local = `(${area}) ${exchange}-${line}`;
  return country ? `+1 ${local}` : local;
}
