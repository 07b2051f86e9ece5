// Ids of generated questions carry a letter so they never collide with the hand-written ones of
// the same concept ("linear-functions-007" beside "linear-functions-g007"): "g" by default, "h"
// for the series of harder items written by the hard-<topic>.ts generators.
export function generatedIds(concept: string, series: 'g' | 'h' = 'g'): () => string {
  let serial = 0;
  return () => `${concept}-${series}${String(++serial).padStart(3, '0')}`;
}
