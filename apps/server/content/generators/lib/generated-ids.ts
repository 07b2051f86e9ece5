// Ids of generated questions carry a "g" so they never collide with the hand-written ones of the
// same concept ("linear-functions-007" beside "linear-functions-g007"); the hard generators use
// "h" ("percentages-h001") so both families of one concept can grow side by side.
export function generatedIds(concept: string, tag: 'g' | 'h' = 'g'): () => string {
  let serial = 0;
  return () => `${concept}-${tag}${String(++serial).padStart(3, '0')}`;
}
