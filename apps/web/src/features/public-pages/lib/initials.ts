/** 'Dr. Maya Okafor' → 'MO': the letters of a name, without a title such as Dr. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !word.endsWith('.'))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
